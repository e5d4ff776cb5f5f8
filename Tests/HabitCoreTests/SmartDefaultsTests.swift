import Foundation
import Testing
@testable import HabitCore

/// Spec 004 §5.3's suggestions from a habit's name, its colour names and its contrast rule.
@Suite struct SmartDefaultsTests {
    @Test func theSpecsFiveNames() throws {
        let read = try #require(SmartDefaults.suggestion(for: "Read", units: .metric))
        #expect(read.icon == "📚" && read.goal?.unit == .pages && read.color == .palette("indigo"))
        let run = try #require(SmartDefaults.suggestion(for: "Run", units: .metric))
        #expect(run.icon == "🏃" && run.goal?.unit == .minutes && run.color == .palette("lime"))
        let water = try #require(SmartDefaults.suggestion(for: "Water", units: .metric))
        #expect(water.icon == "💧" && water.goal?.unit == .count && water.color == .palette("teal"))
        let meditate = try #require(SmartDefaults.suggestion(for: "Meditate", units: .metric))
        #expect(meditate.icon == "🧘" && meditate.goal?.unit == .minutes && meditate.color == .palette("purple"))
        let sugar = try #require(SmartDefaults.suggestion(for: "No sugar", units: .metric))
        #expect(sugar.kind == .quit && sugar.goal == nil && sugar.color == .palette("coral") && sugar.icon == nil)
    }

    /// Case and accents do not matter; words must be whole; the spec's words beat a preset of
    /// the same name ("Run" the preset is 5 km), a preset's whole name beats a word inside it.
    @Test func matching() throws {
        #expect(SmartDefaults.suggestion(for: "MÉDITATE", units: .metric)?.source == "meditate")
        #expect(SmartDefaults.suggestion(for: "Morning run", units: .metric)?.source == "run")
        #expect(SmartDefaults.suggestion(for: "Read before bed", units: .metric)?.source == "read")
        #expect(SmartDefaults.suggestion(for: "Sugar-free day", units: .metric)?.kind == .quit)
        for name in ["Bread baking", "Runner's diary", "Piano", "Watering can", "日本語の勉強", ""] {
            #expect(SmartDefaults.suggestion(for: name, units: .metric) == nil, "\(name)")
        }
        let drink = try #require(SmartDefaults.suggestion(for: "drink WATER", units: .metric))
        #expect(drink.source == "the preset Drink water" && drink.goal == Goal(value: 8, unit: .cups) && drink.category == "Health")
        let walk = try #require(SmartDefaults.suggestion(for: "Walk", units: .imperial))
        #expect(walk.goal == Goal(value: 2, unit: .miles) && walk.icon == "🚶")
    }

    /// Common colour names stand for the palette colour nearest in hue; the palette's own
    /// names still win.
    @Test func colourNames() throws {
        let expected = ["red": "coral", "orange": "amber", "yellow": "amber", "green": "lime", "cyan": "teal",
                        "blue": "indigo", "violet": "purple", "magenta": "purple", "Purple": "purple", "PINK": "pink"]
        for (name, palette) in expected { #expect(try HabitColor.parse(name) == .palette(palette), "\(name)") }
        #expect(throws: HabitError.invalidColor("mauve")) { try HabitColor.parse("mauve") }
    }

    /// WCAG AA against spec 004's dark background: every palette colour passes, dark custom
    /// colours do not. Figures checked against WCAG's formula by hand: white on black is 21:1.
    @Test func contrast() throws {
        #expect(abs(HabitColor.hex("#FFFFFF").contrast(against: .hex("#000000")) - 21) < 1e-9)
        for (name, _) in Palette.colors {
            let ratio = HabitColor.palette(name).contrast(against: HabitColor.darkBackground)
            #expect(ratio >= HabitColor.minimumContrast, "\(name): \(ratio)")
        }
        #expect(HabitColor.hex("#333366").contrast(against: HabitColor.darkBackground) < HabitColor.minimumContrast)
        #expect(HabitColor.hex("#FFFF00").contrast(against: HabitColor.darkBackground) > 10)
    }
}

/// Spec 002 FR-7's conversions: what edit --unit converts a goal and its history with.
@Suite struct UnitConversionTests {
    @Test func factors() throws {
        #expect(try #require(UnitConversion.factor(from: .km, to: .miles, system: .metric)) == 1000 / 1609.344)
        #expect(try #require(UnitConversion.factor(from: .lb, to: .kg, system: .us)) == 453.59237 / 1000)
        #expect(UnitConversion.factor(from: .litres, to: .cups, system: .us) == 1 / 0.2365882365)
        #expect(UnitConversion.factor(from: .litres, to: .cups, system: .imperial) == 1 / 0.284130625)
        #expect(UnitConversion.factor(from: .litres, to: .cups, system: .metric) == 4)
        #expect(UnitConversion.factor(from: .km, to: .kg, system: .metric) == nil)
        #expect(UnitConversion.factor(from: .minutes, to: .hours, system: .metric) == nil)
        #expect(UnitConversion.factor(from: .pages, to: .pages, system: .metric) == 1)
        #expect(UnitConversion.factor(from: .litres, to: .ml, system: .metric) == 1000)
        // A US cup is 8 US fluid ounces; an imperial cup is 10 imperial ones.
        #expect(abs(try #require(UnitConversion.factor(from: .cups, to: .flOz, system: .us)) - 8) < 1e-9)
        #expect(abs(try #require(UnitConversion.factor(from: .cups, to: .flOz, system: .imperial)) - 10) < 1e-9)
        #expect(abs(try #require(UnitConversion.factor(from: .flOz, to: .ml, system: .metric)) - 29.5735295625) < 1e-9)
        #expect(UnitConversion.factor(from: .ml, to: .kg, system: .metric) == nil)
    }

    @Test func volumeUnitsParse() throws {
        #expect(try GoalUnit.parse("ml") == .ml && GoalUnit.ml.displayName(for: 1) == "ml")
        #expect(try GoalUnit.parse("Millilitres") == .ml)
        #expect(try GoalUnit.parse("fl oz") == .flOz && GoalUnit.flOz.name == "fl oz")
        #expect(try GoalUnit.parse("fluid ounces") == .flOz)
        #expect(Goal(value: 16, unit: .flOz).summary == "16 fl oz")
        // An ounce alone could be a weight: it stays the user's own word.
        #expect(try GoalUnit.parse("oz") == .custom("oz"))
    }
}
