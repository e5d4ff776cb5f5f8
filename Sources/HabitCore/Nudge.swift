/// Seed 004's smart nudging: when a reminder is ignored (the habit still due), remind again
/// every `everyMinutes`, at most `times` times, never inside quiet hours. The planner makes
/// the nudges (see `Planner.nudges`), so `habitctl next` lists them like any event.
public struct Nudge: Hashable, Sendable, Codable {
    public var everyMinutes: Int
    public var times: Int

    public init(everyMinutes: Int, times: Int) {
        self.everyMinutes = everyMinutes
        self.times = times
    }

    public static let minutes = 5...720
    public static let counts = 1...20

    /// "every 10 min, at most 3 times".
    public var summary: String { trn("every %1$s min, at most %2$s time", "every %1$s min, at most %2$s times", times, everyMinutes, times) }
}
