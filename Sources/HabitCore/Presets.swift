import FoundationEssentials

/// One ready-made habit from seed 002's catalog.
public struct Preset: Hashable, Sendable {
    /// The key `habitctl add --preset` takes: the name, lowercased, spaces as dashes.
    public let key: String
    public let name: String
    public let icon: String
    public let category: String
    public let kind: HabitKind
    /// What the goal measures, as seed 002 says ("distance", "time", "no goal"…).
    public let goalType: String
    let metricGoal: Goal?
    let imperialGoal: Goal?

    init(_ name: String, _ icon: String, _ category: String, _ goalType: String,
         kind: HabitKind = .build, metric: Goal? = nil, imperial: Goal? = nil) {
        self.key = name.lowercased().replacing(" ", with: "-").replacing("'", with: "")
        self.name = name
        self.icon = icon
        self.category = category
        self.kind = kind
        self.goalType = goalType
        self.metricGoal = metric
        self.imperialGoal = imperial ?? metric
    }

    /// The preset's default goal in the user's unit system (km vs miles).
    public func goal(for units: UnitSystem) -> Goal? { units == .metric ? metricGoal : imperialGoal }
}

/// Seed 002's catalog: fitness, health, social and learning tasks with their goal types.
public enum PresetCatalog {
    public static let categories = ["Fitness", "Health", "Social", "Learning"]

    public static let all: [Preset] = [
        Preset("Walk", "🚶", "Fitness", "distance", metric: Goal(value: 3, unit: .km), imperial: Goal(value: 2, unit: .miles)),
        Preset("Run", "🏃", "Fitness", "distance", metric: Goal(value: 5, unit: .km), imperial: Goal(value: 3, unit: .miles)),
        Preset("Bike", "🚴", "Fitness", "distance", metric: Goal(value: 10, unit: .km), imperial: Goal(value: 6, unit: .miles)),
        Preset("Push ups", "💪", "Fitness", "repetitions", metric: Goal(value: 20, unit: .reps)),
        Preset("Pull ups", "🧗", "Fitness", "repetitions", metric: Goal(value: 5, unit: .reps)),
        Preset("Gym", "🏋", "Fitness", "time", metric: Goal(value: 60, unit: .minutes)),
        Preset("Swim", "🏊", "Fitness", "time", metric: Goal(value: 30, unit: .minutes)),
        Preset("Meditate", "🧘", "Health", "time", metric: Goal(value: 10, unit: .minutes)),
        Preset("Eat a healthy meal", "🥗", "Health", "task completion"),
        Preset("Write journal", "📓", "Health", "time", metric: Goal(value: 10, unit: .minutes)),
        Preset("Walk the dog", "🐕", "Health", "time", metric: Goal(value: 20, unit: .minutes)),
        Preset("Take vitamins", "💊", "Health", "task completion"),
        Preset("Drink water", "💧", "Health", "cups", metric: Goal(value: 8, unit: .cups)),
        Preset("Decrease caffeine", "☕", "Health", "cups", kind: .quit, metric: Goal(value: 2, unit: .cups)),
        Preset("Decrease calories intake", "🍩", "Health", "calories", kind: .quit, metric: Goal(value: 2000, unit: .calories)),
        Preset("Dont smoke", "🚭", "Health", "no goal", kind: .quit),
        Preset("Dont bite nails", "💅", "Health", "no goal", kind: .quit),
        Preset("Time in daylight", "🌞", "Health", "time", metric: Goal(value: 30, unit: .minutes)),
        Preset("Bed time early", "🛌", "Health", "no goal"),
        Preset("Wash hands", "🧼", "Health", "no goal"),
        Preset("Floss your teeth", "🦷", "Health", "no goal"),
        Preset("Call parents", "📞", "Social", "time", metric: Goal(value: 15, unit: .minutes)),
        Preset("Call a friend", "☎", "Social", "time", metric: Goal(value: 15, unit: .minutes)),
        Preset("Ask a friend out", "🍻", "Social", "no goal"),
        Preset("Kiss partner", "💋", "Social", "no goal"),
        Preset("Talk to a stranger", "🗣", "Social", "no goal"),
        Preset("Learn a language", "🗺", "Learning", "time", metric: Goal(value: 15, unit: .minutes)),
        Preset("Read a book", "📚", "Learning", "time", metric: Goal(value: 20, unit: .minutes)),
        Preset("Play instrument", "🎸", "Learning", "time", metric: Goal(value: 30, unit: .minutes)),
    ]

    /// Finds a preset by key or name, any letter case.
    public static func find(_ text: String) throws(HabitError) -> Preset {
        let t = text.asciiLowercased.replacing(" ", with: "-").replacing("'", with: "")
        guard let p = all.first(where: { $0.key == t }) else { throw .unknownPreset(text) }
        return p
    }
}
