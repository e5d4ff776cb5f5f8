import ArgumentParser
import Foundation
import HabitCLI
import Testing

/// The committed completion scripts must be what habitctl generates today
/// (regenerate with scripts/gen-docs.sh).
@Suite struct GeneratedDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("bash", "completions/habitctl.bash"), ("zsh", "completions/_habitctl"), ("fish", "completions/habitctl.fish")])
    func completionsAreUpToDate(_ shell: String, _ file: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let committed = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        #expect(cli.ok("--generate-completion-script", shell).stdout == committed, "run scripts/gen-docs.sh")
    }

    /// Every command of habitctl's tree, nested ones included, in the order the parser
    /// declares them (depth first): the man page's `.It Em` entries, with `help` last.
    @Test func manPageCoversEverySubcommand() throws {
        let man = try String(contentsOf: Self.root.appendingPathComponent("man/habitctl.1"), encoding: .utf8)
        func walk(_ command: any ParsableCommand.Type) -> [String] {
            command.configuration.subcommands.flatMap { [$0._commandName] + walk($0) }
        }
        let declared = walk(HabitCtl.self) + ["help"]
        let documented = man.split(separator: "\n").filter { $0.hasPrefix(".It Em ") }.map { String($0.dropFirst(7)) }
        #expect(declared.count > 40)
        #expect(documented == declared, "run scripts/gen-docs.sh")
    }
}
