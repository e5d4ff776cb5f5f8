/// A value that JSON writes as `null` when absent, where scripts must see the key (Swift's
/// synthesized coding leaves an absent optional out).
public struct Nullable<Value: Encodable>: Encodable {
    public let value: Value?

    init(_ value: Value?) { self.value = value }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value { try c.encode(value) } else { try c.encodeNil() }
    }
}
