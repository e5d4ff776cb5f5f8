/* Loads libnotify and fills the table CLibnotify.h's calls go through. */
#include "CLibnotify.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct habitd_libnotify_functions habitd_libnotify;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static void load(void) {
    /* RTLD_LOCAL: the symbols stay out of the program's scope; dlsym on the handle searches
       libnotify and the libraries it depends on, breadth first. */
    void *library = dlopen("libnotify.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define HABITD_LIBNOTIFY_LOAD(name) \
    if (!failure[0] && !(*(void **)&habitd_libnotify.name = dlsym(library, #name))) \
        snprintf(failure, sizeof failure, "libnotify.so.4: no %s", #name);
#define HABITD_LIBNOTIFY_LOAD_VALUE(type, name, parameters, arguments) HABITD_LIBNOTIFY_LOAD(name)
#define HABITD_LIBNOTIFY_LOAD_VOID(name, parameters, arguments) HABITD_LIBNOTIFY_LOAD(name)
    HABITD_LIBNOTIFY_FUNCTIONS(HABITD_LIBNOTIFY_LOAD_VALUE, HABITD_LIBNOTIFY_LOAD_VOID)
}

const char *habitd_libnotify_load(void) {
    pthread_once(&once, load);
    return failure[0] ? failure : NULL;
}
