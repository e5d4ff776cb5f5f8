/*
 * The part of libnotify 0.7/0.8, GLib and GIO that habitd uses, loaded at run time.
 *
 * habitctl and habitd are one program (issue 45): linking libnotify would make every
 * habitctl command load it and the twelve libraries behind it (GIO, GObject, GLib, GModule,
 * gdk-pixbuf, libmount, libselinux, libffi, pcre2, libpng, libjpeg, libblkid), about 1.1 ms of
 * each start. habitd calls habitd_libnotify_load() once, before its first libnotify call;
 * the functions below, named as the libraries name them, call through the table it fills.
 *
 * The prototypes are declared here rather than taken from the libraries' headers: glib's
 * pkg-config file carries -pthread, which SwiftPM refuses with a "prohibited flag(s)" warning
 * on every build. They are the libraries' stable public ABI; scripts/check-shim.sh holds each
 * to the system's real headers, so a mismatch fails the test command.
 */
#ifndef HABITD_CLIBNOTIFY_H
#define HABITD_CLIBNOTIFY_H

#include <stddef.h>

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
typedef struct _GCancellable GCancellable;
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

/* Every function habitd calls: F(return type, name, parameters, arguments) for one that
   returns a value, V(name, parameters, arguments) for one that does not. */
#define HABITD_LIBNOTIFY_FUNCTIONS(F, V) \
    /* GLib */ \
    F(GMainLoop *, g_main_loop_new, (GMainContext *context, gboolean is_running), (context, is_running)) \
    V(g_main_loop_run, (GMainLoop *loop), (loop)) \
    V(g_main_loop_quit, (GMainLoop *loop), (loop)) \
    F(gboolean, g_main_context_acquire, (GMainContext *context), (context)) \
    V(g_main_context_invoke, (GMainContext *context, GSourceFunc function, gpointer data), (context, function, data)) \
    F(guint, g_list_length, (GList *list), (list)) \
    F(gpointer, g_list_nth_data, (GList *list, guint n), (list, n)) \
    V(g_list_free_full, (GList *list, GFreeFunc free_func), (list, free_func)) \
    V(g_free, (gpointer mem), (mem)) \
    V(g_error_free, (GError *error), (error)) \
    F(guint, g_timeout_add_seconds, (guint interval, GSourceFunc function, gpointer data), (interval, function, data)) \
    F(GVariant *, g_variant_new_string, (const gchar *string), (string)) \
    F(GVariant *, g_variant_new_boolean, (gboolean value), (value)) \
    /* GObject */ \
    V(g_object_unref, (gpointer object), (object)) \
    F(gulong, g_signal_connect_data, (gpointer instance, const gchar *detailed_signal, GCallback c_handler, \
                                      gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags), \
      (instance, detailed_signal, c_handler, data, destroy_data, connect_flags)) \
    /* GIO: the session bus connection (libnotify's is GIO's shared one), kept through a bus restart */ \
    F(GDBusConnection *, g_bus_get_sync, (GBusType bus_type, GCancellable *cancellable, GError **error), \
      (bus_type, cancellable, error)) \
    V(g_dbus_connection_set_exit_on_close, (GDBusConnection *connection, gboolean exit_on_close), (connection, exit_on_close)) \
    F(gboolean, g_dbus_connection_is_closed, (GDBusConnection *connection), (connection)) \
    F(guint, g_bus_watch_name_on_connection, (GDBusConnection *connection, const gchar *name, GBusNameWatcherFlags flags, \
                                              GBusNameAppearedCallback name_appeared_handler, \
                                              GBusNameVanishedCallback name_vanished_handler, gpointer user_data, \
                                              GDestroyNotify user_data_free_func), \
      (connection, name, flags, name_appeared_handler, name_vanished_handler, user_data, user_data_free_func)) \
    V(g_bus_unwatch_name, (guint watcher_id), (watcher_id)) \
    /* libnotify */ \
    F(gboolean, notify_init, (const char *app_name), (app_name)) \
    V(notify_uninit, (void), ()) \
    F(GList *, notify_get_server_caps, (void), ()) \
    F(gboolean, notify_get_server_info, (char **ret_name, char **ret_vendor, char **ret_version, char **ret_spec_version), \
      (ret_name, ret_vendor, ret_version, ret_spec_version)) \
    F(NotifyNotification *, notify_notification_new, (const char *summary, const char *body, const char *icon), \
      (summary, body, icon)) \
    F(gboolean, notify_notification_update, (NotifyNotification *notification, const char *summary, const char *body, \
                                             const char *icon), (notification, summary, body, icon)) \
    F(gboolean, notify_notification_show, (NotifyNotification *notification, GError **error), (notification, error)) \
    F(gboolean, notify_notification_close, (NotifyNotification *notification, GError **error), (notification, error)) \
    V(notify_notification_set_timeout, (NotifyNotification *notification, gint timeout), (notification, timeout)) \
    V(notify_notification_set_category, (NotifyNotification *notification, const char *category), (notification, category)) \
    V(notify_notification_set_app_name, (NotifyNotification *notification, const char *app_name), (notification, app_name)) \
    V(notify_notification_set_hint, (NotifyNotification *notification, const char *key, GVariant *value), \
      (notification, key, value)) \
    V(notify_notification_add_action, (NotifyNotification *notification, const char *action, const char *label, \
                                       NotifyActionCallback callback, gpointer user_data, GFreeFunc free_func), \
      (notification, action, label, callback, user_data, free_func)) \
    V(notify_notification_clear_actions, (NotifyNotification *notification), (notification))

#define HABITD_LIBNOTIFY_FIELD(type, name, parameters, arguments) type (*name) parameters;
#define HABITD_LIBNOTIFY_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
/* The functions, as found in the loaded libraries. */
struct habitd_libnotify_functions {
    HABITD_LIBNOTIFY_FUNCTIONS(HABITD_LIBNOTIFY_FIELD, HABITD_LIBNOTIFY_VOID_FIELD)
};
extern struct habitd_libnotify_functions habitd_libnotify;

/* Loads libnotify.so.4 (GLib and GIO come with it) and fills habitd_libnotify: NULL, or the
   loader's words when it could not. Only the first call loads; later ones return its result. */
const char *habitd_libnotify_load(void);

/* The calls, under the libraries' own names (not declared where check-shim.sh compiles this
   header beside the real ones). */
#ifndef HABITD_LIBNOTIFY_NO_CALLS
#define HABITD_LIBNOTIFY_CALL(type, name, parameters, arguments) \
    static inline type name parameters { return habitd_libnotify.name arguments; }
#define HABITD_LIBNOTIFY_VOID_CALL(name, parameters, arguments) \
    static inline void name parameters { habitd_libnotify.name arguments; }
HABITD_LIBNOTIFY_FUNCTIONS(HABITD_LIBNOTIFY_CALL, HABITD_LIBNOTIFY_VOID_CALL)
#endif

/* A GError's message: GError is { GQuark domain; gint code; gchar *message; }. */
static inline const char *habitd_gerror_message(const GError *error) {
    struct habitd_gerror { unsigned int domain; int code; char *message; };
    return error ? ((const struct habitd_gerror *)(const void *)error)->message : "";
}

#endif
