import Foundation
import Testing

/// The message catalogues are whole: po/habitd.pot is every tr/trn message of the sources,
/// German and Spanish translate every one of them (no empty or fuzzy entry), and msgfmt
/// --check accepts both (the same placeholders as the English, a valid header and plurals).
@Suite struct CatalogTests {
    @Test func everyMessageIsTranslatedInEveryLanguage() {
        let r = CLI.exec("/usr/bin/python3", [InstallTests.repo + "/scripts/messages.py", "check"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("languages: 0 problems\n") && r.stdout.contains(", 2 languages"), "\(r.stdout)")
    }

    /// The catalogue is the one the programs read: a German message comes back German.
    @Test func theCompiledCatalogueIsTheOneInTheTree() throws {
        let bin = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
        let mo = bin + "/locale/de/LC_MESSAGES/habitd.mo"
        let r = CLI.exec("/usr/bin/msgunfmt", [mo], environment: ["PATH": "/usr/bin:/bin"])
        try #require(r.status == 0, "\(mo): \(r.stderr) (scripts/setup.sh compiles the catalogues)")
        #expect(r.stdout.contains("msgid \"Mark done\"\nmsgstr \"Erledigt\""))
        let po = try String(contentsOfFile: InstallTests.repo + "/po/de.po", encoding: .utf8)
        let count = { (text: String) in text.components(separatedBy: "\nmsgid ").count }
        #expect(count(r.stdout) == count(po), "the compiled catalogue is older than po/de.po: run bash scripts/setup.sh")
    }
}
