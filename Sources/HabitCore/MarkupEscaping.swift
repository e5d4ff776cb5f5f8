extension StringProtocol {
    /// `&`, `<` and `>` (and `"` with `quotes`) as entities, for XML, SVG and Pango markup.
    /// Scalar by scalar: a combining mark after `<` makes one Character with it, which a
    /// Character-wise replace (Foundation's `replacingOccurrences` or the standard library's
    /// `replacing`) passes through unescaped, but a markup parser still sees the `<`.
    public func markupEscaped(quotes: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for s in unicodeScalars {
            switch s {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"" where quotes: out.append(contentsOf: "&quot;".unicodeScalars)
            default: out.append(s)
            }
        }
        return String(out)
    }
}
