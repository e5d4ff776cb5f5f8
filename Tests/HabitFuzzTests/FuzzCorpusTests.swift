import Foundation
import HabitFuzzTargets
import Testing

/// Every committed fuzz input (the seed corpora and the crashes the fuzzers found, each
/// fixed) through its target once: a crash found is a regression test from then on. A seed
/// is accepted by its target (a parser that refused everything would fuzz nothing), but
/// for those named `refused-…`: hostile inputs (200,000 brackets, a zip bomb) that must be
/// refused, and that give the fuzzer inputs as large as the attacks.
@Suite struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    static func files(_ folder: String, _ target: String) -> [URL] {
        let dir = root.appendingPathComponent(folder).appendingPathComponent(target)
        return ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everySeedAndEveryCrashFoundRunsThrough(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = Self.files("corpus", name)
        #expect(!seeds.isEmpty, "\(name) has a seed corpus in Tests/fuzz/corpus/\(name)")
        for file in seeds {
            let accepted = target.run(Array(try Data(contentsOf: file)))
            let refusable = file.lastPathComponent.hasPrefix("refused-")
            #expect(accepted != refusable, "\(name)/\(file.lastPathComponent): \(accepted ? "accepted" : "refused")")
        }
        #expect(seeds.contains { !$0.lastPathComponent.hasPrefix("refused-") }, "\(name) has a seed it accepts")
        for file in Self.files("crashes", name) { _ = target.run(Array(try Data(contentsOf: file))) }
    }

    /// The request that killed habitd (issue 41), and its shapes, through every parser of
    /// outside bytes: 200,000 open brackets are refused, never walked one call per level.
    @Test(arguments: FuzzTarget.all.map(\.name))
    func deepNestingIsRefusedByEveryParser(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        for input in [deep, Array(#"{"x":"#.utf8) + deep, Array("POST /api/v1/import?dry_run=true\n\n{\"x\":".utf8) + deep,
                      Array(#"{"command":"#.utf8) + deep] {
            #expect(!target.run(input), "\(name) accepted \(input.count) bytes of brackets")
        }
    }
}
