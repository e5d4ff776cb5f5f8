import ArgumentParser
import GRDB
import HabitCore
import HabitLocale
import HabitStore

/// A thrown error as the one line a user reads on stderr.
enum ErrorText {
    static func line(for error: Error) -> String { "habitctl: " + message(for: error) }

    /// The error's first line, without the program's name.
    static func message(for error: Error) -> String {
        let text: String
        switch error {
        case let e as HabitError: text = e.message
        case let e as StoreError: text = e.message
        case let e as CLIError: text = e.message
        case let e as DatabaseError:
            switch e.resultCode {
            case .SQLITE_BUSY: text = tr("the database is busy (another writer held it too long); try again")
            case .SQLITE_READONLY: text = tr("the store cannot be written (a read-only file, folder or file system): nothing was changed")
            case .SQLITE_FULL: text = tr("the disk is full: nothing was changed (free some space and try again)")
            default: text = tr("database error: %s", e.message ?? "\(e.resultCode)")
            }
        default: text = ParserText.error(HabitCtl.message(for: error))
        }
        return text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
    }
}

/// Errors that only the command line has.
struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
