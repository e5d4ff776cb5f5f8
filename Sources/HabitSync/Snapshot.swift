import FoundationEssentials

/// One device's own part of the replicated state in one file (compaction, issue 14): every
/// field, day and delete whose winning operation that device made, with that operation's
/// clock, as of its operation `through`. Applying it is applying those operations again:
/// harmless where they were already seen, and all a device needs where the segments they
/// came in are gone. Only its own, because what another device's operation won is kept by
/// that device (in its segments or its own snapshot), so the newest operation for every
/// field and day survives compaction somewhere.
///
/// Same framing as a segment: header `habitd-snapshot 1 <device> <through>`, one line per
/// entry (an operation's line, `seq` 0), footer with count and CRC-32.
public struct Snapshot: Equatable, Sendable {
    public static let format = "habitd-snapshot 1"
    /// Bounds a snapshot's text (it holds years of a device's days).
    public static let maxBytes = 256 << 20

    public let device: String
    /// The device's last operation it covers: its segments up to here may be removed.
    public let through: Int64
    public let entries: [SyncOperation]

    public init(device: String, through: Int64, entries: [SyncOperation]) {
        self.device = device
        self.through = through
        self.entries = entries
    }

    /// The clock of the newest entry: how recent the device's last surviving change is.
    public var newest: HLC? { entries.map(\.clock).max() }

    public func encoded() -> Data {
        Segment.framed(header: "\(Self.format) \(device) \(through)", lines: entries.map(Segment.line))
    }

    /// Reads a snapshot another device wrote: untrusted, checked as a segment is, and every
    /// entry must carry the writer's own clock.
    public static func decode(_ data: Data) throws(Segment.Refused) -> Snapshot {
        let (header, lines) = try Segment.frame(data, format: format, maxBytes: maxBytes)
        guard header.fields.count == 1, let through = Int64(header.fields[0]), through >= 0 else {
            throw Segment.Refused(line: 1, reason: "bad header")
        }
        var entries: [SyncOperation] = []
        entries.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            entries.append(try Segment.operation(String(line), device: header.device, line: i + 2))
        }
        return Snapshot(device: header.device, through: through, entries: entries)
    }
}

extension DayLog {
    /// A 64-bit FNV-1a hash of `text`: what the store keeps of a day it has in its own tables,
    /// to tell whether the day changed.
    public var digest: Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }
}
