import Foundation
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

    @Test func manPageCoversEverySubcommand() throws {
        let man = try String(contentsOf: Self.root.appendingPathComponent("man/habitctl.1"), encoding: .utf8)
        for command in ["add", "edit", "rm", "archive", "unarchive", "pin", "done", "undo", "skip", "list", "show",
                        "history", "category", "presets", "config", "export", "import"] {
            #expect(man.contains(".It Em \(command)"), "\(command)")
        }
    }
}
