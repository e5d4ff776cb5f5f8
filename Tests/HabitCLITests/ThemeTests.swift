import Foundation
import Testing
@testable import HabitCore

/// `config set theme dark | light | auto` (issue 29 part 5, seed 003's light terminals): the
/// colours, the contrast warning, `show` and the SVG follow the background; auto asks the
/// terminal, then COLORFGBG, then takes dark.
@Suite struct ThemeTests {
    @Test func everyPaletteColourIsShadedToReadOnALightBackground() {
        for entry in Palette.colors {
            let c = HabitColor.palette(entry.name)
            #expect(c.shown(on: .dark) == c, "the palette is made for dark")
            #expect(c.contrast(on: .light) >= 4.5 && c.contrast(on: .light) < 5.5, "\(entry.name): \(c.shown(on: .light).hex)")
            #expect(c.shown(on: .light).hue.rounded() == c.hue.rounded(), "\(entry.name) keeps its hue")
        }
        let own = HabitColor.hex("#EEEE22")
        #expect(own.shown(on: .light) == own && own.isHardToRead(on: .light) && !own.isHardToRead(on: .dark))
    }

    @Test func theTerminalsAnswersAreRead() {
        #expect(Background.of(osc11: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == .light)
        #expect(Background.of(osc11: "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}") == .dark)
        #expect(Background.of(osc11: "\u{1B}]11;rgb:fd/f6/e3\u{07}") == .light, "Solarized light, two digits a channel")
        #expect(Background.of(osc11: "\u{1B}]11;rgb:0/2/3\u{07}") == .dark)
        for bad in ["", "\u{1B}[?62;22c", "rgb:ff/ff", "rgb:fffff/0/0", "rgb:xx/yy/zz"] { #expect(Background.of(osc11: bad) == nil, "\(bad)") }
        #expect(Background.of(colorfgbg: "15;0") == .dark && Background.of(colorfgbg: "0;15") == .light)
        #expect(Background.of(colorfgbg: "0;default;7") == .light && Background.of(colorfgbg: "7;8") == .dark)
        #expect(Background.of(colorfgbg: "default") == nil && Background.of(colorfgbg: "0;99") == nil)
    }

    @Test func aLightThemeWarnsOfPaleColoursAndShowMarksThem() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("config", "set", "theme", "light").stdout == "theme = light\n")
        let added = cli.ok("add", "Lemon", "--plain", "--color", "#EEEE22")
        #expect(added.stderr == "habitctl: warning: This colour may be hard to read (1.2:1 on a light background, 4.5:1 reads well): try a darker shade\n")
        #expect(cli.ok("show", "Lemon").stdout.contains("Colour     #EEEE22  (hard to read on a light background: 1.2:1)\n"))
        cli.ok("done", "Lemon")
        let svg = cli.dir + "/lemon.svg"
        cli.ok("stats", "Lemon", "--svg", svg)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.contains("<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>") && picture.contains("fill=\"#1A1A1A\" font-size=\"22\">Lemon"))

        cli.ok("config", "set", "theme", "dark")
        #expect(!cli.ok("show", "Lemon").stdout.contains("hard to read"))
        #expect(cli.ok("edit", "Lemon", "--color", "#222288").stderr
                == "habitctl: warning: This colour may be hard to read (1.4:1 on a dark background, 4.5:1 reads well): try a lighter shade\n")
        cli.ok("stats", "Lemon", "--svg", svg)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("fill=\"#1A1A1A\"/>"))

        // A palette colour in the SVG of a light theme is the shade that reads there.
        cli.ok("config", "set", "theme", "light")
        cli.ok("add", "Run", "--plain", "--color", "lime", "--start", "2026-11-16")
        cli.ok("done", "Run")
        cli.ok("stats", "Run", "--svg", svg)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("fill=\"\(HabitColor.palette("lime").shown(on: .light).hex)\""))
    }

    @Test func aBadThemeIsOneLineAndStoresNothing() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Run", "--plain")
        let before = cli.fingerprint()
        let r = cli.run(["config", "set", "theme", "solarized"])
        #expect(r.status != 0 && r.stderrLines == ["habitctl: Invalid value 'solarized' for theme: expected dark, light or auto"] && cli.fingerprint() == before)
    }

    /// The board as a colour terminal shows it: the lime of "Run" in the escape code.
    func limeCode(_ background: Background) -> String {
        let (r, g, b) = HabitColor.palette("lime").shown(on: background).rgb
        return "\u{1B}[38;2;\(r);\(g);\(b)m"
    }

    func board(_ cli: CLI, answers: [(query: String, reply: String)]) throws -> String {
        let pty = try Pty(cli, ["list"], colour: true, answers: answers)
        defer { pty.close() }
        #expect(pty.exitStatus() == 0)
        pty.terminate()
        return pty.screen
    }

    @Test func autoAsksTheTerminalThenColorfgbg() throws {
        var cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Run", "--plain", "--color", "lime")
        let osc11 = "\u{1B}]11;?", da1 = "\u{1B}[c"
        let white = try board(cli, answers: [(osc11, "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")])
        #expect(white.contains(limeCode(.light)) && white.contains(osc11 + "\u{1B}\\" + da1), "\(white.debugDescription)")
        let black = try board(cli, answers: [(osc11, "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c")])
        #expect(black.contains(limeCode(.dark)))
        // A terminal that knows no OSC 11 answers DA1 alone: then COLORFGBG says.
        cli.extraEnvironment["COLORFGBG"] = "0;15"
        #expect(try board(cli, answers: [(da1, "\u{1B}[?1;2c")]).contains(limeCode(.light)))
        cli.extraEnvironment["COLORFGBG"] = nil
        #expect(try board(cli, answers: [(da1, "\u{1B}[?1;2c")]).contains(limeCode(.dark)))
        // An explicit theme asks nothing.
        cli.ok("config", "set", "theme", "light")
        let fixed = try board(cli, answers: [])
        #expect(fixed.contains(limeCode(.light)) && !fixed.contains(osc11))
    }
}
