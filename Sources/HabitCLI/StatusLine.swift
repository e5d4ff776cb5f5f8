import FoundationEssentials
import HabitCore
import HabitViews

/// One line of `habitctl status` in a bar's own format. Reminder times are on the user's
/// clock (the system zone).
struct StatusLine {
    let format: StatusFormat
    let zone: Zone
    let offsets: ZoneOffsets

    /// The colours i3blocks and polybar get (waybar styles its classes in CSS).
    static let doneColor = "#57ab5a"
    static let overdueColor = "#e5534b"

    func render(_ status: TodayStatus) -> String {
        let text = "\(status.done)/\(status.due)"
        let mood = status.mood.rawValue
        switch format {
        case .text:
            return text
        case .waybar:
            // waybar reads text and tooltip as Pango markup.
            let percentage = status.due == 0 ? 100 : status.done * 100 / status.due
            return JSONLiteral.object([("text", JSONLiteral.string(text)), ("tooltip", JSONLiteral.string(Self.markup(tooltip(status)))),
                                    ("class", JSONLiteral.string(mood)), ("alt", JSONLiteral.string(mood)),
                                    ("percentage", "\(percentage)")])
        case .i3blocks:
            // Raw output with Pango markup (the block sets markup=pango): what i3blocks 1.4,
            // Debian 12's, reads both per interval and with interval=persist, where each line
            // becomes the full text; JSON blocks arrived only in 1.5.
            return color(status.mood).map { "<span foreground=\"\($0)\">\(text)</span>" } ?? text
        case .polybar:
            return color(status.mood).map { "%{F\($0)}\(text)%{F-}" } ?? text
        }
    }

    private func color(_ mood: TodayStatus.Mood) -> String? {
        switch mood {
        case .done: return Self.doneColor
        case .overdue: return Self.overdueColor
        case .pending: return nil
        }
    }

    /// "3 of 5 done today", then a line per habit still due: "Read — reminded 09:00",
    /// "Water — 2 more · next 14:00", "Walk".
    func tooltip(_ status: TodayStatus) -> String {
        if status.due == 0 { return tr("Nothing due today") }
        if status.open.isEmpty { return tr("All %s done today", status.due) }
        var lines = [tr("%s of %s done today", status.done, status.due)]
        for open in status.open {
            var details: [String] = []
            if let progress = ProgressText.detail(open.status, open.habit) { details.append(progress) }
            if let at = open.reminded { details.append(tr("reminded %s", wallTime(at))) }
            if let at = open.next { details.append(tr("next %s", wallTime(at))) }
            lines.append(open.habit.name + (details.isEmpty ? "" : " — " + details.joined(separator: " · ")))
        }
        return lines.joined(separator: "\n")
    }

    private func wallTime(_ instant: Date) -> String {
        WallTime(minuteOfDay: ZoneResolver.local(instant, in: zone, offsets: offsets).secondOfDay / 60).description
    }

    /// Pango markup's three special characters, escaped.
    static func markup(_ text: String) -> String {
        text.markupEscaped()
    }
}
