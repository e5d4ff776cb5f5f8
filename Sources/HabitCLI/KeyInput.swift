import HabitCore
import FoundationEssentials
import Posix

/// The terminal on stdin in character mode (see `habitd_tty_character_mode`): keys as they
/// are typed, and a small line editor for notes and amounts. What is typed is echoed by us,
/// on stdout. The terminal's settings come back on `restore`, and on SIGTERM or SIGHUP.
final class KeyInput {
    enum Key: Equatable {
        /// One character: a letter, a digit, a space, anything printable.
        case text(Character)
        case enter, backspace, escape
        /// Ctrl-C.
        case interrupt
        /// Ctrl-D, or the terminal went away.
        case end
        /// Ctrl-U: erase the line.
        case eraseLine
    }

    init() throws {
        do throws(SystemCallError) { try TerminalDevice.characterMode() } catch {
            throw CLIError(tr("cannot read keys from the terminal: %s", error.reason))
        }
    }

    func restore() { TerminalDevice.restore() }

    /// The next key. Escape sequences (arrows, function keys) are read whole and passed over.
    func next() -> Key {
        while true {
            guard let byte = readByte() else { return .end }
            switch byte {
            case 3: return .interrupt
            case 4: return .end
            case 10, 13: return .enter
            case 8, 127: return .backspace
            case 21: return .eraseLine
            case 27:
                guard let after = readByte(waitingMilliseconds: 30) else { return .escape }
                if after == UInt8(ascii: "[") || after == UInt8(ascii: "O") {
                    while let b = readByte(waitingMilliseconds: 30), !(0x40...0x7E).contains(b) {}
                }
                continue
            case 0..<32: continue
            default:
                if let character = readCharacter(startingWith: byte) { return .text(character) }
            }
        }
    }

    /// A line typed after a prompt (already shown), echoed as it is typed; Enter ends it.
    /// `accepts`: the characters allowed (others ring the bell). Nil for Escape, Ctrl-D or
    /// Ctrl-C (`interrupted` then says which).
    /// `initial`: already typed (the key that started an amount); echoed here.
    func line(initial: String = "", accepts: (Character) -> Bool = { _ in true }, interrupted: inout Bool) -> String? {
        var text = initial
        Self.write(initial)
        while true {
            switch next() {
            case .text(let c):
                if accepts(c) {
                    text.append(c)
                    Self.write(String(c))
                } else {
                    Self.write("\u{07}")
                }
            case .backspace:
                if let last = text.popLast() { Self.write(String(repeating: "\u{08} \u{08}", count: DisplayWidth.of(String(last)))) }
            case .eraseLine:
                Self.write(String(repeating: "\u{08} \u{08}", count: DisplayWidth.of(text)))
                text = ""
            case .enter: return text
            case .interrupt:
                interrupted = true
                return nil
            case .escape, .end: return nil
            }
        }
    }

    /// Writes at once: prompts do not end in a newline.
    static func write(_ text: String) {
        FileDescriptor.standardOutput.write(text)
    }

    private func readByte(waitingMilliseconds wait: Int? = nil) -> UInt8? {
        if let wait {
            guard let ready = try? Poll.wait([(.standardInput, .readable)], milliseconds: wait), !ready[0].isEmpty else { return nil }
        }
        var byte: [UInt8] = [0]
        guard let n = try? FileDescriptor.standardInput.read(into: &byte), n == 1 else { return nil }
        return byte[0]
    }

    /// The rest of a UTF-8 sequence; nil for a malformed one.
    private func readCharacter(startingWith first: UInt8) -> Character? {
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return nil }
        var bytes = [first]
        while bytes.count < length {
            guard let b = readByte(waitingMilliseconds: 100), b & 0xC0 == 0x80 else { return nil }
            bytes.append(b)
        }
        guard let text = String(validating: bytes, as: UTF8.self), let c = text.first else { return nil }
        return c
    }
}
