import FoundationEssentials
import HabitCore

/// A habit's definition as the journal carries it: one field per entry of `HabitFieldTable`
/// (name, schedule, reminders, …), each value the field's JSON text, nil when it is unset. Edits travel field by field, so a rename on one device and a new
/// goal on another both survive. The row id and the UUID are not fields: the id is local and
/// the UUID is the operation's subject.
public enum HabitFields {
    /// Every field this build writes, from the table. A field a newer build adds is kept and
    /// carried, and ignored when read here.
    public static let names = HabitFieldTable.names

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        e.dateEncodingStrategy = .secondsSince1970
        return e
    }()

    /// `habit`'s fields: every name in `names`, nil for an unset one.
    public static func fields(of habit: Habit) -> [String: String?] {
        var h = habit
        h.id = nil
        h.uuid = nil
        guard let data = try? encoder.encode(h),
              let object = (try? JSONValue(parsing: String(decoding: data, as: UTF8.self)))?.object else { return [:] }
        var fields: [String: String?] = [:]
        for name in names {
            fields[name] = object[name]?.canonicalText
        }
        return fields
    }

    /// The habit the fields describe (no id; `uuid` as given), or nil when a field it needs is
    /// missing or any is malformed. The caller validates the result as typed input.
    public static func habit(from fields: [String: String], uuid: String) -> Habit? {
        var object: [String: JSONValue] = [:]
        for (name, value) in fields where names.contains(name) {
            guard let parsed = try? JSONValue(parsing: value) else { return nil }
            object[name] = parsed
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        guard var habit = try? decoder.decode(Habit.self, from: Data(JSONValue.object(object).canonicalText.utf8)) else { return nil }
        habit.uuid = uuid
        return habit
    }
}
