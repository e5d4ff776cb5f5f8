/// Why the store refused to open or to write. Each message is the one line a user reads.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notHabitdDatabase(path: String)
    case newerSchema(path: String, unknown: [String])
    case cannotCreate(path: String, reason: String)
    case cannotOpen(path: String, reason: String)

    public var message: String {
        switch self {
        case .notHabitdDatabase(let p):
            return "\(p) is not a habitd database; refusing to touch it"
        case .newerSchema(let p, let unknown):
            return "\(p) was written by a newer habitd (schema \(unknown.joined(separator: ", "))); upgrade habitd to use it"
        case .cannotCreate(let p, let r): return "cannot create \(p): \(r)"
        case .cannotOpen(let p, let r): return "cannot open \(p): \(r)"
        }
    }

    public var description: String { message }
}
