extension Unicode.Scalar {
    /// A-Z, a-z or 0-9: what `CharacterSet.alphanumerics` holds of ASCII.
    public var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
