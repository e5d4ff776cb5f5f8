extension Unicode.Scalar {
    /// A-Z, a-z or 0-9: what `CharacterSet.alphanumerics` holds of ASCII.
    public var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }

    /// A letter or a mark of any script (general categories L* and M*): what
    /// `CharacterSet.letters` holds.
    public var isLetterOrMark: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
