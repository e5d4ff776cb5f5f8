#define _GNU_SOURCE
#include "CPosix.h"
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

int habitd_clock_set_rearm(int fd) {
    /* Any absolute deadline works; this one (year 2286) never expires in practice. */
    struct itimerspec spec = { .it_interval = { 0, 0 }, .it_value = { 9999999999, 0 } };
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL);
}

int habitd_clock_set_fd(void) {
    int fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
    if (fd < 0) return -1;
    if (habitd_clock_set_rearm(fd) < 0) { close(fd); return -1; }
    return fd;
}

int habitd_peer_credentials(int fd, uid_t *uid, pid_t *pid) {
    struct ucred cred;
    socklen_t len = sizeof cred;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) < 0) return -1;
    *uid = cred.uid;
    *pid = cred.pid;
    return 0;
}
