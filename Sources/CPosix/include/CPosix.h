/* The few Linux calls that Swift's Glibc module does not expose: timerfd and SO_PEERCRED. */
#ifndef HABITD_CPOSIX_H
#define HABITD_CPOSIX_H

#include <sys/types.h>

/* A realtime timerfd armed far in the future with TFD_TIMER_CANCEL_ON_SET: reading it fails
   with ECANCELED whenever the realtime clock is set. Non-blocking, close-on-exec; -1 and errno. */
int habitd_clock_set_fd(void);
/* Re-arms it after a read reported ECANCELED. 0, or -1 and errno. */
int habitd_clock_set_rearm(int fd);
/* The uid and pid of a connected Unix socket's peer. 0, or -1 and errno. */
int habitd_peer_credentials(int fd, uid_t *uid, pid_t *pid);

#endif
