/*
 * The part of libnotify 0.7/0.8 and GLib that habitd uses, declared here rather than
 * through pkg-config: glib's .pc file carries -pthread, which SwiftPM refuses with a
 * "prohibited flag(s)" warning on every build. These prototypes are the libraries'
 * stable public ABI; scripts/check-shim.sh compiles this header together with the real
 * <libnotify/notify.h>, so a mismatch fails the test command.
 */
#ifndef HABITD_CLIBNOTIFY_SHIM_H
#define HABITD_CLIBNOTIFY_SHIM_H

typedef int gboolean;
typedef int gint;
typedef unsigned int guint;
typedef unsigned long gulong;
typedef char gchar;
typedef void *gpointer;
typedef gboolean (*GSourceFunc)(gpointer user_data);
typedef void (*GFreeFunc)(gpointer data);
typedef void (*GCallback)(void);
typedef struct _GClosure GClosure;
typedef void (*GClosureNotify)(gpointer data, GClosure *closure);
typedef struct _GList GList;
typedef struct _GError GError;
typedef struct _GMainContext GMainContext;
typedef struct _GMainLoop GMainLoop;
typedef struct _NotifyNotification NotifyNotification;
typedef struct _GVariant GVariant;
#ifndef __G_SIGNAL_H__
typedef enum { HABITD_G_CONNECT_DEFAULT = 0 } GConnectFlags;
#endif
#ifndef __GIO_ENUMS_H__
typedef enum { HABITD_G_BUS_TYPE_SESSION = 2 } GBusType;
typedef enum { HABITD_G_BUS_NAME_WATCHER_FLAGS_NONE = 0 } GBusNameWatcherFlags;
#endif
typedef void (*GDestroyNotify)(gpointer data);
typedef struct _GDBusConnection GDBusConnection;
typedef void (*GBusNameAppearedCallback)(GDBusConnection *connection, const gchar *name, const gchar *name_owner,
                                         gpointer user_data);
typedef void (*GBusNameVanishedCallback)(GDBusConnection *connection, const gchar *name, gpointer user_data);
typedef void (*NotifyActionCallback)(NotifyNotification *notification, char *action, gpointer user_data);

/* GLib */
GMainLoop *g_main_loop_new(GMainContext *context, gboolean is_running);
void g_main_loop_run(GMainLoop *loop);
void g_main_loop_quit(GMainLoop *loop);
gboolean g_main_context_acquire(GMainContext *context);
void g_main_context_invoke(GMainContext *context, GSourceFunc function, gpointer data);
guint g_list_length(GList *list);
gpointer g_list_nth_data(GList *list, guint n);
void g_list_free_full(GList *list, GFreeFunc free_func);
void g_free(gpointer mem);
void g_error_free(GError *error);
void g_object_unref(gpointer object);
GVariant *g_variant_new_string(const gchar *string);
GVariant *g_variant_new_boolean(gboolean value);
gulong g_signal_connect_data(gpointer instance, const gchar *detailed_signal, GCallback c_handler,
                             gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags);
guint g_bus_watch_name(GBusType bus_type, const gchar *name, GBusNameWatcherFlags flags,
                       GBusNameAppearedCallback name_appeared_handler, GBusNameVanishedCallback name_vanished_handler,
                       gpointer user_data, GDestroyNotify user_data_free_func);

/* The session bus connection (libnotify's is GIO's shared one): kept through a bus restart. */
typedef struct _GCancellable GCancellable;
GDBusConnection *g_bus_get_sync(GBusType bus_type, GCancellable *cancellable, GError **error);
void g_dbus_connection_set_exit_on_close(GDBusConnection *connection, gboolean exit_on_close);
gboolean g_dbus_connection_is_closed(GDBusConnection *connection);
guint g_bus_watch_name_on_connection(GDBusConnection *connection, const gchar *name, GBusNameWatcherFlags flags,
                                     GBusNameAppearedCallback name_appeared_handler,
                                     GBusNameVanishedCallback name_vanished_handler, gpointer user_data,
                                     GDestroyNotify user_data_free_func);
void g_bus_unwatch_name(guint watcher_id);
guint g_timeout_add_seconds(guint interval, GSourceFunc function, gpointer data);
typedef void (*HabitdClosedCallback)(GDBusConnection *connection, gboolean remote_peer_vanished, GError *error,
                                     gpointer user_data);

/* libnotify */
gboolean notify_init(const char *app_name);
void notify_uninit(void);
GList *notify_get_server_caps(void);
gboolean notify_get_server_info(char **ret_name, char **ret_vendor, char **ret_version, char **ret_spec_version);
NotifyNotification *notify_notification_new(const char *summary, const char *body, const char *icon);
gboolean notify_notification_update(NotifyNotification *notification, const char *summary, const char *body,
                                    const char *icon);
gboolean notify_notification_show(NotifyNotification *notification, GError **error);
gboolean notify_notification_close(NotifyNotification *notification, GError **error);
void notify_notification_set_timeout(NotifyNotification *notification, gint timeout);
void notify_notification_set_category(NotifyNotification *notification, const char *category);
void notify_notification_set_app_name(NotifyNotification *notification, const char *app_name);
void notify_notification_set_hint(NotifyNotification *notification, const char *key, GVariant *value);
void notify_notification_add_action(NotifyNotification *notification, const char *action, const char *label,
                                    NotifyActionCallback callback, gpointer user_data, GFreeFunc free_func);
void notify_notification_clear_actions(NotifyNotification *notification);
gint notify_notification_get_closed_reason(const NotifyNotification *notification);

/* A GError's message: GError is { GQuark domain; gint code; gchar *message; }. */
static inline const char *habitd_gerror_message(const GError *error) {
    struct habitd_gerror { unsigned int domain; int code; char *message; };
    return error ? ((const struct habitd_gerror *)(const void *)error)->message : "";
}

#endif
