import FoundationEssentials
import HabitCore

/// The last guard between data and the terminal. Every line habitctl prints passes here:
/// controls and direction overrides become visible escapes (`TextSafety.visible`), except
/// the colour codes habitctl itself writes (SGR: ESC [ digits and semicolons m) and the
/// balanced isolates it puts around right-to-left names (`BidiIsolate`). Stored text
/// is escaped before it is styled (`forTerminal`), so a colour code written into the
/// database by another tool is shown as `\e[41m`, never obeyed.
enum TerminalText {
    /// Whether habitctl writes colour here (a terminal, NO_COLOR unset): only then does an
    /// SGR sequence pass; otherwise every ESC is escaped.
    static let colour = Terminal.detect(environment: ProcessEnvironment.atStart).color

    static func clean(_ text: String, allowSGR: Bool = colour) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: TextSafety.needsEscape) else { return text }
        // The renderer's own isolates around right-to-left names (`BidiIsolate`) pass in pairs.
        let isolates = BidiIsolate.balanced(scalars)
        var out = ""
        var i = 0
        while i < scalars.count {
            if allowSGR, scalars[i] == "\u{1B}", let end = sgrEnd(scalars, from: i) {
                out.unicodeScalars.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            let s = scalars[i]
            let ours = isolates && (s == BidiIsolate.open || s == BidiIsolate.close)
            out += TextSafety.needsEscape(s) && s != "\n" && !ours ? TextSafety.visible(String(s)) : String(s)
            i += 1
        }
        return out
    }

    /// The index of the `m` closing an SGR sequence that starts at `start`, if one does.
    private static func sgrEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < s.count, s[start + 1] == "[" else { return nil }
        var j = start + 2
        while j < s.count, s[j] == ";" || ("0"..."9").contains(s[j]) { j += 1 }
        return j < s.count && s[j] == "m" ? j : nil
    }
}

extension String {
    /// Stored text made safe to style and print: see `TerminalText`.
    var forTerminal: String { TextSafety.visible(self) }
}

extension Habit {
    /// The habit with its stored text made safe to style and print, for renderers only (its
    /// name no longer finds it in the store).
    var forTerminal: Habit {
        var h = self
        h.name = name.forTerminal
        h.description = description?.forTerminal
        h.icon = icon?.forTerminal
        h.category = category?.forTerminal
        if let g = goal, case .custom(let u) = g.unit { h.goal?.unit = .custom(u.forTerminal) }
        if let r = reward { h.reward = Reward(text: r.text.forTerminal, every: r.every) }
        // Written back only when escaped: a write through a key path costs the runtime more
        // than the scan, and a habit's words rarely hold a control character. Read from `h`,
        // which is ours to lend: reading through `self` copied the whole habit each time.
        for text in HabitFieldTable.texts {
            if let value = h[keyPath: text.path], case let safe = value.forTerminal, safe != value { h[keyPath: text.path] = safe }
        }
        return h
    }
}
