import FoundationEssentials
import HabitCore
import Posix

/// What stdout is: a colour terminal of some width, or a pipe/file (plain text).
struct Terminal {
    let isTTY: Bool
    let color: Bool
    let width: Int
    /// The background colours are shown for (`config set theme`).
    var background = TerminalBackground(fixed: .dark)

    /// `theme`: the setting; auto asks the terminal only when colour goes to it.
    static func detect(environment: [String: String], theme: Theme = .auto) -> Terminal {
        let tty = FileDescriptor.standardOutput.isTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        let color = tty && !noColor && !dumb
        return Terminal(isTTY: tty, color: color, width: tty ? columns(environment) : 100,
                        background: .resolving(theme, environment: environment, askTerminal: color))
    }

    static var stdinIsTTY: Bool { FileDescriptor.standardInput.isTerminal }

    /// Asks `question` on stderr (stdout stays the result) and reads the answer: y or yes,
    /// or the language's own (j, ja; s, sí).
    static func confirm(_ question: String) -> Bool {
        FileDescriptor.standardError.write((question + " " + tr("[y/N]") + " "))
        let answer = readLine()?.trimmingSpaces().lowercased() ?? ""
        return ["y", "yes", tr("y"), tr("yes")].contains(answer)
    }

    private static func columns(_ env: [String: String]) -> Int {
        TerminalDevice.columns() ?? env["COLUMNS"].flatMap(Int.init) ?? 80
    }

    // MARK: - Styling (no-ops without colour)

    func paint(_ text: String, _ color: HabitColor) -> String {
        guard self.color else { return text }
        let (r, g, b) = color.shown(on: background.value).rgb
        return "\u{1B}[38;2;\(r);\(g);\(b)m\(text)\u{1B}[0m"
    }

    func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    func green(_ text: String) -> String { color ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
    func yellow(_ text: String) -> String { color ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
}
