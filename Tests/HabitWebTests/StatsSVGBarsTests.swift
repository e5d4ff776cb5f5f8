import HabitCore
import HabitViews
import Testing

/// The chart's buckets (issue 43): none done is a sliver on the axis, nothing due a dash;
/// before, both were no bar at all and read alike.
@Suite struct StatsSVGBarsTests {
    @Test func noneDoneAndNothingDueLookApart() {
        let svg = StatsSVG(title: "Read", habitColor: .palette("sky"), background: .light, line: false,
                           labels: ["a", "b", "c"], rates: [0.5, 0, nil], amounts: nil).document()
        let bars = svg.components(separatedBy: "<rect x=").dropFirst().map { String($0.prefix(while: { $0 != "/" })) }
        #expect(bars.count == 2, "a bar for 50 % and a sliver for 0 %: \(bars)")
        #expect(bars.last?.contains("height=\"2.0\"") == true, "\(bars)")
        #expect(svg.components(separatedBy: ">–</text>").count - 1 == 1, "one dash, for the bucket with nothing due")
    }
}
