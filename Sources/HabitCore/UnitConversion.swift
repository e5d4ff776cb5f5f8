/// Amounts from one unit into another of the same kind (spec 002 FR-7): km and miles, kg and
/// lb, litres, ml, cups and fluid ounces (the cup and the ounce of the unit system: US cup
/// 236.588 ml and fl oz 29.574 ml, imperial 284.131 ml and 28.413 ml, metric cup 250 ml; a
/// metric system has no ounce of its own, so it takes the US one). What `edit --unit`
/// converts a habit's goal and history with.
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
        case .ml: return (2, 0.001)
        case .cups: return (2, system == .us ? 0.2365882365 : system == .imperial ? 0.284130625 : 0.25)
        case .flOz: return (2, system == .imperial ? 0.0284130625 : 0.0295735295625)
        default: return nil
        }
    }
}
