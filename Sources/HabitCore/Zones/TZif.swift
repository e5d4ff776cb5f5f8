import FoundationEssentials

/// A zone's rules from a TZif file (RFC 8536): its transitions, and the POSIX TZ rule of
/// its footer for instants after the last one. Pure: give it the file's bytes.
public struct TZif: Sendable, Equatable {
    /// Unix seconds of each transition, ascending.
    public let transitions: [Int]
    /// The offset (seconds east of UTC) in force from each transition on.
    public let offsets: [Int]
    /// Whether the time in force from each transition on is daylight time (TZif's isdst).
    public let daylight: [Bool]
    /// The offset before the first transition.
    public let initialOffset: Int
    public let initialDaylight: Bool
    /// The footer's rule, for instants after the last transition.
    public let footer: PosixTZ?

    public enum ParseError: Error { case notTZif, truncated }

    public init(data: Data) throws {
        let b = [UInt8](data)
        guard b.count >= 44, b[0] == 0x54, b[1] == 0x5A, b[2] == 0x69, b[3] == 0x66 else { throw ParseError.notTZif }
        let version = b[4]
        func be(_ at: Int, _ n: Int) throws -> Int {
            guard at + n <= b.count else { throw ParseError.truncated }
            var v: UInt64 = 0
            for i in 0..<n { v = v << 8 | UInt64(b[at + i]) }
            // Sign-extend from n bytes.
            let shift = 64 - 8 * n
            return Int(Int64(bitPattern: v << UInt64(shift)) >> Int64(shift))
        }
        /// A header count: unsigned, and no larger than the file (found by the fuzzer: a count
        /// read as negative made a backwards range, a huge one an overflow).
        func count(_ at: Int) throws -> Int {
            let n = try be(at, 4) & 0xFFFF_FFFF
            guard n <= b.count else { throw ParseError.truncated }
            return n
        }
        func counts(_ at: Int) throws -> (isut: Int, isstd: Int, leap: Int, time: Int, type: Int, char: Int) {
            (try count(at + 20), try count(at + 24), try count(at + 28), try count(at + 32), try count(at + 36), try count(at + 40))
        }
        var header = 0
        var timeSize = 4
        var c = try counts(0)
        if version >= 0x32 {  // '2' or later: skip the 32-bit block, read the 64-bit one
            let v1 = c.time * 4 + c.time + c.type * 6 + c.char + c.leap * 8 + c.isstd + c.isut
            header = 44 + v1
            timeSize = 8
            c = try counts(header)
        }
        var p = header + 44
        var times: [Int] = []
        for i in 0..<c.time { times.append(try be(p + i * timeSize, timeSize)) }
        p += c.time * timeSize
        var indices: [Int] = []
        for i in 0..<c.time { indices.append(try be(p + i, 1) & 0xFF) }
        p += c.time
        var types: [Int] = [], isDST: [Bool] = []
        for i in 0..<c.type {
            types.append(try be(p + i * 6, 4))
            isDST.append(try be(p + i * 6 + 4, 1) != 0)
        }
        p += c.type * 6 + c.char + c.leap * (timeSize + 4) + c.isstd + c.isut
        guard !types.isEmpty, indices.allSatisfy({ $0 < types.count }) else { throw ParseError.truncated }
        transitions = times
        offsets = indices.map { types[$0] }
        daylight = indices.map { isDST[$0] }
        initialOffset = types[0]
        initialDaylight = isDST[0]
        var footer: PosixTZ?
        if timeSize == 8, p < b.count, b[p] == 0x0A, let end = b[(p + 1)...].firstIndex(of: 0x0A) {
            footer = PosixTZ(String(decoding: b[(p + 1)..<end], as: UTF8.self))
        }
        self.footer = footer
    }

    /// Seconds east of UTC at Unix second `t`.
    public func offset(at t: Int) -> Int {
        switch rule(at: t) {
        case .initial: initialOffset
        case .footer(let footer): footer.offset(at: t)
        case .transition(let i): offsets[i]
        }
    }

    /// Whether daylight time is in force at Unix second `t`.
    public func isDaylight(at t: Int) -> Bool {
        switch rule(at: t) {
        case .initial: initialDaylight
        case .footer(let footer): footer.isDaylight(at: t)
        case .transition(let i): daylight[i]
        }
    }

    private enum InForce { case initial, footer(PosixTZ), transition(Int) }

    private func rule(at t: Int) -> InForce {
        guard let first = transitions.first, t >= first else { return .initial }
        if t >= transitions[transitions.count - 1], let footer { return .footer(footer) }
        // The last transition at or before t.
        var lo = 0, hi = transitions.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if transitions[mid] <= t { lo = mid } else { hi = mid - 1 }
        }
        return .transition(lo)
    }
}
