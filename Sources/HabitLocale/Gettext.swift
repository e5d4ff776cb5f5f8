import CPosix
import HabitCore

/// glibc's libintl for the `habitd` text domain, as HabitCore's `MessageCatalog`.
enum Gettext {
    static let domain = "habitd"

    /// Binds the domain to `directory` (`<dir>/<lang>/LC_MESSAGES/habitd.mo`), answering in UTF-8
    /// whatever the locale's codeset.
    static func bind(directory: String) {
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The lookups keep their C strings alive across the call: for a message without a
    /// translation, gettext returns the very pointer it was given.
    static func catalog(decimalSeparator: String, dateFormat: String?) -> MessageCatalog {
        // The header of the catalogue the locale picked: nil (or "" itself) when there is none.
        let header = "".withCString { id in dgettext(domain, id).flatMap { $0 == UnsafeMutablePointer(mutating: id) ? nil : String(cString: $0) } }
        guard let header, !header.isEmpty else {
            // No catalogue (English, the messages' own language): every message is its own
            // text, as gettext would answer, without asking it at each of a board's hundreds.
            return MessageCatalog(singular: { $0 }, plural: { singular, plural, n in n == 1 ? singular : plural },
                                  decimalSeparator: decimalSeparator, dateFormat: dateFormat, language: MessageCatalog.language(ofHeader: ""))
        }
        return MessageCatalog(
            singular: { msgid in
                // gettext("") is the catalogue's header, never a message.
                guard !msgid.isEmpty else { return msgid }
                return msgid.withCString { id in
                    guard let found = dgettext(domain, id), found != UnsafeMutablePointer(mutating: id) else { return msgid }
                    return String(cString: found)
                }
            },
            plural: { singular, plural, n in
                singular.withCString { one in
                    plural.withCString { many in
                        guard let found = dngettext(domain, one, many, CUnsignedLong(max(0, n))) else { return n == 1 ? singular : plural }
                        if found == UnsafeMutablePointer(mutating: one) { return singular }
                        if found == UnsafeMutablePointer(mutating: many) { return plural }
                        return String(cString: found)
                    }
                }
            },
            decimalSeparator: decimalSeparator, dateFormat: dateFormat, language: MessageCatalog.language(ofHeader: header))
    }
}
