#ifndef HABITD_WEB_ASSETS_H
#define HABITD_WEB_ASSETS_H
#include <stddef.h>

/// One file built into the program (see assets.c): its name and its bytes.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    size_t size;
} habitd_asset;

/// Every asset; `count` is set to how many.
const habitd_asset *habitd_assets(size_t *count);

#endif
