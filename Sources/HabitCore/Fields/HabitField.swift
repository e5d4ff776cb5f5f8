import FoundationEssentials

/// One field of a habit, as `HabitFieldTable` declares it: its name on every wire (JSON keys
/// before a view's case conversion, the sync journal's field name), how it is coded, the
/// store columns it occupies and how it is read from and written to them, and how the flat
/// `list --json` shows it. A class, immutable: the table's fields are shared descriptions, so
/// walking the table (every row read, every habit coded) hands out references rather than
/// copying each field's name, columns and closures.
public final class HabitField: Sendable {
    /// A coding key made from a field's name.
    public struct Key: CodingKey, Hashable, Sendable {
        public let stringValue: String
        public var intValue: Int? { nil }
        public init(_ name: String) { stringValue = name }
        public init?(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
    }

    public typealias Encode = @Sendable (Habit, inout KeyedEncodingContainer<Key>, Key) throws -> Void
    public typealias Decode = @Sendable (inout Habit, KeyedDecodingContainer<Key>, Key) throws -> Void

    public let name: String
    /// The `habit` table's columns, in order; none for what the store keeps in a table of its
    /// own (the category's name, the reminders), which the store joins in.
    public let columns: [String]
    /// Whether a coded habit must carry it (an import without it is refused).
    public let required: Bool
    let encodeValue: Encode
    let decodeValue: Decode
    /// Its values for `columns`, in order.
    public let store: @Sendable (Habit) -> [FieldValue]
    /// Sets it from its columns' values; throws for a value that cannot be read.
    public let load: @Sendable (inout Habit, FieldColumns) throws -> Void
    /// Its keys and values in the flat `list --json` form (null kept, not dropped).
    let listed: Encode

    init(_ name: String, columns: [String], required: Bool = false, encode: @escaping Encode, decode: @escaping Decode,
         store: @escaping @Sendable (Habit) -> [FieldValue] = { _ in [] },
         load: @escaping @Sendable (inout Habit, FieldColumns) throws -> Void = { _, _ in },
         listed: Encode? = nil) {
        self.name = name
        self.columns = columns
        self.required = required
        encodeValue = encode
        decodeValue = decode
        self.store = store
        self.load = load
        self.listed = listed ?? encode
    }

    /// A plain boolean: `true` or absent when coded (older files and devices carry nothing
    /// for a fact never set), a 0/1 column in the store, always present in `list --json`.
    static func flag(_ name: String, column: String, _ path: WritableKeyPath<Habit, Bool> & Sendable) -> HabitField {
        HabitField(name, columns: [column],
                   encode: { h, c, k in if h[keyPath: path] { try c.encode(true, forKey: k) } },
                   decode: { h, c, k in h[keyPath: path] = try c.decodeIfPresent(Bool.self, forKey: k) ?? false },
                   store: { [.bool($0[keyPath: path])] },
                   load: { h, v in h[keyPath: path] = try v[0].int() != 0 },
                   listed: { h, c, k in try c.encode(h[keyPath: path], forKey: k) })
    }

    public var key: Key { Key(name) }

    public func encode(_ habit: Habit, into c: inout KeyedEncodingContainer<Key>) throws { try encodeValue(habit, &c, key) }
    public func decode(into habit: inout Habit, from c: KeyedDecodingContainer<Key>) throws { try decodeValue(&habit, c, key) }
    public func list(_ habit: Habit, into c: inout KeyedEncodingContainer<Key>) throws { try listed(habit, &c, key) }
}

/// A value in a store column: what SQLite holds (booleans as 0 and 1).
/// One field's columns within a row's values, as its `load` reads them: `v[0]` is the
/// field's first column. A view, not a copy: a habit is read field by field, and an array
/// per field was most of the allocations of reading the habits at every start.
public struct FieldColumns: Sendable {
    let values: [FieldValue]
    let start: Int

    /// The columns from `start` in `values` (a row's, in `HabitFieldTable.columns` order).
    public init(_ values: [FieldValue], from start: Int = 0) {
        self.values = values
        self.start = start
    }

    public subscript(column: Int) -> FieldValue { values[start + column] }
}

public enum FieldValue: Hashable, Sendable {
    case null
    case int(Int64)
    case double(Double)
    case text(String)

    static func bool(_ b: Bool) -> FieldValue { .int(b ? 1 : 0) }
    static func optionalText(_ s: String?) -> FieldValue { s.map(FieldValue.text) ?? .null }

    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    func text() throws -> String {
        guard case .text(let s) = self else { throw Unreadable(description: "expected text, found \(self)") }
        return s
    }

    func int() throws -> Int64 {
        switch self {
        case .int(let i): return i
        case .double(let d): return Int64(d)
        default: throw Unreadable(description: "expected an integer, found \(self)")
        }
    }

    var optionalText: String? { if case .text(let s) = self { return s } else { return nil } }

    var optionalInt: Int64? {
        switch self {
        case .int(let i): return i
        case .double(let d): return Int64(d)
        default: return nil
        }
    }

    var optionalDouble: Double? {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
}

extension Optional {
    /// The value, or an error naming what could not be read.
    func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw FieldValue.Unreadable(description: "an unreadable \(what)") }
        return self
    }
}
