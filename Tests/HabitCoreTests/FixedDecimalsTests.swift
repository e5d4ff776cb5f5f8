import Foundation
import HabitCore
import Testing
import TestSupport

/// `fixed(_:)` and `zeroPadded(_:)` against Foundation's `String(format:)`, which they
/// replace: the same text for random doubles of every magnitude, for exact ties (where
/// rounding half to even shows) and for decimals that only look like ties.
struct FixedDecimalsTests {
    @Test(arguments: 0...4)
    func agreesWithStringFormat(places: Int) {
        var rng = Rng(state: UInt64(places) &+ 45)
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 1.015, 2.675, 0.045, 1e15, 123456.785, .leastNonzeroMagnitude, -1e-9, 0.999999, 9.995]
        for _ in 0..<20_000 {
            // Random bits across the magnitudes amounts and sizes take, and short decimals
            // as a person types them (ties at the next place among them).
            let bits = Double(bitPattern: rng.next() & 0x7FFF_FFFF_FFFF_FFFF)
            if bits.isFinite && bits < 1e15 { values.append(rng.chance(0.5) ? bits : -bits) }
            values.append(Double(rng.int(0...10_000_000)) / [10, 100, 1000, 10_000, 8, 64][rng.int(0...5)])
            values.append(Double(rng.int(-1000...1000)) * 0.001)
        }
        var disagree: [String] = []
        for v in values where v.fixed(places) != String(format: "%.\(places)f", v) {
            disagree.append("\(v): \(v.fixed(places)) against \(String(format: "%.\(places)f", v))")
        }
        #expect(disagree.isEmpty, "\(disagree.prefix(5))")
    }

    @Test func zeroPaddedAgreesWithStringFormat() {
        for width in 0...5 {
            for n in [0, 1, 7, 42, 999, 12345, 123456, -1, -42, -12345] {
                #expect(n.zeroPadded(width) == String(format: "%0\(width)d", n), "\(n) to \(width)")
            }
        }
        #expect(UInt8(5).zeroPadded(3) == "005")
    }
}
