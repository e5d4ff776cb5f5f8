import Foundation
import Testing

/// The message catalogues are whole: po/habitd.pot is every tr/trn message of the sources,
/// every language translates every one of them (no empty or fuzzy entry), and msgfmt
/// --check accepts each (the same placeholders as the English, a valid header, as many
/// plural forms as the language's Plural-Forms says).
@Suite struct CatalogTests {
    /// The languages besides English: one po/LL.po each.
    static let languages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: InstallTests.repo + "/po")) ?? []
        return names.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func everyMessageIsTranslatedInEveryLanguage() {
        // The seed asks for twelve; these are here so far (docs/language.md), and none may go missing.
        #expect(Self.languages.count >= 4 && Self.languages.contains("ru") && Self.languages.contains("fr"), "\(Self.languages)")
        let r = CLI.exec("/usr/bin/python3", [InstallTests.repo + "/scripts/messages.py", "check"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("languages: 0 problems\n") && r.stdout.contains(", \(Self.languages.count) languages"), "\(r.stdout)")
    }

    /// The catalogues are the ones the programs read: each compiled one holds what its po/
    /// file holds, and a German message comes back German.
    @Test func theCompiledCataloguesAreTheOnesInTheTree() throws {
        let bin = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
        let count = { (text: String) in text.components(separatedBy: "\nmsgid ").count }
        for lang in Self.languages {
            let mo = bin + "/locale/\(lang)/LC_MESSAGES/habitd.mo"
            let r = CLI.exec("/usr/bin/msgunfmt", [mo], environment: ["PATH": "/usr/bin:/bin"])
            try #require(r.status == 0, "\(mo): \(r.stderr) (scripts/setup.sh compiles the catalogues)")
            if lang == "de" { #expect(r.stdout.contains("msgid \"Mark done\"\nmsgstr \"Erledigt\"")) }
            let po = try String(contentsOfFile: InstallTests.repo + "/po/\(lang).po", encoding: .utf8)
            #expect(count(r.stdout) == count(po), "the compiled \(lang) catalogue is older than po/\(lang).po: run bash scripts/setup.sh")
        }
    }
}
