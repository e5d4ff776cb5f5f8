import FoundationEssentials
import HabitCore
import Posix

/// Which background the terminal has, for `theme auto`: asked once, when a colour is first
/// about to be shown (a command that prints no colour never asks).
final class TerminalBackground: @unchecked Sendable {
    private let lock = Lock()
    private var known: Background?
    private let find: @Sendable () -> Background

    init(_ find: @escaping @Sendable () -> Background) { self.find = find }

    /// A fixed background (an explicit theme, or a test's).
    convenience init(fixed: Background) { self.init { fixed } }

    var value: Background {
        lock.withLock {
            if let known { return known }
            let b = find()
            known = b
            return b
        }
    }

    /// The theme's background; for auto, the terminal's answer (only when colour goes to a
    /// terminal), else COLORFGBG, else dark.
    static func resolving(_ theme: Theme, environment: [String: String], askTerminal: Bool) -> TerminalBackground {
        if let fixed = theme.background { return TerminalBackground(fixed: fixed) }
        let fgbg = environment["COLORFGBG"]
        return TerminalBackground {
            if askTerminal, let answer = ask() { return answer }
            return fgbg.flatMap(Background.of(colorfgbg:)) ?? .dark
        }
    }

    /// Asks the controlling terminal its background colour (OSC 11) and then its device
    /// attributes (DA1), which every terminal answers: the second answer ends the wait at
    /// once where the first never comes. Gives up after `timeout` milliseconds, and never
    /// from a background job (the terminal would stop it).
    static func ask(timeout: Int = 150) -> Background? {
        guard let fd = TerminalDevice.openForeground() else { return nil }
        defer { fd.close() }
        let reply = TerminalDevice.withoutEcho(fd) { () -> [UInt8]? in
            let query = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
            guard (try? fd.writeAll(query)) != nil else { return nil }
            var reply: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            let deadline = Date().addingTimeInterval(Double(timeout) / 1000)
            while !answeredDA1(reply) {
                let left = Int(deadline.timeIntervalSinceNow * 1000)
                guard left > 0, let ready = try? Poll.wait([(fd, .readable)], milliseconds: left) else { break }
                // An interrupted wait reports nothing ready: go round and wait what is left.
                guard !ready[0].isEmpty else { continue }
                guard let n = try? fd.read(into: &buffer), n > 0 else { break }
                reply += buffer[0..<n]
            }
            return reply
        }
        guard let reply = reply ?? nil else { return nil }
        return Background.of(osc11: String(decoding: reply, as: UTF8.self))
    }

    /// Whether `reply` holds DA1's answer, ESC [ ? … c.
    private static func answeredDA1(_ reply: [UInt8]) -> Bool {
        guard let start = reply.indices.first(where: { i in i + 2 < reply.count && reply[i] == 0x1B && reply[i + 1] == 0x5B && reply[i + 2] == 0x3F }) else { return false }
        return reply[(start + 3)...].contains(0x63)
    }
}
