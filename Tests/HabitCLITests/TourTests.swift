import Foundation
import Testing

/// The README's tour is real: `scripts/tour.sh` runs every command it shows on a fresh
/// database with the clock fixed, and its output must equal the README's block.
@Suite struct TourTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theREADMEsTourIsWhatTheCommandsPrint() throws {
        let bin = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
        let r = CLI.exec("/bin/bash", [Self.repo + "/scripts/tour.sh", bin], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 0, "\(r.stderr)")
        let readme = try String(contentsOfFile: Self.repo + "/README.md", encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- tour:begin -->\n```text\n"))
        let end = try #require(readme.range(of: "```\n<!-- tour:end -->", range: begin.upperBound..<readme.endIndex))
        let block = String(readme[begin.upperBound..<end.lowerBound])
        let (got, want) = (r.stdout.split(separator: "\n", omittingEmptySubsequences: false),
                           block.split(separator: "\n", omittingEmptySubsequences: false))
        let firstDifference = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(r.stdout == block, """
            the tour changed; run `bash scripts/tour.sh .build/debug --update` and read the diff. First difference, \
            line \(firstDifference.map { $0.offset + 1 } ?? min(got.count, want.count)): \
            got \(firstDifference.map { String($0.element.0) } ?? "(\(got.count) lines)") \
            README \(firstDifference.map { String($0.element.1) } ?? "(\(want.count) lines)")
            """)
    }
}
