// Planner benchmark (issue 3): plan the next 24 hours for 10,000 habits with 3 reminders
// each in Europe/Berlin across the spring-forward night, then re-plan one habit after a
// change. Prints medians. Run: swift run -c release habit-bench [runs]
import Foundation
import HabitCore
import HabitStore

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 21
let berlin = Zone("Europe/Berlin")
let after = ISOInstant.parse("2027-03-27T12:00:00Z")!   // the next night skips 02:00–03:00
let until = after.addingTimeInterval(24 * 3600)
let start = CivilDate(parsing: "2027-01-01")!
let times = [["02:30", "07:15", "21:00"], ["06:00", "12:00", "18:00"], ["02:00", "02:59", "03:00"], ["08:30", "13:45", "22:10"]]

var habits: [Habit] = []
var logs: [HabitLog] = []
for i in 0..<10_000 {
    let schedule: Schedule = [.daily, .weekdays(.weekdays), .everyNDays(2), .perWeek(3)][i % 4]
    let h = Habit(id: Int64(i + 1), name: "Habit \(i)", color: .palette("sky"), schedule: schedule,
                  reminders: times[i % times.count].map { Reminder(time: try! WallTime.parse($0)) },
                  startDate: start, createdAt: after)
    habits.append(h)
    // A few recent completions each, so that the due rules have something to read.
    let done = (1...3).map { Completion(habitID: h.id!, date: CivilDate(parsing: "2027-03-2\($0 + i % 5)")!, recordedAt: after) }
    logs.append(HabitLog(habit: h, completions: done))
}
let settings = Settings(quietHours: try! QuietHours.parse("23:00-06:30"), quietPolicy: .defer)
// The production path: offsets from the system tz database, as habitctl and habitd read them.
let offsets = TZDatabaseOffsets { FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + $0) }

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }

let clock = ContinuousClock()
var fullTimes: [Double] = []
var plan = ReminderPlan()
var eventCount = 0
for _ in 0..<runs {
    var planner = Planner(settings: settings, weekStart: .monday, systemZone: berlin, offsets: offsets)   // cold: no cached zone days
    var fresh = ReminderPlan()
    let elapsed = clock.measure {
        for (h, log) in zip(habits, logs) {
            fresh.replace(habitID: h.id!, with: planner.events(for: h, log: log, after: after, until: until))
        }
    }
    fullTimes.append(ms(elapsed))
    plan = fresh
    eventCount = fresh.upcoming(limit: .max).count
}

var planner = Planner(settings: settings, weekStart: .monday, systemZone: berlin, offsets: offsets)
var oneTimes: [Double] = []
var next: ReminderEvent?
for i in 0..<1000 {
    let k = (i * 7919) % habits.count
    var h = habits[k]
    h.reminders[0] = Reminder(time: WallTime(minuteOfDay: (i * 37) % 1440))   // the user edits a reminder
    let log = logs[k]
    let elapsed = clock.measure {
        plan.replace(habitID: h.id!, with: planner.events(for: h, log: log, after: after, until: until))
        next = plan.next
    }
    oneTimes.append(ms(elapsed))
}

print("planner: 10,000 habits × 3 reminders, Europe/Berlin, 24 h from \(ISOInstant.format(after)) (spring forward that night)")
print(String(format: "  plan all:        median %7.2f ms over %d runs (%d events; target < 20 ms)", median(fullTimes), runs, eventCount))
print(String(format: "  re-plan one:     median %7.4f ms over 1000 changes (target < 1 ms)", median(oneTimes)))
print("  next after re-plans: \(next.map { "\($0.habitName) at \(ISOInstant.format($0.at))" } ?? "none")")

// The daemon's achievement check after a completion (issue 5): 100 daily habits with five
// years of completions each in a database file; for each, today's completion is recorded
// and the last 40 days read, as habitd's plan holds them (not timed), then the check runs
// as habitd runs it: streaks from the derived state, achievements worked out, the new one
// recorded in a committed transaction.
let benchDir = FileManager.default.temporaryDirectory.appendingPathComponent("habit-bench-\(ProcessInfo.processInfo.processIdentifier)").path
defer { try? FileManager.default.removeItem(atPath: benchDir) }
let store = try HabitDatabase.open(path: benchDir + "/habits.sqlite")
let today = CivilDate(parsing: "2026-11-22")!
let fiveYears = today.adding(days: -5 * 365)
var checkTimes: [Double] = []
var celebrated: [String] = []
for i in 0..<100 {
    let h = try store.insert(Habit(name: "Five years \(i)", color: .palette("sky"), startDate: fiveYears, createdAt: after))
    try store.record((0..<(5 * 365)).map { Completion(habitID: h.id!, date: fiveYears.adding(days: $0), recordedAt: after) })
    try store.record(Completion(habitID: h.id!, date: today, recordedAt: after))
    let recent = HabitRules(habit: h, log: try store.snapshot(habitNamed: h.name, from: today.adding(days: -40)).log(for: h), weekStart: .monday)
    var new: [Achievement] = []
    checkTimes.append(ms(clock.measure {
        new = try! store.newAchievements(of: recent, today: today, skipsKeepStreak: true, at: after)
    }))
    celebrated += new.map(\.title)
}
print("achievement check after a completion: 100 daily habits × \(5 * 365 + 1) completions (5 years), database file")
print(String(format: "  check one habit: median %7.3f ms, max %.3f ms (target < 2 ms)", median(checkTimes), checkTimes.max()!))
print("  celebrated: \(celebrated.count) (\(celebrated.first ?? "none"))")
