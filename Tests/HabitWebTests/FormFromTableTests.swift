import Foundation
import HabitCore
import HabitWrites
import Testing
import TestSupport
@testable import HabitWeb

/// The add and edit forms offer every input the table gives a form label (issue 42 part 1),
/// with the table's words, and a number in the range the checks take; what is typed in them
/// is read back as the API reads the same value, and an emptied field means what the table
/// says (`HabitInput.cleared`).
@Suite struct FormFromTableTests {
    @Test func everyLabelledInputIsAFieldOfTheForm() {
        let add = HabitFormPage(values: [:], problem: nil, categories: [], editing: nil).render(language: "en")
        let edit = HabitFormPage(values: [:], problem: nil, categories: [], editing: 1).render(language: "en")
        let labelled = HabitInputTable.inputs.filter { $0.label != nil }
        #expect(labelled.count >= 20)
        for input in labelled {
            let words = PageTemplate.text(input.label!.text)
            for (command, page) in [(HabitInput.Commands.add, add), (.edit, edit)] where input.commands.includes(command) {
                let box = page.contains("<label for=\"\(input.key)\">\(words)</label>")
                let checkbox = page.contains("<input type=\"checkbox\" name=\"\(input.key)\"> \(words)</label>")
                #expect(box || checkbox, "\(input.name) in the \(command) form")
                if case .number(_, let range) = input.slot {
                    #expect(page.contains("name=\"\(input.key)\" type=\"number\" value=\"\" min=\"\(range.lowerBound)\" max=\"\(range.upperBound)\""),
                            "\(input.name): the range the checks take")
                }
                if input.isDate { #expect(page.contains("name=\"\(input.key)\" type=\"date\""), "\(input.name): a date picker") }
            }
        }
    }

    /// A refusal about any field of the form is said on the page: a part's under its whole
    /// (before, a start date too early was said under the end date's name, and nowhere).
    @Test func everyFieldsRefusalIsSaid() {
        // A box ticked or not is never refused.
        for input in HabitInputTable.inputs where input.label != nil && !input.isCheckbox {
            let key = HabitInputTable.input(input.partOf ?? input.name).key
            let problem = HabitForm.Problem(field: key, message: "refused-\(key)")
            let forms: [Int64?] = (input.commands.includes(.add) ? [nil] : []) + (input.commands.includes(.edit) ? [1] : [])
            for editing in forms {
                let page = HabitFormPage(values: [:], problem: problem, categories: [], editing: editing).render(language: "en")
                #expect(page.contains("refused-\(key)"), "\(input.key) in the \(editing == nil ? "add" : "edit") form")
                // Said at the top too, focused, linking to where it stands beside its field.
                #expect(page.contains("<a href=\"#\(key)-problem\" autofocus>refused-\(key)</a>") && page.contains("id=\"\(key)-problem\""),
                        "\(input.key): the summary's link and its target")
            }
        }
    }

    /// Each labelled input's example, typed in its field of the add form, is read as the API
    /// reads it from a body.
    @Test func whatIsTypedIsReadAsTheAPIReadsIt() throws {
        for input in HabitInputTable.inputs where input.label != nil && input.commands.includes(.add) {
            let api = try Self.api(input)
            let typed = try Self.typed(input.example)
            let form = try HabitForm.change(Self.form([input.key: typed]))
            #expect(Self.said(input, form) == Self.said(input, api), "\(input.key) typed as '\(typed)'")
            #expect(Self.said(input, form) != Self.said(input, HabitChange()), "\(input.key): the form read nothing")
        }
    }

    /// The groups of choices are the table's (`HabitInput.choice`): each input of a group is a
    /// radio button in the table's words, and chosen, with its example typed in the group's
    /// box when it takes a value, it is read as the API reads the example. The chart's
    /// choices are its values in the table's words, the unit's suggestions the table's.
    @Test func everyChoiceIsARadioButtonReadAsTheAPIReadsIt() throws {
        let page = HabitFormPage(values: [:], problem: nil, categories: [], editing: nil).render(language: "en")
        let choices = HabitInputTable.inputs.filter { $0.choice != nil }
        #expect(choices.count == 8, "six schedules, build and quit")
        for input in choices {
            let group = input.choice!.group
            let words = PageTemplate.text(input.choice!.label.text)
            #expect(page.contains("name=\"\(group)\" value=\"\(input.name)\"> \(words)</label>")
                    || page.contains("name=\"\(group)\" value=\"\(input.name)\" checked> \(words)</label>"), "\(input.name): a radio button of \(group)")
            var fields = [group: input.name]
            if !input.isCheckbox { fields[group + "_value"] = try Self.typed(input.example) }
            let form = try HabitForm.change(Self.form(fields))
            #expect(Self.said(input, form) == Self.said(input, try Self.api(input)), "\(input.name) chosen")
            #expect(Self.said(input, form) != Self.said(input, HabitChange()), "\(input.name): the form read nothing")
        }
        let chart = HabitInputTable.input("chart")
        for value in chart.rule.values ?? [] {
            #expect(page.contains("<option value=\"\(value)\">\(chart.valueLabels[value]!.text)</option>"), "the chart's \(value)")
        }
        for unit in HabitInputTable.input("unit").suggestions { #expect(page.contains("<option value=\"\(unit)\">"), "the unit \(unit)") }
        #expect(HabitInputTable.input("unit").suggestions.contains("fl oz"), "every unit known by name")
    }

    /// A habit's schedule shown in the edit form is the radio button of its kind with its value,
    /// and read back it is the same schedule.
    @Test func aScheduleShownIsTheScheduleReadBack() throws {
        let schedules: [Schedule] = [.daily, .weekdays(try WeekdaySet.parse("mon,wed,fri")), .everyNDays(3), .perWeek(4), .perMonth(5), .irregular]
        let names = Set(HabitInputTable.choiceGroups.first { $0.name == "schedule" }!.inputs.map(\.name))
        for schedule in schedules {
            let habit = Habit(name: "H", color: .palette("teal"), schedule: schedule, startDate: CivilDate(parsing: "2026-11-02")!,
                              createdAt: Date(timeIntervalSince1970: 0))
            let values = HabitForm.values(of: habit, names: [:])
            #expect(names.contains(values["schedule"] ?? ""), "\(schedule): a radio button of the form")
            var read = Habit(name: "H", color: .palette("teal"), startDate: CivilDate(parsing: "2026-11-02")!, createdAt: Date(timeIntervalSince1970: 0))
            try HabitForm.change(Self.form(["schedule": values["schedule"]!, "schedule_value": values["schedule_value"]!])).apply(to: &read, replaceReminders: true, zones: FoundationZoneOffsets())
            #expect(read.schedule == schedule, "\(schedule) read back as \(read.schedule)")
        }
    }

    /// Editing, a field emptied takes its setting away with the table's flag (and sends none of
    /// its parts), or becomes the table's value; a field left as it was is not sent.
    @Test func anEmptiedFieldMeansWhatTheTableSays() throws {
        let inputs = HabitInputTable.inputs.filter { $0.label != nil && $0.commands.includes(.edit) }
        var current: [String: String] = [:]
        for input in inputs { current[input.key] = try Self.typed(input.example) }
        #expect(try Self.said(HabitInputTable.input("goal"), HabitForm.change(Self.form(current), current: current)) == "nil",
                "nothing changed, nothing sent")
        var cleared = 0
        for input in inputs {
            var typed = current
            typed[input.key] = ""
            let c = try HabitForm.change(Self.form(typed), current: current)
            switch input.cleared {
            case .removedBy(let flag)?:
                cleared += 1
                let removal = HabitInputTable.input(flag)
                #expect(removal.commands.includes(.edit), "\(flag) is an edit flag")
                #expect(Self.said(removal, c) == "true", "\(input.key) emptied: \(flag)")
                #expect(Self.said(input, c) == Self.said(input, HabitChange()), "\(input.key) emptied is not sent")
                for part in inputs where part.partOf == input.name {
                    #expect(Self.said(part, c) == Self.said(part, HabitChange()), "\(part.key) goes with \(input.key)")
                }
            case .becomes(let value)?:
                cleared += 1
                #expect(Self.said(input, c) == Self.said(input, try HabitForm.change(Self.form([input.key: value]))) || value.isEmpty,
                        "\(input.key) emptied becomes '\(value)'")
                if value.isEmpty { #expect(Self.said(input, c) == "Optional(\"\")", "\(input.key) emptied is sent empty") }
            case nil where input.isCheckbox:
                #expect(Self.said(input, c) == "Optional(false)", "\(input.key) unticked is off")
            case nil:
                #expect(Self.said(input, c) == Self.said(input, HabitChange()), "\(input.key) emptied is not sent")
            }
        }
        #expect(cleared >= 10)
    }

    /// A part and its whole go together: a routine's members changed keep its need (the
    /// writes read a routine given without one as a routine of all), a need changed sends
    /// the members as they are.
    @Test func aPartAndItsWholeGoTogether() throws {
        let current = ["routine": "Stretch, Water", "need": "1", "goal": "20", "unit": "pages"]
        var typed = current
        typed["routine"] = "Stretch, Water, Walk"
        var c = try HabitForm.change(Self.form(typed), current: current)
        #expect(c.routine == "Stretch,Water,Walk" && c.need == 1)
        typed = current
        typed["need"] = "2"
        c = try HabitForm.change(Self.form(typed), current: current)
        #expect(c.routine == "Stretch,Water" && c.need == 2)
        typed = current
        typed["unit"] = "km"
        c = try HabitForm.change(Self.form(typed), current: current)
        #expect(c.goal == "20" && c.unit == "km" && c.noGoal == false)
        typed = current
        typed["goal"] = ""
        c = try HabitForm.change(Self.form(typed), current: current)
        #expect(c.noGoal && c.goal == nil && c.unit == nil)
        typed = current
        typed["need"] = "two"
        #expect(throws: HabitForm.Problem.self) { try HabitForm.change(Self.form(typed), current: current) }
        do { _ = try HabitForm.change(Self.form(typed), current: current) } catch { #expect(error.field == "routine") }
    }

    /// The input's example read from a body of add, as the API reads it.
    static func api(_ input: HabitInput) throws -> HabitChange {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.userInfo = [HabitChange.commandKey: HabitInput.Commands.add]
        return try decoder.decode(HabitChange.self, from: Data("{\"\(input.key)\": \(input.example)}".utf8))
    }

    /// A form body of these fields (an empty one is sent as "k=", as a browser sends an empty box;
    /// an unticked box is not sent, and reads the same).
    static func form(_ fields: [String: String]) -> FormBody {
        let text = fields.map { k, v in
            k + "=" + (v.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? v)
        }.joined(separator: "&")
        return FormBody(Array(text.utf8))
    }

    /// A JSON example as a person types it in the form: a list with commas, a flag as a ticked box.
    static func typed(_ example: String) throws -> String {
        if example == "true" || example == "false" { return example == "true" ? "on" : "" }
        let value = try JSONSerialization.jsonObject(with: Data(example.utf8), options: .fragmentsAllowed)
        if let list = value as? [String] { return list.joined(separator: ", ") }
        if let text = value as? String { return text }
        return "\(value)"
    }

    /// The input's value in `c`, said as a text to compare.
    static func said(_ input: HabitInput, _ c: HabitChange) -> String {
        switch input.slot {
        case .flag(let path): return "\(c[keyPath: path])"
        case .toggle(let path): return String(describing: c[keyPath: path])
        case .number(let path, _): return String(describing: c[keyPath: path])
        case .text(let path), .amount(let path), .names(let path): return String(describing: c[keyPath: path])
        case .texts(let path): return c[keyPath: path].joined(separator: ",")
        case .chart(let path): return String(describing: c[keyPath: path])
        case .habitText(let field): return String(describing: c.texts[field.name])
        }
    }
}

extension HabitInput {
    var isCheckbox: Bool {
        switch slot {
        case .flag, .toggle: return true
        default: return false
        }
    }
}
