import FoundationEssentials
import HabitCore

/// A compiled gettext catalogue (`habitd.mo`) read by itself, not through libintl: what an
/// HTTP request in another language than the process's speaks (`MessageCatalog.scoped`).
/// The format: a header of 32-bit words (magic, revision, count, the offsets of the two
/// tables of (length, offset) pairs), the originals and the translations; a plural entry's
/// original is "singular\0plural", its translation the forms joined by "\0".
public enum MOFile {
    /// The catalogue of `language` ("de", "es") in the programs' catalogue folder, with the
    /// process's number and date conventions; nil when there is none.
    public static func catalog(language: String, environment: [String: String], like base: MessageCatalog) -> MessageCatalog? {
        let path = CatalogDirectory.find(environment: environment) + "/\(language)/LC_MESSAGES/habitd.mo"
        guard let data = FileManager.default.contents(atPath: path), let entries = read(Array(data)) else { return nil }
        var singular: [String: String] = [:], plural: [String: [String]] = [:]
        for (original, translation) in entries where !original.isEmpty {
            if original.contains("\0") {
                plural[original] = translation.components(separatedBy: "\0")
            } else {
                singular[original] = translation
            }
        }
        let (single, forms) = (singular, plural)
        let header = entries.first { $0.0.isEmpty }?.1 ?? ""
        // The catalogue's own rule (Polish and Russian have three forms); without one, or with
        // forms that do not match it, two: the first for exactly one, as German's.
        let rule = PluralRule(header: header)
        return MessageCatalog(singular: { single[$0] ?? $0 },
                              plural: { one, many, n in
                                  guard let f = forms[one + "\0" + many] else { return n == 1 ? one : many }
                                  if let rule, f.count == rule.count { return f[rule.index(n)] }
                                  guard f.count == 2 else { return n == 1 ? one : many }
                                  return n == 1 ? f[0] : f[1]
                              },
                              // The language's own way with dates and decimals (its header's
                              // X-Date-Format, X-Decimal-Separator), else the process's.
                              decimalSeparator: MessageCatalog.field("X-Decimal-Separator", ofHeader: header) ?? base.decimalSeparator,
                              dateFormat: MessageCatalog.field("X-Date-Format", ofHeader: header) ?? base.dateFormat,
                              language: MessageCatalog.language(ofHeader: header))
    }

    /// The (original, translation) pairs of a .mo file's bytes; nil when they are not one.
    static func read(_ bytes: [UInt8]) -> [(String, String)]? {
        func word(_ at: Int, _ little: Bool) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            let b = bytes[at..<at + 4].map(UInt32.init)
            return Int(little ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24)
        }
        guard let magic = word(0, true) else { return nil }
        let little: Bool
        switch magic {
        case 0x950412DE: little = true
        case 0xDE120495: little = false
        default: return nil
        }
        guard let count = word(8, little), let originals = word(12, little), let translations = word(16, little), count < 1_000_000 else { return nil }
        func string(_ table: Int, _ i: Int) -> String? {
            guard let length = word(table + 8 * i, little), let offset = word(table + 8 * i + 4, little),
                  offset + length <= bytes.count else { return nil }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        var out: [(String, String)] = []
        for i in 0..<count {
            guard let o = string(originals, i), let t = string(translations, i) else { return nil }
            out.append((o, t))
        }
        return out
    }
}
