import FoundationEssentials
import HabitCore

/// A custom colour that reads badly on a background (WCAG AA, spec 004): the warning add
/// and edit give, in habitctl and on the web's form. Palette colours are shaded to read
/// well on either background and never warn.
public enum ColorWarning {
    /// The warning for `color` on `background`, nil when it reads well or was not typed.
    public static func line(_ color: HabitColor, on background: Background) -> String? {
        guard case .hex = color, color.isHardToRead(on: background) else { return nil }
        let ratio = figure(color.contrast(on: background)), enough = figure(HabitColor.minimumContrast)
        switch background {
        case .dark:
            return tr("This colour may be hard to read (%1$s:1 on a dark background, %2$s:1 reads well): try a lighter shade", ratio, enough)
        case .light:
            return tr("This colour may be hard to read (%1$s:1 on a light background, %2$s:1 reads well): try a darker shade", ratio, enough)
        }
    }

    /// The warnings for a colour given to add or edit, on both backgrounds a page or an API
    /// client may show it on (the web form and the API say these; habitctl says its
    /// terminal's); none when no colour was given.
    public static func lines(_ color: HabitColor, given: Bool) -> [String] {
        given ? [Background.light, .dark].compactMap { line(color, on: $0) } : []
    }

    /// A contrast ratio as the user reads it: one decimal, the language's separator ("4,5").
    public static func figure(_ x: Double) -> String {
        x.fixed(1).replacing(".", with: MessageCatalog.current.decimalSeparator)
    }
}
