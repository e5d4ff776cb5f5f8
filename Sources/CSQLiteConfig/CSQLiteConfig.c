#include "CSQLiteConfig.h"

#include <sqlite3.h>

int habitd_sqlite_no_initial_page_slots(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
