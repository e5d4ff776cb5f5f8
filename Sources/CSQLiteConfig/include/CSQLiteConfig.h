/* SQLite's process-wide settings, which Swift cannot make itself: sqlite3_config is variadic. */
#ifndef HABITD_CSQLITECONFIG_H
#define HABITD_CSQLITECONFIG_H

/* No page cache slots made ahead (SQLITE_CONFIG_PAGECACHE with no buffer and no pages): each
   connection's cache then allocates a page when it first holds one, rather than 20 at its first
   page, all written at once to chain them. Only before SQLite is first used in the process:
   afterwards it is SQLITE_MISUSE (21) and changes nothing. SQLITE_OK (0) when it took. */
int habitd_sqlite_no_initial_page_slots(void);

#endif
