import FoundationEssentials
import Posix
import HabitCore

/// stdout and stderr, unbuffered where it matters.
enum Output {
    /// One line on stdout, through the terminal guard (`TerminalText`).
    static func line(_ text: String = "") {
        print(TerminalText.clean(text))
    }

    /// One line on stderr, through the terminal guard (no colour: every ESC escaped); error
    /// messages quote what was typed and what was stored.
    static func error(_ text: String) {
        // What stdout holds goes first, so that a warning follows the line it is about in a
        // pipe too (stdout is block-buffered there, stderr not at all).
        Processes.flushStandardStreams()  // every C stream: stdout is the one that holds anything
        FileDescriptor.standardError.write(TerminalText.clean(text, allowSGR: false) + "\n")
    }

    /// Exact bytes for a file or a pipe; on a terminal, through the guard (exports are data,
    /// but a terminal must not obey what they hold).
    static func data(_ data: Data) {
        if FileDescriptor.standardOutput.isTerminal {
            FileDescriptor.standardOutput.write(TerminalText.clean(String(decoding: data, as: UTF8.self), allowSGR: false))
        } else {
            try? FileDescriptor.standardOutput.writeAll(data)
        }
    }

    /// Encodes `value` as pretty JSON with snake_case keys, names printed literally.
    static func json<T: Encodable>(_ value: T) throws {
        print(String(decoding: try encoder().encode(value), as: UTF8.self))
    }

    /// The JSON encoder of every listing and of exports.
    static func encoder() -> JSONEncoder { JSONStyle.encoder() }
}
