// What habitd serves that is not Swift: the files in files/, built into the program with
// C23's #embed, so the programs stay single files (the .deb installs no data directory, and
// SwiftPM's resource bundles are looked up beside the executable). The build knows these
// files: changing one rebuilds this one.
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "CWebAssets.h"

static const unsigned char openapi[] = {
#embed "files/openapi.json"
};

const unsigned char *habitd_asset_openapi(size_t *size) {
    *size = sizeof openapi;
    return openapi;
}
