import HabitCLI
import HabitdProgram

// The packaged program (issue 45): one file, installed as habitctl with habitd a link to it;
// the name it is run by decides which it is, as busybox's applets. ICU's data, the Swift
// runtime, Foundation and GRDB are then on the disk once instead of twice. Run by any other
// name it is habitctl.
let path = CommandLine.arguments.first ?? ""
let invokedAs = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
if invokedAs == "habitd" { HabitdMain.run() }
HabitCtlMain.run()
