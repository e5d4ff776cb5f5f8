import Foundation
import HabitFuzzTargets
import Testing

/// Every committed fuzz input (the seed corpora and the crashes the fuzzers found, each
/// fixed) through its target once: a crash found is a regression test from then on.
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
        for file in seeds + Self.files("crashes", name) {
            target.run(Array(try Data(contentsOf: file)))
        }
    }
}
