import FoundationEssentials
import HabitStore
import Posix

/// Sync around every command, when it is set up: before, the other devices' segments are
/// applied (so `list` shows what the laptop did, habitd running or not); after, what the
/// command committed to the journal is published (and the journal compacted when a snapshot
/// is due). Neither ever fails the command: a problem
/// is one line on stderr, and the next command (or habitd) tries again.
enum CommandSync {
    private final class Opened: @unchecked Sendable {
        let lock = Lock()
        var databases: [HabitDatabase] = []
    }
    private static let opened = Opened()

    /// Called as a command opens its store.
    static func opened(_ db: HabitDatabase) {
        guard (try? db.syncConfiguration()) ?? nil != nil else { return }
        opened.lock.withLock { opened.databases.append(db) }
        do {
            let report = try db.receiveJournal()
            for line in report.quarantined + report.held { warn(line) }
        } catch {
            warn("sync: \(ErrorText.message(for: error))")
        }
    }

    /// Called once the command has run, whether it succeeded or not.
    static func publish() {
        let databases = opened.lock.withLock { opened.databases }
        let crash = ProcessEnvironment.atStart["HABITD_TEST_CRASH"]
        for db in databases {
            // Fault injection for the crash test: die as if killed between the command's
            // commit and the publish, or between a segment's rename and the outbox's commit.
            if crash == "before-publish" { Processes.killSelf() }
            do {
                try db.publishJournal(afterRename: crash == "after-rename" ? { Processes.killSelf() } : nil)
                try db.compactJournal()
            } catch {
                warn("sync: \(ErrorText.message(for: error)); the next command publishes it")
            }
        }
    }

    private static func warn(_ line: String) {
        FileDescriptor.standardError.write("habitctl: \(line)\n")
    }
}
