import FoundationEssentials

/// A habit's UUID as the store keeps it: lowercase text, 36 characters.
public enum HabitUUID {
    static func make() -> String { UUID().uuidString.lowercased() }

    public static func isValid(_ text: String) -> Bool {
        UUID(uuidString: text) != nil && text == text.lowercased()
    }
}
