/// A hybrid logical clock reading (Kulkarni et al., 2014): the wall time in milliseconds as
/// the device's clock knew it, a counter for operations that share or trail that instant,
/// and the device as the last tiebreak. It orders every operation of every device totally,
/// and an operation made after its device has seen another is later than that one, however
/// far apart the two wall clocks were.
public struct HLC: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let millis: Int64
    public let counter: Int
    public let device: String

    public init(millis: Int64, counter: Int, device: String) {
        self.millis = millis
        self.counter = counter
        self.device = device
    }

    public static func < (a: HLC, b: HLC) -> Bool {
        if a.millis != b.millis { return a.millis < b.millis }
        if a.counter != b.counter { return a.counter < b.counter }
        return a.device.utf8.lexicographicallyPrecedes(b.device.utf8)
    }

    /// "0000019aa1b2c3d4-0003-DEVICE": fixed-width hex, so that text order is clock order.
    public var description: String {
        Self.hex(UInt64(bitPattern: millis), width: 16) + "-" + Self.hex(UInt64(counter), width: 4) + "-" + device
    }

    /// Reads `description`'s form back; nil for anything else, and for a wall time past the
    /// year 6000 (the store packs millis and counter in one integer).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 16, parts[1].count == 4,
              let millis = UInt64(parts[0], radix: 16), millis < 1 << 47, let counter = Int(parts[1], radix: 16),
              DeviceID.isValid(String(parts[2])) else { return nil }
        self.init(millis: Int64(bitPattern: millis), counter: counter, device: String(parts[2]))
    }

    private static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// One device's clock: readings for its own operations, kept ahead of every reading it has
/// seen. Time comes in as a parameter (milliseconds since 1970); it never reads a clock.
public struct HybridClock: Sendable {
    public let device: String
    /// The latest reading made or seen.
    public private(set) var latest: HLC
    /// The counter's limit: past it, the clock moves its millisecond on instead.
    public static let maxCounter = 0xFFFF

    public init(device: String, latest: HLC? = nil) {
        self.device = device
        self.latest = latest ?? HLC(millis: 0, counter: 0, device: device)
    }

    /// The reading for a local operation at wall time `now`.
    public mutating func tick(now: Int64) -> HLC {
        if now > latest.millis {
            latest = HLC(millis: now, counter: 0, device: device)
        } else {
            latest = bumped(latest.millis, latest.counter)
        }
        return latest
    }

    /// Takes in another device's reading: readings made after this come after it.
    public mutating func observe(_ remote: HLC, now: Int64) {
        let top = max(now, latest.millis, remote.millis)
        if top == now && top > latest.millis && top > remote.millis {
            latest = HLC(millis: now, counter: 0, device: device)
        } else if top == latest.millis && top == remote.millis {
            latest = bumped(top, max(latest.counter, remote.counter))
        } else if top == latest.millis {
            latest = bumped(top, latest.counter)
        } else {
            latest = bumped(top, remote.counter)
        }
    }

    private func bumped(_ millis: Int64, _ counter: Int) -> HLC {
        counter < Self.maxCounter ? HLC(millis: millis, counter: counter + 1, device: device)
                                  : HLC(millis: millis + 1, counter: 0, device: device)
    }
}

/// A device's id in the journal: its folder's name, so letters, digits and dashes only
/// (a UUID's text, or Syncthing's device id), 1 to 64 of them.
public enum DeviceID {
    public static func isValid(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D
        }
    }
}
