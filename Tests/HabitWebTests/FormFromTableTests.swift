import HabitCore
import HabitWrites
import Testing
@testable import HabitWeb

/// The add and edit forms offer every input the table gives a form label (issue 42 part 1),
/// with the table's words, and a number in the range the checks take.
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
}
