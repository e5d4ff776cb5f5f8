import HabitdProgram

HabitdMain.run()
