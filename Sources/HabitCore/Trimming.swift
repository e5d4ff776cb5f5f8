extension Unicode.Scalar {
    /// A space or a tab: what Foundation's `CharacterSet.whitespaces` holds (Unicode's space
    /// separators, Zs, read from the standard library's own tables; U+0009; and the zero
    /// width space, U+200B, a Zs in Unicode 4.0 that swift-corelibs Foundation still counts).
    public var isSpaceOrTab: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }

    /// A line break: what `CharacterSet.newlines` holds (U+000A–U+000D, NEL, the line and
    /// paragraph separators).
    public var isLineBreak: Bool {
        (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end, as Foundation's
    /// `trimmingSpaces()` gives it, without Foundation: the first step of
    /// taking swift-corelibs Foundation and ICU out of the program (issue 45,
    /// docs/package.md).
    public func trimmingSpaces() -> String {
        trimming { $0.isSpaceOrTab }
    }

    /// The text without spaces, tabs and line breaks at either end
    /// (`trimmingSpacesAndLines()`).
    public func trimmingSpacesAndLines() -> String {
        trimming { $0.isSpaceOrTab || $0.isLineBreak }
    }

    /// The text without the scalars `drop` says at either end (Foundation trims scalar by
    /// scalar, so a combining mark after a trimmed space stays, as here).
    public func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(Substring(scalars[first...last]))
    }
}
