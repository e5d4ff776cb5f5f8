#ifndef HABITD_WEB_ASSETS_H
#define HABITD_WEB_ASSETS_H
#include <stddef.h>

/// The files of files/ (see assets.c), as bytes built into the program: each function gives
/// the first byte and puts the count in `size`.
const unsigned char *habitd_asset_openapi(size_t *size);

#endif
