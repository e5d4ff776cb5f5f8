import CLibnotify
import Dispatch
import FoundationEssentials
import Posix
import HabitControl
import HabitDaemon

/// Desktop notifications through libnotify. After `start()`, a thread of its own runs the GLib main loop
/// (libnotify delivers action and close signals only while one runs), and every libnotify
/// call is made on that thread: the public methods hand their work to it and wait.
///
/// `@unchecked Sendable`: the mutable state below is touched only on the GLib thread.
public final class LibnotifyNotifier: Notifier, @unchecked Sendable {
    /// A button was pressed. Called on the GLib thread: hop to your own queue.
    public var onAction: (@Sendable (NotificationHandle, NotificationAction) -> Void)?
    /// The server closed a notification (the user dismissed it, it expired, or we closed it).
    public var onClosed: (@Sendable (NotificationHandle) -> Void)?
    /// The notification server left the bus (it died or restarted): what it showed is gone.
    public var onServerVanished: (@Sendable () -> Void)?
    /// A notification server took the bus name.
    public var onServerAppeared: (@Sendable () -> Void)?
    /// The session bus went away, or came back (true).
    public var onBus: (@Sendable (Bool) -> Void)?

    // GLib-thread state.
    private var notes: [UInt32: OpaquePointer] = [:]
    private var ids: [OpaquePointer: UInt32] = [:]
    private var nextID: UInt32 = 1
    private var cachedCapabilities: [String]?
    /// GIO's shared session bus connection (libnotify's too), and the watch on the server's name.
    private var connection: OpaquePointer?
    private var watchID: guint = 0

    private let appName: String

    /// Loads libnotify (CLibnotify.h says why it is not linked); throws the loader's words
    /// when it cannot. Set the `on…` handlers, then `start()`.
    public init(appName: String = "habitd") throws {
        if let failure = habitd_libnotify_load() {
            throw NotifierError.failed("cannot load libnotify: " + String(cString: failure))
        }
        self.appName = appName
    }

    /// Starts the GLib thread; returns once it owns the main context.
    public func start() {
        let appName = self.appName
        let ready = DispatchSemaphore(value: 0)
        Threads.start(named: "habitd-glib") {
            // Own the default context before anyone invokes on it, so that work handed over
            // by other threads always runs here rather than in the caller.
            _ = g_main_context_acquire(nil)
            if !self.connect() {
                _ = notify_init(appName)
                self.reconnectLater()
            }
            ready.signal()
            g_main_loop_run(g_main_loop_new(nil, 0))
        }
        ready.wait()
    }

    // MARK: - Notifier

    /// Asked of the server once, and again after it leaves the bus or a show fails.
    public var supportsActions: Bool {
        (try? onLoop { [self] in
            if cachedCapabilities == nil { cachedCapabilities = Self.capabilities() }
            return cachedCapabilities?.contains("actions") ?? false
        }) ?? false
    }

    public func server() -> NotificationServer? {
        (try? onLoop { () -> NotificationServer? in
            var name: UnsafeMutablePointer<CChar>?, vendor: UnsafeMutablePointer<CChar>?
            var version: UnsafeMutablePointer<CChar>?, spec: UnsafeMutablePointer<CChar>?
            guard notify_get_server_info(&name, &vendor, &version, &spec) != 0 else { return nil }
            defer { for p in [name, vendor, version, spec] { g_free(UnsafeMutableRawPointer(p)) } }
            func text(_ p: UnsafeMutablePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }
            return NotificationServer(name: text(name), vendor: text(vendor), version: text(version),
                                      specVersion: text(spec), capabilities: Self.capabilities())
        }) ?? nil
    }

    /// The summary goes out as typed; the body is escaped only for a server that parses markup.
    public func show(_ n: ReminderNotification) throws -> NotificationHandle {
        try onLoop { [self] () throws -> NotificationHandle in
            if cachedCapabilities == nil { cachedCapabilities = Self.capabilities() }
            let body = NotificationMarkup.body(n.body, capabilities: cachedCapabilities ?? [])
            let note: OpaquePointer, id: UInt32
            if let old = n.replaces, let existing = notes[old.id] {
                (note, id) = (existing, old.id)
                _ = notify_notification_update(note, n.summary, body, n.icon)
                notify_notification_clear_actions(note)
            } else {
                guard let made = notify_notification_new(n.summary, body, n.icon) else { throw NotifierError.failed("notify_notification_new") }
                (note, id) = (made, nextID)
                nextID &+= 1
                let me = Unmanaged.passUnretained(self).toOpaque()
                let closed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { note, me in
                    guard let note, let me else { return }
                    Unmanaged<LibnotifyNotifier>.fromOpaque(me).takeUnretainedValue().closed(note)
                }
                _ = g_signal_connect_data(UnsafeMutableRawPointer(note), "closed", unsafeBitCast(closed, to: GCallback.self),
                                          me, nil, GConnectFlags(0))
            }
            notify_notification_set_app_name(note, appName)
            // Names the installed habitd.desktop, so GNOME and KDE group habitd's notifications
            // and list it in their notification settings.
            notify_notification_set_hint(note, "desktop-entry", g_variant_new_string(appName))
            notify_notification_set_category(note, "reminder")
            // The freedesktop sound hints: the theme sound asked for, or silence.
            if let sound = n.sound {
                notify_notification_set_hint(note, "sound-name", g_variant_new_string(sound))
            } else {
                notify_notification_set_hint(note, "suppress-sound", g_variant_new_boolean(1))
            }
            notify_notification_set_timeout(note, n.timeout)
            // A plain click is the default action (see NotificationAction.defaultKey).
            let keys = n.actions.map { ($0.rawValue, $0.label) }
                + (n.actions.contains(NotificationAction.byDefault) ? [(NotificationAction.defaultKey, NotificationAction.byDefault.label)] : [])
            for (key, label) in keys {
                notify_notification_add_action(note, key, label, { note, action, me in
                    guard let note, let action, let me else { return }
                    Unmanaged<LibnotifyNotifier>.fromOpaque(me).takeUnretainedValue().invoked(note, String(cString: action))
                }, Unmanaged.passUnretained(self).toOpaque(), nil)
            }
            var error: OpaquePointer?
            guard notify_notification_show(note, &error) != 0 else {
                let message = String(cString: habitd_gerror_message(error))
                if error != nil { g_error_free(error) }
                if notes[id] == nil { g_object_unref(UnsafeMutableRawPointer(note)) }
                cachedCapabilities = nil
                throw NotifierError.failed(message)
            }
            notes[id] = note
            ids[note] = id
            return NotificationHandle(id: id)
        }
    }

    public func close(_ handle: NotificationHandle) {
        try? onLoop { [self] in
            guard let note = notes[handle.id] else { return }
            var error: OpaquePointer?
            if notify_notification_close(note, &error) == 0, error != nil { g_error_free(error) }
            // The server answers with NotificationClosed; `closed` forgets it then. If the server
            // is gone it never will, so forget it now as well.
            forget(note)
        }
    }

    // MARK: - GLib thread

    /// Connects to the session bus and follows who owns org.freedesktop.Notifications. GIO
    /// would end the process when the bus goes (`exit-on-close`, a SIGTERM habitd obeys);
    /// instead habitd keeps planning and connects again when a bus is back at the address.
    /// When the server's owner goes, every notification object is dropped: a new server
    /// numbers its notifications afresh, and a stale object would take another
    /// notification's button presses for its own.
    private func connect() -> Bool {
        var error: OpaquePointer?
        guard let bus = g_bus_get_sync(GBusType(2), nil, &error) else {
            if error != nil { g_error_free(error) }
            return false
        }
        if g_dbus_connection_is_closed(bus) != 0 {
            g_object_unref(UnsafeMutableRawPointer(bus))
            return false
        }
        g_dbus_connection_set_exit_on_close(bus, 0)
        connection = bus
        _ = notify_init(appName)
        let me = Unmanaged.passUnretained(self).toOpaque()
        let closed: @convention(c) (OpaquePointer?, gboolean, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _, me in
            guard let me else { return }
            Unmanaged<LibnotifyNotifier>.fromOpaque(me).takeUnretainedValue().busClosed()
        }
        _ = g_signal_connect_data(UnsafeMutableRawPointer(bus), "closed", unsafeBitCast(closed, to: GCallback.self), me, nil, GConnectFlags(0))
        watchID = g_bus_watch_name_on_connection(bus, "org.freedesktop.Notifications", GBusNameWatcherFlags(0), { _, _, _, me in
            guard let me else { return }
            let notifier = Unmanaged<LibnotifyNotifier>.fromOpaque(me).takeUnretainedValue()
            notifier.cachedCapabilities = nil
            notifier.onServerAppeared?()
        }, { _, _, me in
            guard let me else { return }
            Unmanaged<LibnotifyNotifier>.fromOpaque(me).takeUnretainedValue().serverGone()
        }, me, nil)
        return true
    }

    private func serverGone() {
        for note in Array(ids.keys) { forget(note) }
        cachedCapabilities = nil
        onServerVanished?()
    }

    /// The bus closed: forget it, and libnotify's proxy on it, and try again every 2 s.
    private func busClosed() {
        guard let bus = connection else { return }
        if watchID != 0 { g_bus_unwatch_name(watchID) }
        watchID = 0
        connection = nil
        serverGone()
        notify_uninit()
        g_object_unref(UnsafeMutableRawPointer(bus))
        onBus?(false)
        reconnectLater()
    }

    private func reconnectLater() {
        _ = g_timeout_add_seconds(2, { me in
            let notifier = Unmanaged<LibnotifyNotifier>.fromOpaque(me!).takeUnretainedValue()
            guard notifier.connect() else { return 1 }   // G_SOURCE_CONTINUE
            notifier.onBus?(true)
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    private func invoked(_ note: OpaquePointer, _ action: String) {
        guard let id = ids[note], let action = NotificationAction(key: action) else { return }
        onAction?(NotificationHandle(id: id), action)
    }

    private func closed(_ note: OpaquePointer) {
        guard let id = ids[note] else { return }
        forget(note)
        onClosed?(NotificationHandle(id: id))
    }

    private func forget(_ note: OpaquePointer) {
        guard let id = ids.removeValue(forKey: note) else { return }
        notes[id] = nil
        g_object_unref(UnsafeMutableRawPointer(note))
    }

    private static func capabilities() -> [String] {
        guard let list = notify_get_server_caps() else { return [] }
        defer { g_list_free_full(list, g_free) }
        return (0..<g_list_length(list)).compactMap { i in g_list_nth_data(list, i).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } }
    }

    static let callTimeoutSeconds = 5

    /// Runs `body` on the GLib thread and waits for it (at most `callTimeoutSeconds`).
    private func onLoop<T>(_ body: @escaping () throws -> T) throws -> T {
        var result: Result<T, Error>?
        let job = Job { result = Result { try body() } }
        g_main_context_invoke(nil, { job in
            Unmanaged<Job>.fromOpaque(job!).takeRetainedValue().run()
            return 0   // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(job).toOpaque())
        // A notification server that does not answer must not stall the engine: give up on
        // waiting (the call itself still completes, or fails, on the GLib thread).
        guard job.done.wait(timeout: .now() + .seconds(Self.callTimeoutSeconds)) == .success else {
            throw NotifierError.failed("the notification server did not answer within \(Self.callTimeoutSeconds) s")
        }
        return try result!.get()
    }
}

/// Work handed to the GLib thread; `done` is signalled once it has run.
private final class Job: @unchecked Sendable {
    let work: () -> Void
    let done = DispatchSemaphore(value: 0)
    init(_ work: @escaping () -> Void) { self.work = work }
    func run() {
        work()
        done.signal()
    }
}

public enum NotifierError: Error, CustomStringConvertible {
    case failed(String)
    public var description: String {
        switch self { case .failed(let m): return m }
    }
}
