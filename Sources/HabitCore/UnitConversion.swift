/// Amounts from one unit into another of the same kind (spec 002 FR-7): km and miles, kg and
/// lb, litres and cups (the cup of the unit system: US 236.588 ml, imperial 284.131 ml,
/// metric 250 ml). What `edit --unit` converts a habit's goal and history with.
public enum UnitConversion {
    /// How many `to` one `from` is; nil when the two measure different things (or either is
    /// a count, a time or a custom unit).
    public static func factor(from: GoalUnit, to: GoalUnit, system: UnitSystem) -> Double? {
        if from == to { return 1 }
        guard let a = base(from, system), let b = base(to, system), a.kind == b.kind else { return nil }
        return a.size / b.size
    }

    /// A unit's size in its kind's base unit (metres, grams, litres).
    private static func base(_ unit: GoalUnit, _ system: UnitSystem) -> (kind: Int, size: Double)? {
        switch unit {
        case .km: return (0, 1000)
        case .miles: return (0, 1609.344)
        case .kg: return (1, 1000)
        case .lb: return (1, 453.59237)
        case .litres: return (2, 1)
        case .cups: return (2, system == .us ? 0.2365882365 : system == .imperial ? 0.284130625 : 0.25)
        default: return nil
        }
    }
}
