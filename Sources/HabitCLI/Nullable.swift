/// A value that JSON writes as `null` when absent, where scripts must see the key (Swift's
/// synthesized coding leaves an absent optional out).
struct Nullable<Value: Encodable>: Encodable {
    let value: Value?

    init(_ value: Value?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value { try c.encode(value) } else { try c.encodeNil() }
    }
}
