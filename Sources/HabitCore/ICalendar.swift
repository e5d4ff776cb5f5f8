import FoundationEssentials

/// iCalendar text (RFC 5545): a calendar of timed and all-day events, with a VTIMEZONE for
/// each zone a timed event names, made from the offsets the caller read over the events'
/// span (so a calendar shows a reminder on a DST day at the wall time it fires). Lines end
/// in CRLF and fold at 75 octets; text values are escaped. Pure: the caller passes "now".
public struct ICalendar: Sendable {
    public struct Event: Sendable, Equatable {
        /// Stable across exports, so a calendar updates an event rather than adding another.
        public let uid: String
        public let summary: String
        public let description: String?
        public let start: Start
        public init(uid: String, summary: String, description: String? = nil, start: Start) {
            self.uid = uid
            self.summary = summary
            self.description = description
            self.start = start
        }
    }

    public enum Start: Sendable, Equatable {
        /// A timed event at a wall time of `zone` (IANA name), lasting `minutes`.
        case local(date: CivilDate, secondOfDay: Int, zone: String, minutes: Int)
        /// An all-day event.
        case day(CivilDate)
    }

    /// One offset change of a zone: the instant, the offset before and after, and whether the
    /// new offset is daylight time.
    public struct Transition: Sendable, Equatable {
        public let at: Int
        public let from: Int
        public let to: Int
        public let daylight: Bool
        public init(at: Int, from: Int, to: Int, daylight: Bool) {
            self.at = at
            self.from = from
            self.to = to
            self.daylight = daylight
        }
    }

    /// A zone as the feed describes it: its offset before the span (and whether that is
    /// daylight time), and its changes within the span.
    public struct Zone: Sendable, Equatable {
        public let name: String
        public let initialOffset: Int
        public let initialDaylight: Bool
        public let transitions: [Transition]
        public init(name: String, initialOffset: Int, initialDaylight: Bool, transitions: [Transition]) {
            self.name = name
            self.initialOffset = initialOffset
            self.initialDaylight = initialDaylight
            self.transitions = transitions
        }
    }

    public var name: String
    public var events: [Event]
    public var zones: [Zone]
    public var stamp: Date

    public init(name: String, events: [Event], zones: [Zone], stamp: Date) {
        self.name = name
        self.events = events
        self.zones = zones
        self.stamp = stamp
    }

    /// The whole calendar.
    public var text: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//habitd//habitd//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                     "X-WR-CALNAME:" + Self.escape(name), "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H"]
        for zone in zones { lines += Self.vtimezone(zone) }
        let stamp = Self.utc(Int(self.stamp.timeIntervalSince1970.rounded(.down)))
        for e in events {
            lines += ["BEGIN:VEVENT", "UID:" + e.uid, "DTSTAMP:" + stamp]
            switch e.start {
            case .local(let date, let second, let zone, let minutes):
                lines += ["DTSTART;TZID=\(zone):" + Self.local(date, second), "DURATION:PT\(minutes)M"]
            case .day(let date):
                lines += ["DTSTART;VALUE=DATE:" + Self.date(date), "DTEND;VALUE=DATE:" + Self.date(date.adding(days: 1)),
                          "TRANSP:TRANSPARENT"]
            }
            lines.append("SUMMARY:" + Self.escape(e.summary))
            if let d = e.description { lines.append("DESCRIPTION:" + Self.escape(d)) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The offsets of `zone` from `first` to `last` (Unix seconds), changes found by bisection
    /// between daily samples.
    public static func zone(_ name: String, from first: Int, to last: Int, offset: (Int) -> Int, daylight: (Int) -> Bool) -> Zone {
        var transitions: [Transition] = []
        var t = first
        var before = offset(first)
        while t < last {
            let next = min(t + 86_400, last)
            let after = offset(next)
            if after != before {
                var lo = t, hi = next
                while hi - lo > 1 {
                    let mid = lo + (hi - lo) / 2
                    if offset(mid) == before { lo = mid } else { hi = mid }
                }
                transitions.append(Transition(at: hi, from: before, to: after, daylight: daylight(hi)))
                before = after
            }
            t = next
        }
        return Zone(name: name, initialOffset: offset(first), initialDaylight: daylight(first), transitions: transitions)
    }

    static func vtimezone(_ z: Zone) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + z.name]
        // The offset in force from long before the span, then each change.
        let kind = z.initialDaylight ? "DAYLIGHT" : "STANDARD"
        lines += ["BEGIN:" + kind, "DTSTART:19700101T000000", "TZOFFSETFROM:" + offset(z.initialOffset),
                  "TZOFFSETTO:" + offset(z.initialOffset), "END:" + kind]
        for tr in z.transitions {
            let kind = tr.daylight ? "DAYLIGHT" : "STANDARD"
            let local = tr.at + tr.from   // DTSTART is the wall time before the change
            let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
            lines += ["BEGIN:" + kind, "DTSTART:" + Self.local(CivilDate(dayNumber: day), local - day * 86_400),
                      "TZOFFSETFROM:" + offset(tr.from), "TZOFFSETTO:" + offset(tr.to), "END:" + kind]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func offset(_ seconds: Int) -> String {
        let a = abs(seconds)
        let s = (seconds < 0 ? "-" : "+") + (a / 3600).zeroPadded(2) + (a % 3600 / 60).zeroPadded(2)
        return a % 60 == 0 ? s : s + (a % 60).zeroPadded(2)
    }

    public static func date(_ d: CivilDate) -> String { d.year.zeroPadded(4) + d.month.zeroPadded(2) + d.day.zeroPadded(2) }

    static func local(_ d: CivilDate, _ second: Int) -> String {
        date(d) + "T" + (second / 3600).zeroPadded(2) + (second % 3600 / 60).zeroPadded(2) + (second % 60).zeroPadded(2)
    }

    static func utc(_ t: Int) -> String {
        let day = t >= 0 ? t / 86_400 : -((-t + 86_399) / 86_400)
        return local(CivilDate(dayNumber: day), t - day * 86_400) + "Z"
    }

    /// TEXT escaping: backslash, semicolon, comma, and line breaks as \n.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            case "\r": continue
            default: out.append(c)
            }
        }
        return out
    }

    /// Folds a content line at 75 octets, never inside a UTF-8 sequence: the rest continues
    /// on lines that start with a space.
    static func fold(_ line: String) -> String {
        var out = "", count = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if count + size > 75 {
                out += "\r\n "
                count = 1
            }
            out.unicodeScalars.append(scalar)
            count += size
        }
        return out
    }
}
