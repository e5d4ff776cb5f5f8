/* The few Linux calls that Swift's Glibc module does not expose: timerfd, SO_PEERCRED, the
   terminal's character mode, a thread's name, a spawned child's descriptors, and glibc's libintl (gettext) and malloc tuning (mallopt,
   malloc_trim), which its module map leaves out. */
#ifndef HABITD_CPOSIX_H
#define HABITD_CPOSIX_H

#include <sys/types.h>
#include <libintl.h>
#include <langinfo.h>
#include <locale.h>
#include <malloc.h>

/* A realtime timerfd armed far in the future with TFD_TIMER_CANCEL_ON_SET: reading it fails
   with ECANCELED whenever the realtime clock is set. Non-blocking, close-on-exec; -1 and errno. */
int habitd_clock_set_fd(void);
/* Re-arms it after a read reported ECANCELED. 0, or -1 and errno. */
int habitd_clock_set_rearm(int fd);
/* Arms a timerfd from habitd_clock_set_fd to expire at an absolute realtime instant, still
   cancelled (ECANCELED on read) when the clock is set. 0, or -1 and errno. */
int habitd_clock_set_arm_at(int fd, long long seconds, long nanoseconds);
/* Puts the terminal on `fd` in character mode: no echo, no line editing, no signal keys
   (Ctrl-C arrives as byte 3), one byte per read. The settings found are restored by
   habitd_tty_restore, and by a handler of SIGTERM, SIGHUP, SIGQUIT and SIGINT installed (and
   unblocked) here, which then ends the process as the signal would have. 0, or -1 and errno. */
int habitd_tty_character_mode(int fd);
/* Restores what habitd_tty_character_mode found (nothing if it was not called). */
void habitd_tty_restore(void);
/* The uid and pid of a connected Unix socket's peer. 0, or -1 and errno. */
int habitd_peer_credentials(int fd, uid_t *uid, pid_t *pid);

/* Empties gettext's cache of translations after LANGUAGE changed (glibc's documented
   _nl_msg_cat_cntr, which Swift cannot reach as a variable). */
void habitd_gettext_forget(void);

/* Names the calling thread (15 bytes at most, as the kernel keeps them: prctl PR_SET_NAME),
   and reads its name into `name` (16 bytes). */
void habitd_thread_set_name(const char *name);
void habitd_thread_name(char name[16]);

/* Has posix_spawn close every descriptor from `from` up in the child (glibc's
   posix_spawn_file_actions_addclosefrom_np, declared only under _GNU_SOURCE). 0, or an errno. */
int habitd_spawn_close_from(void *actions, int from);

#endif
