import FoundationEssentials
import HabitCore
import Posix

/// `done`'s questions for a habit with `--ask-note` (spec 004's memo): a note, then a mood,
/// each skipped by Enter. Asked on stderr (stdout stays the result), read from stdin, only
/// when stdin is a terminal: a script or a pipe is never asked.
enum MemoPrompt {
    static var canAsk: Bool { Terminal.stdinIsTTY }

    static func ask(for name: String) -> (note: String?, mood: Mood?) {
        var note: String?
        while let line = prompt(tr("Note for %s (Enter skips): ", name.forTerminal)) {
            do {
                note = try Validate.note(line.isEmpty ? nil : line)
                break
            } catch { Output.error("habitctl: " + error.message) }
        }
        var mood: Mood?
        while let line = prompt(tr("Mood: 5 great, 4 good, 3 okay, 2 bad, 1 awful (Enter skips): ")) {
            if line.trimmingSpaces().isEmpty { break }
            do {
                mood = try Mood.parse(line)
                break
            } catch { Output.error("habitctl: " + error.message) }
        }
        return (note, mood)
    }

    /// One line, or nil at the end of input.
    private static func prompt(_ text: String) -> String? {
        FileDescriptor.standardError.write(text)
        return readLine()
    }
}
