// What habitd serves that is not Swift: the files in files/ (and the icon drawn in data/),
// built into the program with C23's #embed, so each program stays one file (the .deb installs
// no data directory, and SwiftPM's resource bundles are looked up beside the executable).
// The build knows these files: changing one rebuilds this one. Adding one is a line below.
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "CWebAssets.h"

static const unsigned char openapi[] = {
#embed "files/openapi.json"
};
static const unsigned char app_css[] = {
#embed "files/app.css"
};
static const unsigned char app_js[] = {
#embed "files/app.js"
};
static const unsigned char sw_js[] = {
#embed "files/sw.js"
};
static const unsigned char board_mustache[] = {
#embed "files/board.mustache"
};
static const unsigned char icon_svg[] = {
#embed "../../data/habitd.svg"
};
static const unsigned char icon_192[] = {
#embed "../../data/habitd-192.png"
};
static const unsigned char icon_512[] = {
#embed "../../data/habitd-512.png"
};

#define ASSET(name, bytes) { name, bytes, sizeof bytes }
static const habitd_asset assets[] = {
    ASSET("openapi.json", openapi),
    ASSET("app.css", app_css),
    ASSET("app.js", app_js),
    ASSET("sw.js", sw_js),
    ASSET("board.mustache", board_mustache),
    ASSET("icon.svg", icon_svg),
    ASSET("icon-192.png", icon_192),
    ASSET("icon-512.png", icon_512),
};

const habitd_asset *habitd_assets(size_t *count) {
    *count = sizeof assets / sizeof assets[0];
    return assets;
}
