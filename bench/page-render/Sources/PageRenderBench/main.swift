import Foundation
import Mustache
import Plot

// The board page's body (habitd's BoardPage: sections, each habit's mark, name, words, its week
// as seven buttons, and an amount field) rendered three ways from the same data, each timed,
// and each given a hostile name to see what it escapes.

struct Day { let date: String; let cell: String; let words: String; let today: Bool; let future: Bool }
struct Entry { let id: Int; let name: String; let icon: String; let status: String; let statusText: String
               let progress: String; let streak: String; let days: [Day]; let unit: String? }
struct Section { let heading: String?; let habits: [Entry] }

func board(habits: Int, name: (Int) -> String) -> [Section] {
    let cells = ["done", "missed", "skipped", "partly", "due", "upcoming", "upcoming"]
    let entries = (0..<habits).map { i in
        Entry(id: i + 1, name: name(i), icon: "🏃", status: "due", statusText: "due today", progress: "3 / 5 this week",
              streak: i % 2 == 0 ? "12d" : "", days: (0..<7).map { d in
                  Day(date: "2026-11-\(23 + d)", cell: cells[(d + i) % 7], words: cells[(d + i) % 7], today: d == 4, future: d > 4)
              }, unit: i % 3 == 0 ? "km" : nil)
    }
    return [Section(heading: nil, habits: Array(entries.prefix(habits / 2))), Section(heading: "Health", habits: Array(entries.dropFirst(habits / 2)))]
}

// MARK: - By hand, as habitd does today

/// A copy of HabitWeb's `HTML.escape` (internal to habitd; this bench is a package of its own),
/// so that "by hand" costs what habitd's pages cost.
func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}

func byHand(_ sections: [Section]) -> String {
    var body = "<main id=\"board\">\n"
    for section in sections {
        body += "<section>"
        if let h = section.heading { body += "<h2>\(escape(h))</h2>" }
        for h in section.habits {
            body += "<div class=\"habit h\(h.id)\"><span class=\"mark\" aria-hidden=\"true\">\(escape(h.icon))</span>"
                + "<a class=\"name\" href=\"/habits/\(h.id)\">\(escape(h.name))</a>"
                + "<span class=\"words\"><span class=\"status \(h.status)\">\(escape(h.statusText))</span> · \(escape(h.progress))"
                + (h.streak.isEmpty ? "" : " · " + escape(h.streak)) + "</span>"
                + "<form class=\"week\" method=\"post\" action=\"/toggle\"><input type=\"hidden\" name=\"habit\" value=\"\(h.id)\">"
            for d in h.days {
                body += "<button name=\"date\" value=\"\(d.date)\" class=\"cell \(d.cell)\(d.today ? " today" : "")\""
                    + " aria-label=\"\(escape("\(h.name), \(d.date), \(d.words)"))\"\(d.future ? " disabled" : "")></button>"
            }
            body += "</form>"
            if let unit = h.unit {
                body += "<form class=\"quick\" method=\"post\" action=\"/log\"><input type=\"hidden\" name=\"habit\" value=\"\(h.id)\">"
                    + "<label class=\"hidden\" for=\"amount-\(h.id)\">\(escape("\(h.name): amount to add today (\(unit))"))</label>"
                    + "<input id=\"amount-\(h.id)\" name=\"value\" inputmode=\"decimal\" placeholder=\"\(escape(unit))\"><button>Add</button></form>"
            }
            body += "</div>\n"
        }
        body += "</section>\n"
    }
    return body + "</main>\n"
}

// MARK: - Mustache (escapes {{…}} by default)

let template = try! MustacheTemplate(string: """
<main id="board">
{{#sections}}<section>{{#heading}}<h2>{{heading}}</h2>{{/heading}}{{#habits}}<div class="habit h{{id}}"><span class="mark" aria-hidden="true">{{icon}}</span><a class="name" href="/habits/{{id}}">{{name}}</a><span class="words"><span class="status {{status}}">{{statusText}}</span> · {{progress}}{{#streak}} · {{streak}}{{/streak}}</span><form class="week" method="post" action="/toggle"><input type="hidden" name="habit" value="{{id}}">{{#days}}<button name="date" value="{{date}}" class="cell {{cell}}{{#today}} today{{/today}}" aria-label="{{label}}"{{#future}} disabled{{/future}}></button>{{/days}}</form>{{#unit}}<form class="quick" method="post" action="/log"><input type="hidden" name="habit" value="{{id}}"><label class="hidden" for="amount-{{id}}">{{amountLabel}}</label><input id="amount-{{id}}" name="value" inputmode="decimal" placeholder="{{unit}}"><button>Add</button></form>{{/unit}}</div>
{{/habits}}</section>
{{/sections}}</main>

""")

func mustache(_ sections: [Section]) -> String {
    // A logic-less template takes its words made beforehand: the view model is part of the cost.
    let model: [String: Any] = ["sections": sections.map { s -> [String: Any] in
        ["heading": s.heading as Any, "habits": s.habits.map { h -> [String: Any] in
            ["id": h.id, "name": h.name, "icon": h.icon, "status": h.status, "statusText": h.statusText, "progress": h.progress,
             "streak": h.streak.isEmpty ? false : h.streak as Any, "unit": h.unit.map { $0 as Any } ?? false,
             "amountLabel": "\(h.name): amount to add today (\(h.unit ?? ""))",
             "days": h.days.map { d -> [String: Any] in
                 ["date": d.date, "cell": d.cell, "today": d.today, "future": d.future, "label": "\(h.name), \(d.date), \(d.words)"]
             }]
        }]
    }]
    return template.render(model)
}

// MARK: - Plot (text nodes escaped; attribute values as given)

func plot(_ sections: [Section]) -> String {
    Node<HTML.BodyContext>.element(named: "main", nodes: [.id("board")] + sections.map { s in
        .element(named: "section", nodes: (s.heading.map { [Node<HTML.BodyContext>.h2(.text($0))] } ?? []) + s.habits.map { h in
            .div(.class("habit h\(h.id)"),
                 .span(.class("mark"), .attribute(named: "aria-hidden", value: "true"), .text(h.icon)),
                 .a(.class("name"), .href("/habits/\(h.id)"), .text(h.name)),
                 .span(.class("words"), .span(.class("status \(h.status)"), .text(h.statusText)),
                       .text(" · \(h.progress)" + (h.streak.isEmpty ? "" : " · " + h.streak))),
                 .form(.class("week"), .method(.post), .action("/toggle"),
                       .input(.type(.hidden), .name("habit"), .value("\(h.id)")),
                       .group(h.days.map { d in
                           .button(.attribute(named: "name", value: "date"), .attribute(named: "value", value: d.date),
                                   .class("cell \(d.cell)" + (d.today ? " today" : "")),
                                   .attribute(named: "aria-label", value: "\(h.name), \(d.date), \(d.words)"),
                                   .if(d.future, .attribute(named: "disabled")))
                       })),
                 .unwrap(h.unit) { unit in
                     .form(.class("quick"), .method(.post), .action("/log"),
                           .input(.type(.hidden), .name("habit"), .value("\(h.id)")),
                           .label(.class("hidden"), .for("amount-\(h.id)"), .text("\(h.name): amount to add today (\(unit))")),
                           .input(.id("amount-\(h.id)"), .name("value"), .attribute(named: "inputmode", value: "decimal"), .placeholder(unit)),
                           .button(.text("Add")))
                 })
        })
    }).render()
}

// MARK: - Timing

func microseconds(_ runs: Int, _ body: () -> String) -> Double {
    var sink = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<runs { sink &+= body().utf8.count }
    let ns = DispatchTime.now().uptimeNanoseconds - start
    precondition(sink > 0)
    return Double(ns) / Double(runs) / 1000
}

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

let hostile = #"Run" onfocus="alert(1)" x="<script>alert(2)</script> &lt;b&gt;"#
print("What each makes of a habit named: \(hostile)")
for (name, render) in [("by hand", byHand), ("mustache", mustache), ("plot", plot)] as [(String, ([Section]) -> String)] {
    let html = render(board(habits: 2, name: { _ in hostile }))
    let attribute = html.contains(#"onfocus="alert(1)""#), script = html.contains("<script>"), entity = html.contains("&lt;b&gt;") && !html.contains("&amp;lt;b")
    print("  \(name): attribute injected: \(attribute ? "YES" : "no"), <script> left: \(script ? "YES" : "no"), typed '&lt;' shown as '<': \(entity ? "YES" : "no")")
}

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 15
for habits in [8, 40] {
    let data = board(habits: habits, name: { "Habit \($0) & co" })
    let runs = habits == 8 ? 2000 : 400
    var times: [String: [Double]] = [:]
    // Paired: each round times all three, in turn, on the same data.
    for _ in 0..<rounds {
        times["by hand", default: []].append(microseconds(runs) { byHand(data) })
        times["mustache", default: []].append(microseconds(runs) { mustache(data) })
        times["plot", default: []].append(microseconds(runs) { plot(data) })
    }
    let hand = median(times["by hand"]!)
    print("board of \(habits) habits (\(byHand(data).utf8.count) bytes), median of \(rounds) rounds of \(runs) renders:")
    for name in ["by hand", "mustache", "plot"] {
        let m = median(times[name]!)
        print("  " + name.padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: " %8.1f µs  (%.1f× by hand)", m, m / hand))
    }
}
