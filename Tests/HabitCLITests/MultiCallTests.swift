import Foundation
import Testing

/// The packaged program is one file (issue 45): habitctl, and habitd when run by that name,
/// as the .deb installs it (habitd a link to habitctl).
@Suite struct MultiCallTests {
    @Test func theNameItIsRunByDecides() throws {
        let habit = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path + "/habit"
        let dir = NSTemporaryDirectory() + "multicall-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/habitctl", withDestinationPath: habit)
        try FileManager.default.createSymbolicLink(atPath: dir + "/habitd", withDestinationPath: "habitctl")
        let env = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": dir]
        let daemon = CLI.exec(dir + "/habitd", ["--help"], environment: env)
        #expect(daemon.status == 0 && daemon.stdout.hasPrefix("OVERVIEW: Raises a desktop notification when a habit's reminder is due"), "\(daemon.stdout)")
        let ctl = CLI.exec(dir + "/habitctl", ["--help"], environment: env)
        #expect(ctl.status == 0 && ctl.stdout.hasPrefix("OVERVIEW: Create, track and review habits"), "\(ctl.stdout)")
        // Each refuses in its own name, one line.
        let bad = CLI.exec(dir + "/habitd", ["--bogus"], environment: env)
        #expect(bad.status == 64 && bad.stderr == "habitd: Unknown option '--bogus'\n", "\(bad.stderr)")
        let badCtl = CLI.exec(dir + "/habitctl", ["bogus"], environment: env)
        #expect(badCtl.status != 0 && badCtl.stderr.hasPrefix("habitctl: "), "\(badCtl.stderr)")
        // habitd's own options reach it through the link.
        let openapi = CLI.exec(dir + "/habitd", ["--openapi"], environment: env)
        #expect(openapi.status == 0 && openapi.stdout.contains("\"openapi\": \"3.1"), "\(openapi.stdout.prefix(200))")
    }
}
