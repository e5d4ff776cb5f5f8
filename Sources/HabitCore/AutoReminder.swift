import FoundationEssentials

/// `--remind auto` (spec 002's automatic reminder): remind at the time of day the habit is
/// usually done, the median over the 28 days before today of the local times its completions
/// were recorded at, in the habit's zone. Only completions recorded on their own date count
/// (a `done --date` days later says nothing about the time of day). Until 3 such exist, 09:00.
public enum AutoReminder {
    public static let days = 28
    public static let minimumSamples = 3
    public static let fallback = WallTime(hour: 9, minute: 0)!

    /// What was learned: the time, and from how many completions (fewer than
    /// `minimumSamples`: the fallback).
    public struct Learned: Hashable, Sendable {
        public let time: WallTime
        public let samples: Int
        public var isFallback: Bool { samples < AutoReminder.minimumSamples }
    }

    /// `completions`: (date, recorded at) of the habit's completions; those outside the 28
    /// days before `today` are ignored. `zone`: the habit's (pinned, else the system's).
    public static func learn(from completions: [(date: CivilDate, recordedAt: Date)], today: CivilDate,
                             zone: Zone, offsets: ZoneOffsets) -> Learned {
        let first = today.adding(days: -days)
        var minutes: [Int] = []
        for c in completions where c.date >= first && c.date < today {
            let local = ZoneResolver.local(c.recordedAt, in: zone, offsets: offsets)
            if local.date == c.date { minutes.append(local.secondOfDay / 60) }
        }
        guard minutes.count >= minimumSamples else { return Learned(time: fallback, samples: minutes.count) }
        minutes.sort()
        // The lower middle of an even count: a time the user has really done it at.
        return Learned(time: WallTime(minuteOfDay: minutes[(minutes.count - 1) / 2]), samples: minutes.count)
    }

    /// "automatic: 07:42, the usual time of 12 check-ins in the last 28 days", or how long
    /// the fallback lasts.
    public static func summary(_ l: Learned) -> String {
        if l.isFallback {
            return tr("automatic: %s until %s check-ins show the usual time (%s so far)", l.time, minimumSamples, l.samples)
        }
        return tr("automatic: %s, the usual time of %s check-ins in the last %s days", l.time, l.samples, days)
    }
}
