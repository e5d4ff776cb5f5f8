import Testing
@testable import HabitCore

/// Which backups the `backups` setting keeps.
@Suite struct BackupRetentionTests {
    @Test func sevenDailyFourWeeklyTwelveMonthly() {
        // A backup every day for 400 days, ending Wednesday 2026-11-25.
        let last = CivilDate(parsing: "2026-11-25")!
        let all = (0..<400).map { i in (name: "b\(i)", day: last.adding(days: -i)) }
        let keep = BackupRetention.standard.keep(all, weekStart: .monday)
        let days = Set(all.filter { keep.contains($0.name) }.map(\.day.description))
        // The last 7 days; the newest of each of the last 4 weeks (the 25th, Sundays 22, 15, 8);
        // the newest of each of the last 12 months (the 25th, then each month's last day).
        let daily = (0..<7).map { last.adding(days: -$0).description }
        let weekly = ["2026-11-25", "2026-11-22", "2026-11-15", "2026-11-08"]
        let monthly = ["2026-11-25", "2026-10-31", "2026-09-30", "2026-08-31", "2026-07-31", "2026-06-30", "2026-05-31",
                       "2026-04-30", "2026-03-31", "2026-02-28", "2026-01-31", "2025-12-31"]
        #expect(days == Set(daily + weekly + monthly))
    }

    @Test func theSettingsText() {
        #expect(BackupRetention.parse("7,4,12") == .standard && BackupRetention.parse(" 3, 0 ,1 ")?.description == "3,0,1")
        #expect(BackupRetention.parse("off") == .off && BackupRetention.off.keep([("a", CivilDate(parsing: "2026-11-25")!)], weekStart: .monday).isEmpty)
        for bad in ["", "7,4", "0,0,0", "-1,2,3", "7,4,12,1", "a,b,c", "1001,1,1"] { #expect(BackupRetention.parse(bad) == nil, "\(bad)") }
    }
}
