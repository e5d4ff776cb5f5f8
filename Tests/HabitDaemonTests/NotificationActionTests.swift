import Testing
@testable import HabitDaemon

/// The keys a notification server sends back in ActionInvoked.
@Suite struct NotificationActionTests {
    @Test func aPlainClickIsMarkDone() {
        #expect(NotificationAction(key: "default") == .markDone)
    }

    @Test func eachButtonIsItsOwnKey() {
        #expect(NotificationAction(key: "done") == .markDone)
        #expect(NotificationAction(key: "snooze") == .snooze)
        #expect(NotificationAction(key: "skip") == .skipToday)
        #expect(NotificationAction(key: "Done") == nil)
        #expect(NotificationAction(key: "") == nil)
    }
}
