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
    /// typed after any character goes too (one that starts the text, with nothing to sit
    /// on, stays, as in Foundation); other letters ("ø", "ł", "ß") and other marks stay.
    public var withoutDiacritics: String {
        var scalars = String.UnicodeScalarView()
        for (i, s) in unicodeScalars.enumerated() where i == 0 || !Self.isDiacritic(s) {
            let parts = Array(String(s)._nfd)
            // A letter's, or a leading mark's (U+0344 is U+0308 U+0301), first part stays.
            if parts.count > 1, parts[0].properties.isAlphabetic || Self.isDiacritic(parts[0]),
               parts.dropFirst().allSatisfy(Self.isDiacritic) {
                scalars.append(parts[0])
            } else {
                scalars.append(s)
            }
        }
        return String(scalars)
    }

    private static func isDiacritic(_ s: Unicode.Scalar) -> Bool { (0x300...0x36F).contains(s.value) }
}
