import Foundation
import Testing
@testable import HabitCore

/// The soak test's fast clock: one mapping both ways, and only well-formed settings.
@Suite struct ClockRateTests {
    @Test func runsRateTimesAsFastFromTheAnchor() throws {
        let rate = try #require(ClockRate.parse("2026-03-01T00:00:00Z,1000.5,720"))
        #expect(rate.simulated(atReal: Date(timeIntervalSince1970: 1000.5)) == ISOInstant.parse("2026-03-01T00:00:00Z"))
        #expect(rate.simulated(atReal: Date(timeIntervalSince1970: 1005.5)) == ISOInstant.parse("2026-03-01T01:00:00Z"))
        let nine = try #require(ISOInstant.parse("2026-03-01T09:00:00Z"))
        #expect(rate.real(atSimulated: nine) == Date(timeIntervalSince1970: 1045.5))
        #expect(rate.simulated(atReal: rate.real(atSimulated: nine)) == nine)
    }

    @Test func graceIsTwoRealSecondsUnlessGiven() throws {
        #expect(try #require(ClockRate.parse("2026-03-01T00:00:00Z,0,720")).onTimeGrace == 1440)
        #expect(try #require(ClockRate.parse("2026-03-01T00:00:00Z,0,1")).onTimeGrace == 120)
        #expect(try #require(ClockRate.parse("2026-03-01T00:00:00Z,0,3600,120")).onTimeGrace == 120)
    }

    @Test(arguments: ["", "2026-03-01T00:00:00Z,1000", "2026-03-01T00:00:00Z,x,720", "2026-03-01,1000,720",
                      "2026-03-01T00:00:00Z,1000,0", "2026-03-01T00:00:00Z,1000,-2", "2026-03-01T00:00:00Z,1000,inf",
                      "2026-03-01T00:00:00Z,nan,1", "2026-03-01T00:00:00Z,1,2,3,4", "2026-03-01T00:00:00Z,1,2,-3",
                      "2026-03-01T00:00:00Z,1,2,"])
    func refusesAnythingElse(_ text: String) {
        #expect(ClockRate.parse(text) == nil)
    }
}
