#define _GNU_SOURCE
#include "CPosix.h"
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <termios.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

int habitd_clock_set_rearm(int fd) {
    /* Any absolute deadline works; this one (year 2286) never expires in practice. */
    struct itimerspec spec = { .it_interval = { 0, 0 }, .it_value = { 9999999999, 0 } };
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL);
}

int habitd_clock_set_arm_at(int fd, long long seconds, long nanoseconds) {
    struct itimerspec spec = { .it_interval = { 0, 0 }, .it_value = { (time_t)seconds, nanoseconds } };
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

static struct termios saved_termios;
static int saved_fd = -1;

void habitd_tty_restore(void) {
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &saved_termios);
}

static void restore_and_reraise(int sig) {
    habitd_tty_restore();  /* tcsetattr is async-signal-safe */
    signal(sig, SIG_DFL);
    raise(sig);
}

int habitd_tty_character_mode(int fd) {
    struct termios raw;
    if (tcgetattr(fd, &saved_termios) < 0) return -1;
    raw = saved_termios;
    raw.c_lflag &= ~(ICANON | ECHO | ISIG | IEXTEN);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    saved_fd = fd;
    int sigs[] = { SIGTERM, SIGHUP, SIGQUIT, SIGINT };
    sigset_t unblock;
    sigemptyset(&unblock);
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = restore_and_reraise;
        sigaction(sigs[i], &sa, NULL);
        sigaddset(&unblock, sigs[i]);
    }
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    return tcsetattr(fd, TCSANOW, &raw);
}

/* glibc: "++_nl_msg_cat_cntr" after changing LANGUAGE makes gettext look the messages up anew. */
extern int _nl_msg_cat_cntr;
void habitd_gettext_forget(void) { ++_nl_msg_cat_cntr; }

void habitd_thread_set_name(const char *name) {
    char kept[16];
    strncpy(kept, name, 15);
    kept[15] = 0;
    prctl(PR_SET_NAME, kept, 0, 0, 0);
}

void habitd_thread_name(char name[16]) {
    name[0] = 0;
    prctl(PR_GET_NAME, name, 0, 0, 0);
    name[15] = 0;
}

int habitd_spawn_close_from(void *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, from);
}
