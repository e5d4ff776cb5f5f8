@_spi(_Unicode) import Swift

/// Unicode normalisation from the standard library's own tables (its SPI `_nfc`, `_nfd`),
/// where Foundation's `precomposedStringWithCanonicalMapping` and `folding` would bring in
/// ICU. CanonicalTextTests hold both against Foundation's answers.
extension StringProtocol {
    /// Canonical composition (NFC): "e" and U+0301 become "é".
    public var canonicallyComposed: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(self)._nfc)
        return String(scalars)
    }

    /// Letters without their accents, as Foundation's diacritic-insensitive folding does:
    /// "Crème brûlée" becomes "Creme brulee", "Ångström" "Angstrom". A letter loses the
    /// combining diacritical marks (U+0300 to U+036F) it decomposes to, and such a mark
    /// typed on its own goes too; other letters ("ø", "ł", "ß") and other marks stay.
    public var withoutDiacritics: String {
        var scalars = String.UnicodeScalarView()
        for s in unicodeScalars where !Self.isDiacritic(s) {
            let parts = Array(String(s)._nfd)
            if parts.count > 1, parts[0].properties.isAlphabetic, parts.dropFirst().allSatisfy(Self.isDiacritic) {
                scalars.append(parts[0])
            } else {
                scalars.append(s)
            }
        }
        return String(scalars)
    }

    private static func isDiacritic(_ s: Unicode.Scalar) -> Bool { (0x300...0x36F).contains(s.value) }
}
