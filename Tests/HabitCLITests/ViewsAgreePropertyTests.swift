import Foundation
import HabitCore
import Testing
import TestSupport

/// Random habits (every schedule kind, goal period, kind, N a day, window, skips, slips,
/// start and end) with random histories and a random today, through the real habitctl:
/// every view agrees with the ledger on every day (`ViewsAgreeTests.agree`). Fixed seeds
/// here; `bash scripts/views-agree.sh N` runs N seeds.
@Suite struct ViewsAgreePropertyTests {
    /// The seeds `swift test` runs: `VIEWS_AGREE_SEEDS` (a count) widens them;
    /// `VIEWS_AGREE_SEED` runs one (with `VIEWS_AGREE_TRACE` set, printing what it writes).
    static let seeds: [UInt64] = {
        let env = ProcessInfo.processInfo.environment
        if let one = env["VIEWS_AGREE_SEED"].flatMap({ UInt64($0) }) { return [one] }   // one seed again, traced
        let n = env["VIEWS_AGREE_SEEDS"].flatMap { Int($0) } ?? 6
        return (1...max(1, n)).map { UInt64($0) }
    }()

    @Test(arguments: seeds)
    func everyViewAgreesWithTheLedger(seed: UInt64) throws {
        var rng = Rng(state: seed &* 0x9E37_79B9)
        var c = CLI()
        // A random today (noon UTC) between mid-2026 and 2027, any weekday.
        let today = Self.day(CivilDate(year: 2026, month: 6, day: 1)!, plus: rng.int(0...400))
        c.now = "\(today)T12:00:00Z"
        c.zone = "UTC"
        defer { c.cleanUp() }
        // The heat map's four weeks: from the Monday three weeks before today's week.
        let monday = today.startOfWeek(.monday).adding(days: -21)
        var names: [String] = []
        for i in 0..<5 {
            let name = "H\(i)"
            let start = Self.day(monday, plus: rng.int(0...12))
            var args = ["add", name, "--plain", "--start", start.description]
            args += Self.options(&rng)
            if rng.chance(0.15) { args += ["--end", Self.day(today, plus: rng.int(-6...3)).description] }
            guard c.run(args).status == 0 else { continue }   // a combination add refuses
            if ProcessInfo.processInfo.environment["VIEWS_AGREE_TRACE"] != nil { print("TRACE", c.now, args) }
            names.append(name)
            let quit = args.contains("--quit")
            let hasGoal = args.contains("--goal")
            for _ in 0..<rng.int(4...22) {
                let date = Self.day(start, plus: rng.int(0...max(0, today.days(since: start))))
                guard date <= today else { continue }
                var record: [String]
                switch rng.int(0...9) {
                case 0, 1: record = ["skip", name]
                case 2 where quit: record = ["slip", name] + (hasGoal ? ["--value", String(rng.int(1...12))] : [])
                default: record = ["done", name] + (hasGoal && rng.chance(0.7) ? ["--value", String(rng.int(1...40))] : [])
                }
                let r = c.run(record + ["--date", date.description])
                if ProcessInfo.processInfo.environment["VIEWS_AGREE_TRACE"] != nil, r.status == 0 { print("TRACE", record + ["--date", date.description]) }   // refused ones (outside the term, within a limit) change nothing
            }
        }
        try #require(!names.isEmpty)
        try ViewsAgreeTests.agree(c, names: names, from: monday.description, today: today.description)
    }

    /// A random habit's options.
    static func options(_ rng: inout Rng) -> [String] {
        var out: [String] = []
        let quit = rng.chance(0.3)
        if quit { out.append("--quit") }
        switch rng.int(0...6) {
        case 0: out += ["--days", rng.pick(["mon,wed,fri", "weekdays", "sat,sun", "tue"])]
        case 1: out += ["--every", String(rng.int(2...4))]
        case 2: out += ["--weekly", String(rng.int(1...7))]
        case 3: out += ["--monthly", String(rng.int(1...12))]
        case 4 where rng.chance(0.3): out += ["--irregular"]
        default: out += ["--daily"]
        }
        if rng.chance(0.45) {
            out += ["--goal", String(rng.int(quit ? 2...10 : 5...40)), "--unit", "minutes"]
            if rng.chance(0.5) { out += ["--per", rng.pick(["day", "week", "month", "session"])] }
        } else if !quit && rng.chance(0.25) {
            out += ["--times", String(rng.int(2...3))]
        }
        if rng.chance(0.2) { out += ["--window", rng.pick(["morning", "evening", "anytime"])] }
        return out
    }

    static func day(_ d: CivilDate, plus n: Int) -> CivilDate { d.adding(days: n) }
}
