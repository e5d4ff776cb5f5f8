import HabitCore
import Synchronization

/// The catalogues a server may answer in, each read from its file at its first use: habitd's
/// web server knows eleven languages but most homes read one, and the eleven read at start
/// were 1.4 MB of its heap for its whole life (docs/reliability.md, "Memory").
public final class CatalogShelf: Sendable, ExpressibleByDictionaryLiteral {
    /// The languages there are catalogues for, by code ("de", "pt_BR").
    public let codes: Set<String>
    private let load: @Sendable (String) -> MessageCatalog?
    /// What was read so far; a catalogue that could not be read is kept as nil.
    private let read = Mutex<[String: MessageCatalog?]>([:])

    /// `load` reads a code's catalogue; it runs at most once for each code.
    public init(codes: some Sequence<String>, load: @escaping @Sendable (String) -> MessageCatalog?) {
        self.codes = Set(codes)
        self.load = load
    }

    /// The installed catalogues of `languages`, each with the process's conventions
    /// (`MOFile.catalog`).
    public convenience init(installed languages: [String], environment: [String: String]) {
        self.init(codes: languages) { MOFile.catalog(language: $0, environment: environment, like: MessageCatalog.current) }
    }

    /// Catalogues already in memory (tests).
    public convenience init(dictionaryLiteral elements: (String, MessageCatalog)...) {
        let given = Dictionary(elements, uniquingKeysWith: { $1 })
        self.init(codes: given.keys) { given[$0] }
    }

    /// The catalogue of `code`; nil when it is not one of `codes` or could not be read.
    public func catalog(_ code: String) -> MessageCatalog? {
        guard codes.contains(code) else { return nil }
        return read.withLock { read in
            if let known = read[code] { return known }
            let loaded = load(code)
            read[code] = .some(loaded)
            return loaded
        }
    }
}
