import HabitCore
import ArgumentParser
import FoundationEssentials
import HabitLocale
import Posix

/// `habitctl`: create, track and review habits. With no subcommand it shows the board.
public struct HabitCtl: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "habitctl",
        abstract: tr("Create, track and review habits; habitd reminds you of them."),
        discussion: tr("With no subcommand, habitctl shows the board: one line per habit with this week's\nprogress and what is still due today.\n\nThe database is --db PATH, else $HABITD_DB, else $XDG_DATA_HOME/habitd/habits.sqlite.\nSet NO_COLOR to turn colour off."),
        version: HabitCtl.version,
        subcommands: [
            Board.self, Add.self, Edit.self, Remove.self, Archive.self, Unarchive.self, Pin.self, Unpin.self, MoveCommand.self,
            Done.self, Undo.self, Toggle.self, Fail.self, Ask.self, Slip.self, SkipDay.self, Unskip.self, PauseCommand.self, ResumeCommand.self, List.self, Show.self, Next.self, History.self,
            Stats.self, Status.self, SnoozeCommand.self, CategoryCommand.self, Presets.self, Config.self, Export.self, Import.self, DaemonCommand.self,
            Doctor.self, SyncCommand.self, Merge.self, BackupCommand.self, WebCommand.self,
        ],
        defaultSubcommand: Board.self)

    public static let version = "0.1.0"

    @Option(name: .long, help: ArgumentHelp(tr("Database file."), valueName: "path"))
    var db: String?

    public init() {}
}

/// The entry point: parses, runs, and turns every failure into one line on stderr.
public enum HabitCtlMain {
    public static func run(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        LocaleSetup.start(environment: ProcessEnvironment.atStart)
        do {
            if let board = QuickParse.board(arguments) {
                try board.print(try Context.open(dbPath: nil))
            } else {
                var command = try HabitCtl.parseAsRoot(arguments)
                try command.run()
            }
            CommandSync.publish()
            OpenedStores.closeAll()
            Processes.exit(0)
        } catch {
            CommandSync.publish()
            OpenedStores.closeAll()
            let code = HabitCtl.exitCode(for: error)
            if code == .success {
                // --help, --version and the like.
                print(ParserText.help(HabitCtl.fullMessage(for: error)))
                Processes.exit(0)
            }
            Output.error(ErrorText.line(for: DamagedStore.named(error, arguments: arguments)))
            Processes.exit(code == .failure ? 1 : code.rawValue)
        }
    }
}
