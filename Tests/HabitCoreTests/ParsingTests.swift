import Foundation
import Testing
@testable import HabitCore

@Suite struct ParsingTests {
    @Test(arguments: ["00:00", "23:59", "7:05", "07:05"])
    func validTimes(_ text: String) throws {
        let t = try WallTime.parse(text)
        #expect(t.description.count == 5)
    }

    @Test(arguments: ["24:00", "12:60", "ab:cd", "1200", "12:5", "-1:00", "", "12:00:00", " 12:00"])
    func invalidTimes(_ text: String) {
        #expect(throws: HabitError.invalidTime(text)) { try WallTime.parse(text) }
    }

    @Test func weekdaySets() throws {
        #expect(try WeekdaySet.parse("weekdays") == .weekdays)
        #expect(try WeekdaySet.parse("Weekends") == .weekends)
        #expect(try WeekdaySet.parse("mon,Wed,friday").days == [.monday, .wednesday, .friday])
        #expect(try WeekdaySet.parse("tu,th").days == [.tuesday, .thursday])
        #expect(throws: HabitError.invalidWeekday("t")) { try WeekdaySet.parse("t,mon") }   // ambiguous
        #expect(throws: HabitError.invalidWeekday("funday")) { try WeekdaySet.parse("mon,funday") }
        #expect(throws: HabitError.invalidWeekday("")) { try WeekdaySet.parse("mon,") }
        #expect(WeekdaySet.weekdays.description == "weekdays")
        #expect(WeekdaySet([.monday, .friday]).description == "mon,fri")
    }

    @Test func weekOrder() {
        #expect(Weekday.week(startingOn: .sunday).first == .sunday)
        #expect(Weekday.week(startingOn: .saturday).map(\.shortName) == ["sat", "sun", "mon", "tue", "wed", "thu", "fri"])
    }

    @Test func colours() throws {
        #expect(try HabitColor.parse("Sky") == .palette("sky"))
        #expect(try HabitColor.parse("#4ecdc4") == .hex("#4ECDC4"))
        #expect(try HabitColor.parse("4ECDC4") == .hex("#4ECDC4"))
        #expect(HabitColor.palette("coral").rgb == (255, 107, 107) ? true : false)
        for bad in ["bluish", "#12345", "#GGGGGG", ""] {
            #expect(throws: HabitError.invalidColor(bad)) { try HabitColor.parse(bad) }
        }
        #expect(Palette.automatic(habitCount: 9) == .palette("amber"))
    }

    @Test func units() throws {
        #expect(try GoalUnit.parse("min") == .minutes)
        #expect(try GoalUnit.parse("Liters") == .litres)
        #expect(try GoalUnit.parse("glasses") == .custom("glasses"))
        #expect(throws: HabitError.self) { try GoalUnit.parse(String(repeating: "u", count: 21)) }
        #expect(formatAmount(5) == "5")
        #expect(formatAmount(2.5) == "2.5")
        #expect(parseAmount("-1") == nil)
        #expect(parseAmount("10000") == nil)
        #expect(parseAmount("1e3") == nil)
    }

    @Test func quietHoursWrapMidnight() throws {
        let q = try QuietHours.parse("22:00-07:00")
        func t(_ h: Int, _ m: Int) -> WallTime { WallTime(hour: h, minute: m)! }
        #expect(q.contains(t(23, 30)))
        #expect(q.contains(t(6, 59)))
        #expect(!q.contains(t(7, 0)))
        #expect(!q.contains(t(21, 59)))
        let day = try QuietHours.parse("13:00-14:00")
        #expect(day.contains(t(13, 30)) && !day.contains(t(14, 0)))
        #expect(throws: HabitError.self) { try QuietHours.parse("22:00-22:00") }
        #expect(throws: HabitError.self) { try QuietHours.parse("22:00") }
    }

    @Test func settingsKeys() throws {
        var s = Settings()
        try SettingKey.quietHours.apply("22:00-07:00", to: &s)
        try SettingKey.quietPolicy.apply("skip", to: &s)
        try SettingKey.weekStart.apply("Sunday", to: &s)
        try SettingKey.snoozeMinutes.apply("15", to: &s)
        #expect(s.quietHours?.description == "22:00-07:00")
        #expect(s.quietPolicy == .skip && s.weekStart == .sunday && s.snoozeMinutes == 15)
        #expect(SettingKey.weekStart.value(in: s, defaultWeekStart: .monday) == "sunday")
        try SettingKey.quietHours.apply("off", to: &s)
        #expect(s.quietHours == nil)
        #expect(throws: HabitError.self) { try SettingKey.weekStart.apply("tuesday", to: &s) }
        #expect(throws: HabitError.self) { try SettingKey.snoozeMinutes.apply("0", to: &s) }
        #expect(throws: HabitError.unknownSetting("volume")) { try SettingKey.parse("volume") }
    }

    @Test func presetCatalogFollowsSeed002() throws {
        #expect(PresetCatalog.all.count == 29)
        #expect(Set(PresetCatalog.all.map(\.category)) == Set(PresetCatalog.categories))
        #expect(Set(PresetCatalog.all.map(\.key)).count == PresetCatalog.all.count)
        let run = try PresetCatalog.find("Run")
        #expect(run.goal(for: .metric) == Goal(value: 5, unit: .km))
        #expect(run.goal(for: .imperial)?.unit == .miles)
        #expect(try PresetCatalog.find("dont smoke").kind == .quit)
        #expect(throws: HabitError.unknownPreset("yoga")) { try PresetCatalog.find("yoga") }
    }
}

@Suite struct ISOInstantTests {
    @Test func parsesZonesAndFractions() {
        #expect(ISOInstant.parse("2026-03-29T01:00:00Z")?.timeIntervalSince1970 == 1_774_746_000)
        #expect(ISOInstant.parse("2026-03-29T03:00:00+02:00")?.timeIntervalSince1970 == 1_774_746_000)
        #expect(ISOInstant.parse("2026-03-28T21:00:00-04:00")?.timeIntervalSince1970 == 1_774_746_000)
        #expect(ISOInstant.parse("2026-03-29T01:00:00.250Z")?.timeIntervalSince1970 == 1_774_746_000.25)
        #expect(ISOInstant.parse("1969-12-31T23:59:59Z")?.timeIntervalSince1970 == -1)
    }

    @Test(arguments: ["2026-03-29", "2026-03-29T01:00:00", "2026-03-29 01:00:00Z", "2026-02-30T01:00:00Z", "2026-03-29T24:00:00Z",
                      "2026-03-29T01:00:00+2", "2026-03-29T01:00:00Zjunk", "2026-03-29T01:00:00.Z", "yesterday", ""])
    func rejects(_ text: String) {
        #expect(ISOInstant.parse(text) == nil)
    }

    @Test func formatsRoundTrip() {
        for t in [0.0, -1, 1_774_746_000, 1_795_390_200.999, -86_400 * 365.25 * 30] {
            let d = Date(timeIntervalSince1970: t)
            #expect(ISOInstant.parse(ISOInstant.format(d))?.timeIntervalSince1970 == t.rounded(.down))
        }
        #expect(ISOInstant.format(Date(timeIntervalSince1970: 1_774_746_000)) == "2026-03-29T01:00:00Z")
        #expect(ISOInstant.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
    }
}
