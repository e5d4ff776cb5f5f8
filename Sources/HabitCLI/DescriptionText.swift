import HabitCore

/// A habit's description with its bit of markdown: `**bold**`, `_italic_` and lines starting
/// `- ` as a list. On a colour terminal the markers become styling and bullets, and lines wrap
/// to the width under a hanging indent; otherwise the text comes out as typed, each line under
/// the same indent (a pipe or a file gets exactly what was written).
struct DescriptionText {
    let terminal: Terminal

    /// The description's lines, each starting with `indent`.
    func lines(_ text: String, indent: String = "  ") -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { raw -> [String] in
            let line = String(raw)
            guard terminal.color else { return [indent + line] }
            let item = line.hasPrefix("- ")
            let body = item ? String(line.dropFirst(2)) : line
            let first = indent + (item ? "• " : ""), rest = indent + (item ? "  " : "")
            return wrap(body, width: max(20, terminal.width - DisplayWidth.of(first))).enumerated().map { i, part in
                (i == 0 ? first : rest) + styled(part)
            }
        }
    }

    /// `**bold**` and `_italic_` (an underscore inside a word, as in snake_case, stays).
    func styled(_ text: String) -> String {
        var out = "", i = text.startIndex
        var bold = false, italic = false
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("**"), bold || text[text.index(i, offsetBy: 2)...].contains("**") {
                bold.toggle()
                out += bold ? "\u{1B}[1m" : "\u{1B}[22m"
                i = text.index(i, offsetBy: 2)
                continue
            }
            if text[i] == "_" {
                let before = i == text.startIndex ? nil : text[text.index(before: i)]
                let after = text.index(after: i) < text.endIndex ? text[text.index(after: i)] : nil
                let opens = !italic && (before.map { !$0.isLetter && !$0.isNumber } ?? true) && (after.map { !$0.isWhitespace } ?? false)
                    && text[text.index(after: i)...].contains("_")
                let closes = italic && (after.map { !$0.isLetter && !$0.isNumber } ?? true) && (before.map { !$0.isWhitespace } ?? false)
                if opens || closes {
                    italic.toggle()
                    out += italic ? "\u{1B}[3m" : "\u{1B}[23m"
                    i = text.index(after: i)
                    continue
                }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out + (bold || italic ? "\u{1B}[0m" : "")
    }

    /// Splits at spaces so each piece fits `width` columns (a longer word stands alone).
    /// Measured with the markers in: a line may come out a little short, never long.
    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        return lines + [current]
    }
}
