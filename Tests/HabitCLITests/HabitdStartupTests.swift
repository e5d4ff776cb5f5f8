import Foundation
import Testing

/// habitd refusing to start: one line on stderr, a non-zero exit, and no database created.
@Suite struct HabitdStartupTests {
    static let habitd = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent("habitd").path

    static let cases: [(String, [String], String, Int32)] = [
        ("unknown option", ["--bogus"], "habitd: Unknown option '--bogus'\n", 64),
        ("missing config", ["--config", "/nonexistent/habitd.toml"], "habitd: /nonexistent/habitd.toml: cannot read the config file\n", 1),
        ("bad setting", ["--config", "CONFIG"], "habitd: CONFIG:2: 'grace_seconds' must be between 0 and 3600, not -5\n", 1),
    ]

    @Test(arguments: cases)
    func refusesWithOneLine(_ name: String, _ args: [String], _ message: String, _ status: Int32) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let config = cli.dir + "/habitd.toml"
        try "# habitd\ngrace_seconds = -5\n".write(toFile: config, atomically: true, encoding: .utf8)
        let r = CLI.exec(Self.habitd, ["--db", cli.db] + args.map { $0 == "CONFIG" ? config : $0 }, environment: cli.environment)
        #expect(r.status == status, "\(name)")
        #expect(r.stderr == message.replacingOccurrences(of: "CONFIG", with: config), "\(name)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.db), "\(name): the database was created")
    }
}
