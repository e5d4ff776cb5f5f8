import FoundationEssentials
import GRDB
import HabitCore
import HabitStore

/// A store SQLite calls malformed, however the command met it (opening it, or reading a
/// damaged page later), as the one line that names the newest backup and the way back; and
/// a file whose header is garbage, when backups of the store at its path say it was one.
enum DamagedStore {
    static func named(_ error: Error, arguments: [String]) -> Error {
        let env = ProcessEnvironment.atStart
        let path: String
        switch error {
        case StoreError.notHabitdDatabase(let p):
            guard let newest = StoreBackups(databasePath: p, environment: env).list().first else { return error }
            return StoreError.unreadableWithBackup(path: p, newestBackup: "\(newest.name) (\(ISOInstant.format(newest.made)))")
        case StoreError.damaged(let p, nil): path = p
        case let e as DatabaseError where e.resultCode == .SQLITE_CORRUPT:
            path = DatabaseLocation.resolve(explicit: explicitDatabase(in: arguments), environment: env)
        default: return error
        }
        let newest = StoreBackups(databasePath: path, environment: env).list().first
        return StoreError.damaged(path: path, newestBackup: newest.map { "\($0.name) (\(ISOInstant.format($0.made)))" })
    }

    /// `--db PATH` or `--db=PATH` as given.
    static func explicitDatabase(in arguments: [String]) -> String? {
        for (i, a) in arguments.enumerated() {
            if a == "--db", i + 1 < arguments.count { return arguments[i + 1] }
            if a.hasPrefix("--db=") { return String(a.dropFirst(5)) }
        }
        return nil
    }
}
