import Foundation

/// One parser of outside bytes under the fuzzer (issue 32): any input may be refused (a
/// thrown error is the parser doing its job), none may crash, hang or leak, and where a
/// target has a round trip (an export imported and exported again, a setting shown and read
/// again) it must come back the same. `run` is all libFuzzer calls; it says whether the
/// parser accepted the input, which the corpus replay in `swift test` holds the seeds to (a
/// parser that refused everything would otherwise pass every fuzz run). A target whose own
/// set-up fails stops the run (`setUpFailed`) rather than returning on every input.
public struct FuzzTarget: Sendable {
    public let name: String
    /// What it reads, for `scripts/fuzz.sh --list`.
    public let summary: String
    /// Whether the input was accepted (parsed, imported, answered below 400).
    public let run: @Sendable ([UInt8]) -> Bool

    public init(_ name: String, _ summary: String, _ run: @escaping @Sendable ([UInt8]) -> Bool) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every target, by name.
    public static let all: [FuzzTarget] = [
        ParserTargets.loopCSV, ParserTargets.loopDB, ParserTargets.harsh, ParserTargets.jsonImport,
        ParserTargets.syncSegment, ParserTargets.syncSnapshot, ParserTargets.config, ParserTargets.tzif,
        ParserTargets.fields, ParserTargets.control, WebTargets.http,
    ]

    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// A target that cannot set itself up would test nothing: it stops the run, named.
func setUpFailed(_ what: String) -> Never { fatalError("fuzz: the target's set-up failed: \(what)") }

/// A round trip that did not come back the same is a bug like a crash.
func roundTripFailed(_ what: String) -> Never { fatalError("fuzz: round trip broken: \(what)") }

extension Array where Element == UInt8 {
    /// The bytes as text, as a file read with `String(decoding:)` is (bad UTF-8 replaced).
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes cut at the first NUL: (before, after); after is empty without one.
    var splitAtNUL: ([UInt8], [UInt8]) {
        guard let i = firstIndex(of: 0) else { return (self, []) }
        return (Array(self[..<i]), Array(self[(i + 1)...]))
    }
}
