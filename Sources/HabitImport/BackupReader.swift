import FoundationEssentials
import HabitCore
import HabitStore
import Posix

/// Reads an export (`habitctl export`'s JSON) as a stream into a `BackupImport`: each habit
/// is written as soon as it is read, then its completions and skips one by one, so memory
/// stays bounded whatever the length of the history. A mistake is reported with where it
/// is, in the dotted path `JSONDecoder` used (`habits.6.completions.499.date: …`).
public final class BackupReader {
    private let stream: JSONStream
    private let session: BackupImport
    private var path: [String] = []

    public init(fd: FileDescriptor, into session: BackupImport) {
        stream = JSONStream(fd: fd)
        self.session = session
    }

    /// Reads the whole file.
    public func read() throws {
        try at([]) {
            try stream.object { key in try at([key]) { try field(key) } }
            try stream.finish()
        }
    }

    private func field(_ key: String) throws {
        switch key {
        case "format": session.header(format: try stream.string(), version: nil)
        case "version": session.header(format: nil, version: try stream.int())
        case "settings": try stream.object { key in try at([key]) { try session.setting(key, try stream.string()) } }
        case "categories": try stream.array { i in try at([String(i)]) { try session.category(try stream.string()) } }
        case "habits": try stream.array { i in try at([String(i)]) { try entry() } }
        default: try stream.skip()
        }
    }

    /// One `{"habit": …, "completions": […], "skips": […]}`. The habit comes first in what
    /// export writes; entries that come before it wait for it.
    private func entry() throws {
        var habit: Habit?
        var early: (completions: [Backup.Entry], skips: [Backup.SkipEntry], declines: [Backup.SkipEntry]) = ([], [], [])
        try stream.object { key in
            try at([key]) {
                switch key {
                case "habit":
                    let data = try stream.capture()
                    let saved = try session.habit(try Self.decoder.decode(Habit.self, from: data))
                    for c in early.completions { try session.completion(c, of: saved) }
                    for s in early.skips { try session.skip(s, of: saved) }
                    for d in early.declines { try session.decline(d, of: saved) }
                    early = ([], [], [])
                    habit = saved
                case "completions":
                    try stream.array { i in
                        let c = try at([String(i)]) { try completion() }
                        if let habit { try session.completion(c, of: habit) } else { early.completions.append(c) }
                    }
                case "skips":
                    try stream.array { i in
                        let s = try at([String(i)]) { try skip() }
                        if let habit { try session.skip(s, of: habit) } else { early.skips.append(s) }
                    }
                case "declines":
                    try stream.array { i in
                        let d = try at([String(i)]) { try skip() }
                        if let habit { try session.decline(d, of: habit) } else { early.declines.append(d) }
                    }
                default:
                    try stream.skip()
                }
            }
        }
        guard habit != nil else { throw Located(path: path, message: "missing 'habit'") }
    }

    private func completion() throws -> Backup.Entry {
        var date: CivilDate?, count: Int?, value: Double?, note: String?, mood: Mood?, source: CompletionSource?, recordedAt: Date?, memoAt: Date?
        try stream.object { key in
            try at([key]) {
                switch key {
                case "date": date = try self.date()
                case "count": count = try stream.int()
                case "value": value = try stream.null() ? nil : try stream.number()
                case "note": note = try stream.null() ? nil : try stream.string()
                case "mood":
                    guard !(try stream.null()) else { break }
                    let text = try stream.string()
                    guard let m = try? Mood.parse(text) else { throw Located(path: path, message: "not a mood (great, good, okay, bad, awful): '\(text)'") }
                    mood = m
                case "source":
                    let raw = try stream.string()
                    guard let s = CompletionSource(rawValue: raw) else { throw Located(path: path, message: "not a source: '\(raw)'") }
                    source = s
                case "recorded_at": recordedAt = try instant()
                case "memo_at": memoAt = try stream.null() ? nil : try instant()
                default: try stream.skip()
                }
            }
        }
        guard let date else { throw missing("date") }
        guard let count else { throw missing("count") }
        guard let source else { throw missing("source") }
        guard let recordedAt else { throw missing("recorded_at") }
        return Backup.Entry(Completion(habitID: 0, date: date, count: count, value: value, note: note, mood: mood,
                                       source: source, recordedAt: recordedAt, memoAt: memoAt))
    }

    private func skip() throws -> Backup.SkipEntry {
        var date: CivilDate?, note: String?, recordedAt: Date?
        try stream.object { key in
            try at([key]) {
                switch key {
                case "date": date = try self.date()
                case "note": note = try stream.null() ? nil : try stream.string()
                case "recorded_at": recordedAt = try instant()
                default: try stream.skip()
                }
            }
        }
        guard let date else { throw missing("date") }
        guard let recordedAt else { throw missing("recorded_at") }
        return Backup.SkipEntry(Skip(habitID: 0, date: date, note: note, recordedAt: recordedAt))
    }

    private func date() throws -> CivilDate {
        let text = try stream.string()
        guard let d = CivilDate(parsing: text) else { throw Located(path: path, message: "not a date: '\(text)'") }
        return d
    }

    private func instant() throws -> Date {
        let text = try stream.string()
        guard let d = ISOInstant.parse(text) else { throw Located(path: path, message: "not an ISO-8601 instant: \(text)") }
        return d
    }

    private func missing(_ key: String) -> Located {
        Located(path: path, message: "missing '\(key)'")
    }

    /// Runs `body` with `components` added to the path, and gives a syntax or decoding error
    /// from inside it the path where it happened (the innermost one wins).
    private func at<T>(_ components: [String], _ body: () throws -> T) throws -> T {
        path += components
        defer { path.removeLast(components.count) }
        do {
            return try body()
        } catch let e as JSONStream.SyntaxError {
            throw Located(path: path, message: e.description)
        } catch let e as DecodingError {
            throw Located(path: path, message: DecodingErrorText.describe(e))
        }
    }

    /// A mistake and where in the file it is.
    public struct Located: Error {
        public let path: [String]
        public let message: String

        public var text: String { path.isEmpty ? message : path.joined(separator: ".") + ": " + message }
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .custom { d in
            let text = try d.singleValueContainer().decode(String.self)
            guard let date = ISOInstant.parse(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: "not an ISO-8601 instant: \(text)"))
            }
            return date
        }
        return decoder
    }()
}
