import Foundation
import HabitCore
import HabitViews
import HabitWrites
import Testing
import TestSupport

/// `HabitInputTable` is what habitctl's add and edit, the API's bodies and the API's document
/// say (issue 42): each door follows it, and its patterns are true of what the checks accept.
@Suite struct HabitInputTableTests {
    /// habitctl's options, from its own dump of its arguments: long name → help.
    func options(of command: String) throws -> [String: (help: String, value: String?)] {
        let r = CLI().run([command, "--experimental-dump-help"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let args = try #require((doc["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        var out: [String: (help: String, value: String?)] = [:]
        for a in args {
            let long = (a["names"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "long" }?["name"] as? String
            let key = long ?? (a["kind"] as? String == "positional" ? "<\(a["valueName"] as? String ?? "")>" : "?")
            out[key] = (a["abstract"] as? String ?? "", a["kind"] as? String == "option" ? a["valueName"] as? String : nil)
        }
        return out
    }

    /// Every input of the table is an option of its commands with the table's help and value
    /// name, and every option of add and edit is an input (or one of the few that are not a
    /// habit's: help, version, edit's habit).
    @Test(arguments: [("add", HabitInput.Commands.add), ("edit", .edit)])
    func habitctlsOptionsAreTheTable(command: String, which: HabitInput.Commands) throws {
        var options = try options(of: command)
        for input in HabitInputTable.inputs where input.commands.includes(which) {
            // add's name is its argument; a toggle is the option and its no- form.
            let spelled = input.name == "name" ? "<name>" : input.option
            let found = options.removeValue(forKey: spelled)
            let option = try #require(found, "--\(input.option) is not an option of \(command)")
            #expect(option.help == input.help.msgid, "--\(input.option)")
            if spelled != "<name>" { #expect(option.value == input.valueName, "--\(input.option)") }
            if case .toggle = input.slot { #expect(options.removeValue(forKey: "no-" + input.option) != nil, "--no-\(input.option)") }
        }
        let notAHabits: Set<String> = command == "edit" ? ["help", "version", "<name>"] : ["help", "version"]
        #expect(Set(options.keys) == notAHabits, "options of \(command) that the table does not have")
    }

    /// Each input's example is read by the API's reader for its command, and matches its own
    /// pattern and enum.
    @Test func examplesAreReadAndMatchTheirRules() throws {
        for input in HabitInputTable.inputs {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.userInfo = [HabitChange.commandKey: input.commands == .edit ? HabitInput.Commands.edit : .add]
            _ = try decoder.decode(HabitChange.self, from: Data("{\"\(input.key)\": \(input.example)}".utf8))
            let value = try JSONSerialization.jsonObject(with: Data(input.example.utf8), options: .fragmentsAllowed)
            let texts = (value as? [String]) ?? (value as? String).map { [$0] } ?? []
            for text in texts {
                if let p = input.rule.pattern { #expect(Self.matches(p, text), "\(input.key): \(text)") }
                if let v = input.rule.values { #expect(v.contains(text), "\(input.key): \(text)") }
            }
        }
    }

    /// A field of the other command is refused in the reader's words (`rename` when adding,
    /// `name` when editing), and so is a text longer than the document's `maxLength`.
    @Test func theReaderRefusesWhatTheDocumentRefuses() throws {
        func read(_ body: String, _ command: HabitInput.Commands) -> String? {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.userInfo = [HabitChange.commandKey: command]
            do { _ = try decoder.decode(HabitChange.self, from: Data(body.utf8)); return nil } catch { return (error as? HabitError)?.message ?? "\(error)" }
        }
        #expect(read(#"{"rename": "X"}"#, .add) == "'rename' is for changing a habit (habitctl edit), not for adding one")
        #expect(read(#"{"name": "X"}"#, .edit) == "'name' is for adding a habit (habitctl add), not for changing one")
        #expect(read(#"{"remind_dayz": "mon"}"#, .add) == "'remind_dayz' is not a field of a habit")
        let max = HabitInputTable.input("description").rule.maxLength!
        #expect(read("{\"description\": \"\(String(repeating: "a", count: max + 1))\"}", .add) == "'description' is longer than \(max) characters")
        #expect(read("{\"description\": \"\(String(repeating: "a", count: max))\"}", .add) == nil)
        #expect(read(#"{"reminders": "OFF"}"#, .edit) == HabitError.invalidSettingValue(key: "--reminders", value: "OFF", expected: "off or on").message)
        #expect(read(#"{"chart": "pie"}"#, .add) == HabitError.invalidSettingValue(key: "--chart", value: "pie", expected: "bar or line").message)
    }

    /// What the catalogues name passes the patterns: every preset by key and name, every
    /// palette and common colour name, every weekday, window and goal period by name.
    @Test func everyNamedValueMatchesItsPattern() {
        func holds(_ input: String, _ values: [String]) {
            let p = HabitInputTable.input(input).rule.pattern!
            for v in values { #expect(Self.matches(p, v), "\(input): '\(v)'") }
        }
        holds("preset", PresetCatalog.all.flatMap { [$0.key, $0.name] })
        holds("color", Palette.colors.map(\.name) + Array(Palette.common.keys) + ["#4ecdc4", "4ECDC4", " Sky "])
        holds("days", Weekday.allCases.flatMap { [$0.fullName, $0.fullName.uppercased()] } + ["weekdays", "weekends", "every day", "mon, wed"])
        holds("window", TimeWindow.named.compactMap(\.name) + ["06:00-09:30", "22:00-24:00"])
        holds("per", GoalPeriod.named.map(\.name) + ["10d", " Week "])
        holds("sound", ["bell", "message-new-instant", "none", "default", "complete", "x.y_z"])
    }

    /// The patterns are conditions of acceptance: any text a pattern refuses, the check of
    /// that field refuses too (else the API would take what its document says it refuses).
    /// Texts are accepted values with characters changed, inserted or removed, among them
    /// look-alikes (the Kelvin sign, fullwidth digits, no-break spaces).
    @Test func whatAPatternRefusesTheCheckRefuses() {
        let checks: [(String, [String], (String) -> Bool)] = [
            ("days", ["mon,wed,fri", "weekdays", "Sunday", "every day"], { (try? WeekdaySet.parse($0)) != nil }),
            ("start", ["2026-11-26", " 2024-02-29 "], { (try? Validate.date($0)) != nil }),
            ("zone", ["Europe/Berlin", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5"], { (try? Validate.zone($0, knownBy: FoundationZoneOffsets())) != nil }),
            ("goal", ["20", "1.5", " 30 "], { parseAmount($0) != nil }),
            ("per", ["week", "10d", "Session"], { GoalPeriod(name: $0) != nil }),
            ("color", ["teal", "#4ECDC4", "black", "Sky"], { (try? HabitColor.parse($0)) != nil }),
            ("sound", ["bell", "message-new-instant", "None"], { Validate.soundName($0) != nil }),
            ("remind", ["07:30", "9:05", "auto", " AUTO "], { t in
                var c = HabitChange(); c.remind = [t]; var h = Habit(name: "X", color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 26)!, createdAt: Date(timeIntervalSince1970: 0)); return (try? c.apply(to: &h, replaceReminders: true, zones: FoundationZoneOffsets())) != nil
            }),
            ("window", ["morning", "06:00-09:30", "Evening"], { (try? TimeWindow.parse($0)) != nil }),
            ("preset", ["drink-water", "Drink water", "walk"], { (try? PresetCatalog.find($0)) != nil }),
            ("addRemind", ["07:00", "7:00"], { (try? WallTime.parse($0)) != nil }),
        ]
        let odd: [Character] = ["\u{212A}", "Ｆ", "１", "\u{00A0}", "\u{2003}", "\n", "İ", "ſ", "é", "-", ":", "/", "#", ",", " ", "0", "9", "a", "Z", "."]
        var rng = Rng(state: 42)
        var tried = 0
        for (name, accepted, check) in checks {
            let pattern = HabitInputTable.input(name).rule.pattern!
            for _ in 0..<3000 {
                var text = Array(rng.pick(accepted))
                for _ in 0...rng.int(0...2) {
                    let at = rng.int(0...text.count)
                    switch rng.int(0...2) {
                    case 0 where at < text.count: text[at] = rng.pick(odd)
                    case 1: text.insert(rng.pick(odd), at: at)
                    default: if at < text.count { text.remove(at: at) }
                    }
                }
                let s = String(text)
                if !Self.matches(pattern, s) {
                    tried += 1
                    #expect(!check(s), "\(name): '\(s)' is refused by the pattern but accepted by the check")
                }
            }
        }
        #expect(tried > 10000, "too few texts the patterns refuse: \(tried)")
    }

    /// Whether `pattern` (ECMA 262 as JSON Schema's, which NSRegularExpression reads alike for
    /// these) finds a match in `text`.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let re = try? NSRegularExpression(pattern: pattern) else { return false }
        return re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
