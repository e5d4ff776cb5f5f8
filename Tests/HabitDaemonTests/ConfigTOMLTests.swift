import Foundation
import Testing
@testable import HabitDaemon

/// habitd.toml's reader: the TOML a config needs, everything else refused with its line,
/// and never a crash (TOMLKit aborted habitd on `[= "x"`, found by the fuzzer).
@Suite struct ConfigTOMLTests {
    typealias E = ConfigTOML.Entry

    @Test func readsWhatAConfigHas() throws {
        let entries = try ConfigTOML.parse("""
            # a comment
            grace_seconds = 1_200   # seconds
            "horizon_hours" = +36\r
            web.enabled = false
            [notifications]
            icon = 'C:\\literal'
            timeout_ms = -1
            [log]
            level = "de\\u0062ug\\t\\"x\\" \\U0001F600"
            """)
        #expect(entries == [
            E(key: "grace_seconds", value: .int(1200), line: 2),
            E(key: "horizon_hours", value: .int(36), line: 3),
            E(key: "web", value: .table([E(key: "enabled", value: .bool(false), line: 4)]), line: 4),
            E(key: "notifications", value: .table([E(key: "icon", value: .string("C:\\literal"), line: 6),
                                                   E(key: "timeout_ms", value: .int(-1), line: 7)]), line: 5),
            E(key: "log", value: .table([E(key: "level", value: .string("debug\t\"x\" 😀"), line: 9)]), line: 8),
        ])
    }

    static let refused: [(String, Int, String)] = [
        ("[= \"x\"\n", 1, "expected a key (letters, digits, _ and -) at '= \"x\"'"),
        ("a = 1\na = 2\n", 2, "'a' is set twice (first on line 1)"),
        ("[web]\n[web]\n", 2, "[web] appears twice (first on line 1)"),
        ("log = 3\n[log]\n", 2, "'log' is already set on line 1"),
        ("[a.b]\n", 1, "sections inside sections ([a.b]) are not part of habitd.toml"),
        ("[[a]]\n", 1, "arrays of tables ([[…]]) are not part of habitd.toml"),
        ("a = [1, 2]\n", 1, "'[1,' is not a value habitd.toml takes: a quoted string, a whole number, true or false"),
        ("a = 1.5\n", 1, "'1.5' is not a value habitd.toml takes: a quoted string, a whole number, true or false"),
        ("a = 2026-11-19\n", 1, "'2026-11-19' is not a value habitd.toml takes: a quoted string, a whole number, true or false"),
        ("a = \"\"\"x\"\"\"\n", 1, "multi-line strings are not part of habitd.toml"),
        ("a = \"open\n", 1, "a string is not closed"),
        ("a = \"\\q\"\n", 1, "unknown escape \\q in a string"),
        ("a = \"\\uD800\"\n", 1, "\\u needs 4 hexadecimal digits of a Unicode scalar"),
        ("a = \"\u{1B}]52\"\n", 1, "a string holds the control character U+001B"),
        ("a = 99999999999999999999\n", 1, "99999999999999999999 is too large a number"),
        ("a = 012\n", 1, "'012' is not a value habitd.toml takes: a quoted string, a whole number, true or false"),
        ("a = 1 2\n", 1, "unexpected '2' after the value"),
        ("a =\n", 1, "a value is missing after ="),
        ("a.b.c = 1\n", 1, "'a.b.c' is too deep for habitd.toml: one section, then the key"),
        ("a 1\n", 1, "expected = after 'a'"),
    ]

    @Test(arguments: refused)
    func anythingElseIsRefusedWithItsLine(_ text: String, _ line: Int, _ message: String) {
        do {
            _ = try ConfigTOML.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error == ConfigTOML.SyntaxError(line: line, message: message))
        }
    }

    @Test func theCrashTOMLKitHadIsOneLineNow() {
        do { _ = try DaemonConfig.parse("[= \"x\"\n", path: "habitd.toml") } catch {
            #expect("\(error)" == "habitd.toml:1: expected a key (letters, digits, _ and -) at '= \"x\"'")
        }
    }
}
