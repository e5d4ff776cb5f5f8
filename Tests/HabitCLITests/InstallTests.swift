import Foundation
import Testing

/// `make install-data` (all of `make install` but the binaries) into a scratch folder: the
/// desktop entry that names habitd's notifications, and its icon, land where desktops look.
@Suite struct InstallTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theDesktopEntryAndIconAreInstalled() throws {
        let dest = NSTemporaryDirectory() + "habitd-install-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dest) }
        let env = ["PATH": "/usr/bin:/bin", "HOME": "/home/u"]
        let r = CLI.exec("/usr/bin/make", ["-s", "-C", Self.repo, "install-data", "DESTDIR=\(dest)"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        let share = dest + "/home/u/.local/share"
        let desktop = share + "/applications/habitd.desktop"
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        #expect(entry.contains("\nNoDisplay=true\n") && entry.contains("\nIcon=habitd\n") && entry.contains("\nExec=habitd\n"))
        let svg = try String(contentsOfFile: share + "/icons/hicolor/scalable/apps/habitd.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("</svg>"))
        #expect(FileManager.default.fileExists(atPath: dest + "/home/u/.config/systemd/user/habitd.service"))
        // The message catalogues, where an installed habitctl looks (<prefix>/share/locale).
        for lang in CatalogTests.languages {
            let mo = FileManager.default.contents(atPath: share + "/locale/\(lang)/LC_MESSAGES/habitd.mo") ?? Data()
            #expect(mo.prefix(4) == Data([0xDE, 0x12, 0x04, 0x95]), "\(lang): not a compiled catalogue")
        }
        // The freedesktop validator, which scripts/setup.sh installs.
        let v = CLI.exec("/usr/bin/desktop-file-validate", [desktop], environment: env)
        #expect(v.status == 0 && v.stdout.isEmpty, "\(v.stdout)\(v.stderr)")
    }
}
