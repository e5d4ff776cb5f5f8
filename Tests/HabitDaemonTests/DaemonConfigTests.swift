import Foundation
import Logging
import Testing
@testable import HabitDaemon

/// The config file: every setting read, and every mistake one line naming the file and line.
@Suite struct DaemonConfigTests {
    @Test func theShippedConfigIsTheDefaults() throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../config/habitd.toml").standardizedFileURL.path
        #expect(try DaemonConfig.load(path: shipped, mustExist: true) == DaemonConfig())
    }

    @Test func everySettingIsRead() throws {
        let c = try DaemonConfig.parse("""
            localtime = "/tmp/lt"
            grace_seconds = 30
            horizon_hours = 12
            debounce_ms = 200
            [notifications]
            timeout_ms = -1
            actions = false
            icon = "/usr/share/pixmaps/h.svg"
            [log]
            level = "debug"
            [control]
            socket = "/tmp/x.sock"
            """, path: "c.toml")
        var expected = DaemonConfig()
        expected.localtime = "/tmp/lt"
        expected.graceSeconds = 30
        expected.horizonHours = 12
        expected.debounceMilliseconds = 200
        expected.notificationTimeoutMilliseconds = -1
        expected.actions = false
        expected.icon = "/usr/share/pixmaps/h.svg"
        expected.logLevel = .debug
        expected.controlSocket = "/tmp/x.sock"
        #expect(c == expected)
    }

    @Test func aMissingDefaultFileMeansDefaultsButAMissingNamedFileIsAnError() throws {
        let path = NSTemporaryDirectory() + "no-such-\(UUID().uuidString).toml"
        #expect(try DaemonConfig.load(path: path, mustExist: false) == DaemonConfig())
        #expect(throws: DaemonConfig.Problem.self) { try DaemonConfig.load(path: path, mustExist: true) }
    }

    static let mistakes: [(String, String)] = [
        ("grace_seconds = 1\nbogus = 2\n", "c.toml:2: unknown setting 'bogus'"),
        ("grace_seconds = \"soon\"\n", "c.toml:1: 'grace_seconds' must be a whole number"),
        ("\n\ngrace_seconds = 99999\n", "c.toml:3: 'grace_seconds' must be between 0 and 3600, not 99999"),
        ("debounce_ms = 500\n", "c.toml:1: 'debounce_ms' must be between 0 and 200, not 500"),
        ("horizon_hours = 0\n", "c.toml:1: 'horizon_hours' must be between 1 and 168, not 0"),
        ("localtime = \"etc/localtime\"\n", "c.toml:1: 'localtime' must be an absolute path, not 'etc/localtime'"),
        ("[notifications]\nactions = \"yes\"\n", "c.toml:2: 'actions' must be true or false"),
        ("[notifications]\nsound = true\n", "c.toml:2: unknown setting 'notifications.sound'"),
        ("[hooks]\ndone = \"x\"\nskipped = \"y\"\n", "c.toml:3: unknown setting 'hooks.skipped'"),
        ("[hooks]\ntimeout_seconds = 0\n", "c.toml:2: 'timeout_seconds' must be between 1 and 3600, not 0"),
        ("[log]\nlevel = \"loud\"\n", "c.toml:2: 'level' must be debug, info, notice, warning or error, not 'loud'"),
        ("log = 3\n", "c.toml:1: 'log' must be a [log] section"),
        ("[notifications]\nicon = \"icons/h.svg\"\n", "c.toml:2: 'icon' must be an icon name (like habitd) or an absolute path, not 'icons/h.svg'"),
        ("[notifications]\nicon = \"ha\\u001b]52;c;eA==\\u0007\"\n", "c.toml:2: 'icon' contains ESC (U+001B) at character 3"),
        ("[web]\nlisten = \"0.0.0.0:8738\"\n", "c.toml:2: listening on 0.0.0.0 reaches beyond this machine and needs TLS: give [web] certificate and key, listen on 127.0.0.1, or write allow_plain_http = true and know that others on the network can read the traffic"),
        ("[web]\ncertificate = \"/etc/passwd\"\n", "c.toml:2: TLS needs both a certificate and its key: give [web] certificate and key together"),
        ("[web]\ncertificate = \"/no/such.pem\"\nkey = \"/etc/passwd\"\n", "c.toml:2: 'certificate' names /no/such.pem, which cannot be read"),
        ("[web]\nlisten = \"somewhere\"\n", "c.toml:2: 'listen' must be an address and a port such as 127.0.0.1:8738, not 'somewhere'"),
    ]

    @Test func tlsLetsHabitdListenBeyondThisMachine() throws {
        let c = try DaemonConfig.parse("[web]\nlisten = \"0.0.0.0:8443\"\ncertificate = \"/etc/passwd\"\nkey = \"/etc/passwd\"\n", path: "c.toml")
        #expect(c.web.isTLS && !c.web.isLoopback && c.web.port == 8443 && !c.web.allowPlainHTTP)
    }

    @Test(arguments: mistakes)
    func aMistakeIsOneLineNamingTheLine(_ text: String, _ message: String) {
        #expect(throws: DaemonConfig.Problem.self) { try DaemonConfig.parse(text, path: "c.toml") }
        do { _ = try DaemonConfig.parse(text, path: "c.toml") } catch { #expect("\(error)" == message) }
    }

    @Test func hooksAreReadPerEvent() throws {
        let c = try DaemonConfig.parse("[hooks]\ndone = \"notify-send done\"\nmissed = \"\"\nmilestone = \"git commit -a\"\ntimeout_seconds = 30\n",
                                       path: "c.toml")
        #expect(c.hooks == [.done: "notify-send done", .milestone: "git commit -a"], "an empty command is none")
        #expect(c.hookTimeoutSeconds == 30)
        #expect(DaemonConfig().hooks.isEmpty && DaemonConfig().hookTimeoutSeconds == 10)
    }

    @Test func aHookEventIsOneLineOfJSONAndItsEnvironment() throws {
        var e = HookEvent(kind: .milestone, habit: "Read \"daily\"\n", habitUUID: "u", date: "2026-03-03", at: "2026-03-03T00:00:00Z")
        e.key = "milestone 3 since 2026-03-01"
        #expect(e.json == #"{"event":"milestone","habit":"Read \"daily\"\n","uuid":"u","date":"2026-03-03","at":"2026-03-03T00:00:00Z","key":"milestone 3 since 2026-03-01"}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(e.json.utf8)) as? [String: String]
        #expect(parsed?["habit"] == "Read \"daily\"\n")
        #expect(e.environment == ["HABITD_EVENT": "milestone", "HABITD_HABIT": "Read \"daily\"\n", "HABITD_DATE": "2026-03-03",
                                  "HABITD_KEY": "milestone 3 since 2026-03-01"])
    }

    @Test func aSyntaxErrorNamesItsLine() {
        do {
            _ = try DaemonConfig.parse("a = 1\n\nb = \n", path: "c.toml")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".hasPrefix("c.toml:3: "))
            #expect(!"\(error)".contains("\n"))
        }
    }
}

@Suite struct JournalLogHandlerTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    @Test func linesCarrySyslogPrioritiesAndStayOneLine() {
        let lines = Lines()
        var logger = Logger(label: "t") { _ in JournalLogHandler(level: .debug) { lines.all.append($0) } }
        logger.error("db\nlocked")
        logger.info("shown", metadata: ["habit": "Read"])
        logger.debug("wake")
        logger.logLevel = .notice
        logger.info("hidden")
        #expect(lines.all == ["<3>db locked\n", "<6>shown habit=Read\n", "<7>wake\n"])
    }
}
