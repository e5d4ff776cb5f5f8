import HabitCore

/// The language a request asks for (Accept-Language, RFC 9110 §12.5.4), among those whose
/// messages are here; nil leaves the `language` setting's (the process's catalogue).
enum RequestLanguage {
    /// The best of `available` (codes such as "de", "es", "pt_BR"; English is always there)
    /// for `header`: "de-AT,de;q=0.9,en;q=0.5" gives "de". A tag matches a code exactly,
    /// else by its language alone; `*` and q=0 ask for nothing.
    static func pick(_ header: String?, available: Set<String>) -> String? {
        guard let header else { return nil }
        var ranked: [(tag: String, q: Double, order: Int)] = []
        for (i, part) in header.split(separator: ",").enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingSpaces() }
            guard let tag = pieces.first, !tag.isEmpty, tag.count <= 35 else { continue }
            var q = 1.0
            for p in pieces.dropFirst() where p.lowercased().hasPrefix("q=") { q = Double(p.dropFirst(2)) ?? 0 }
            if q > 0 { ranked.append((tag.lowercased().replacing("-", with: "_"), q, i)) }
        }
        let codes = available.union(["en"])
        for (tag, _, _) in ranked.sorted(by: { ($0.q, -$0.order) > ($1.q, -$1.order) }) {
            if tag == "*" { return nil }
            if let exact = codes.first(where: { $0.lowercased() == tag }) { return exact }
            let language = String(tag.prefix { $0 != "_" })
            if codes.contains(language) { return language }
        }
        return nil
    }
}
