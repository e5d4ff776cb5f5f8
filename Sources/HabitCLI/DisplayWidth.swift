/// Terminal column widths: wide (CJK, fullwidth) characters and emoji take two columns,
/// combining marks, zero-width joiners and bidi isolates none. Enough of `wcwidth` for names and icons.
enum DisplayWidth {
    static func of(_ s: String) -> Int {
        // Printable ASCII is one column a byte: most names and every label, without
        // splitting into Characters (the board measures thousands of strings).
        let printable = { (b: UInt8) in b >= 0x20 && b < 0x7F }
        if s.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(printable) }) ?? s.utf8.allSatisfy(printable) { return s.utf8.count }
        return s.reduce(0) { $0 + of($1) }
    }

    static func of(_ ch: Character) -> Int {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        // An emoji presentation sequence (VS16) or a scalar that defaults to emoji presentation.
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0  // format: isolates, ZWJ…
        default: return isWide(first.value) ? 2 : 1
        }
    }

    /// East Asian Wide and Fullwidth ranges.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Cuts `s` to at most `width` columns, ending in "…" when it had to cut.
    static func truncate(_ s: String, to width: Int) -> String {
        if of(s) <= width { return s }
        var out = ""
        var used = 0
        for ch in s {
            let w = of(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }

    /// Pads `s` with spaces to exactly `width` columns (truncating first if needed).
    static func pad(_ s: String, to width: Int) -> String {
        let t = truncate(s, to: width)
        return t + String(repeating: " ", count: max(0, width - of(t)))
    }
}
