import HabitControl
import HabitCore

/// A notification the server gave us, to replace or close later.
public struct NotificationHandle: Hashable, Sendable {
    public let id: UInt32
    public init(id: UInt32) { self.id = id }
}

/// The buttons of a reminder notification.
public enum NotificationAction: String, Sendable, CaseIterable {
    case markDone = "done"
    case snooze
    case skipToday = "skip"

    /// The freedesktop spec's key for a plain click on the notification's body (mako's left
    /// click, GNOME's banner): Mark done, the reminder's one job (undone with `habitctl undo`).
    public static let defaultKey = "default"
    public static let byDefault = NotificationAction.markDone

    /// The action a server's ActionInvoked key names: one of ours, or `default`.
    public init?(key: String) {
        if key == Self.defaultKey { self = Self.byDefault } else { self.init(rawValue: key) }
    }

    public var label: String {
        switch self {
        case .markDone: return tr("Mark done")
        case .snooze: return tr("Snooze")
        case .skipToday: return tr("Skip today")
        }
    }
}

/// What a reminder shows, in plain text: the notifier escapes the body for servers that parse
/// markup (`NotificationMarkup`), never the summary.
public struct ReminderNotification: Sendable, Equatable {
    public let habitID: Int64
    public let date: CivilDate
    public let reminders: [WallTime]
    public let summary: String
    public let body: String
    public let actions: [NotificationAction]
    /// The habit's notification still showing, which this one replaces instead of stacking.
    public let replaces: NotificationHandle?
    /// Milliseconds on screen: 0 until acted on, -1 the server's default.
    public var timeout: Int32 = 0
    /// An icon name from the icon theme (the installed `habitd`), or an absolute path.
    public var icon: String = NotificationIcon.standard
    /// The `sound-name` hint (a freedesktop sound theme name); nil: `suppress-sound`.
    public var sound: String? = Settings.defaultSound
}

public enum NotificationIcon {
    /// The icon `make install` puts in the hicolor theme.
    public static let standard = "habitd"
}

/// The desktop's notification server, as the engine sees it. The libnotify implementation
/// lives in HabitNotify; tests record.
public protocol Notifier: AnyObject {
    /// Shows (or replaces) a notification; throws when no notification server answered.
    func show(_ notification: ReminderNotification) throws -> NotificationHandle
    func close(_ handle: NotificationHandle)
    /// Whether the server has the freedesktop `actions` capability.
    var supportsActions: Bool { get }
    /// Who is serving notifications now; nil when nobody answers.
    func server() -> NotificationServer?
}
