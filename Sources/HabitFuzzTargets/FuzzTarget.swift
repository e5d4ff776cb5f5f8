import Foundation

/// One parser of outside bytes under the fuzzer (issue 32): any input may be refused (a
/// thrown error is the parser doing its job), none may crash, hang or leak. `run` is all
/// libFuzzer calls; the corpus replay in `swift test` calls it too.
public struct FuzzTarget: Sendable {
    public let name: String
    /// What it reads, for `scripts/fuzz.sh --list`.
    public let summary: String
    public let run: @Sendable ([UInt8]) -> Void

    public init(_ name: String, _ summary: String, _ run: @escaping @Sendable ([UInt8]) -> Void) {
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

extension Array where Element == UInt8 {
    /// The bytes as text, as a file read with `String(decoding:)` is (bad UTF-8 replaced).
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes cut at the first NUL: (before, after); after is empty without one.
    var splitAtNUL: ([UInt8], [UInt8]) {
        guard let i = firstIndex(of: 0) else { return (self, []) }
        return (Array(self[..<i]), Array(self[(i + 1)...]))
    }
}
