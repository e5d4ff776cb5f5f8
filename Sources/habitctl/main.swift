import HabitCLI

HabitCtlMain.run()
