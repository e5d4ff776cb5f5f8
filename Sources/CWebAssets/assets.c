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
static const unsigned char manifest[] = {
#embed "files/manifest.webmanifest"
};
static const unsigned char action_button_mustache[] = {
#embed "files/action-button.mustache"
};
static const unsigned char action_field_mustache[] = {
#embed "files/action-field.mustache"
};
static const unsigned char archived_mustache[] = {
#embed "files/archived.mustache"
};
static const unsigned char board_mustache[] = {
#embed "files/board.mustache"
};
static const unsigned char delete_mustache[] = {
#embed "files/delete.mustache"
};
static const unsigned char form_checkbox_mustache[] = {
#embed "files/form-checkbox.mustache"
};
static const unsigned char form_control_mustache[] = {
#embed "files/form-control.mustache"
};
static const unsigned char form_invalid_mustache[] = {
#embed "files/form-invalid.mustache"
};
static const unsigned char form_problem_mustache[] = {
#embed "files/form-problem.mustache"
};
static const unsigned char form_mustache[] = {
#embed "files/form.mustache"
};
static const unsigned char habit_mustache[] = {
#embed "files/habit.mustache"
};
static const unsigned char import_report_mustache[] = {
#embed "files/import-report.mustache"
};
static const unsigned char import_mustache[] = {
#embed "files/import.mustache"
};
static const unsigned char login_mustache[] = {
#embed "files/login.mustache"
};
static const unsigned char page_mustache[] = {
#embed "files/page.mustache"
};
static const unsigned char refused_mustache[] = {
#embed "files/refused.mustache"
};
static const unsigned char revoke_mustache[] = {
#embed "files/revoke.mustache"
};
static const unsigned char saved_mustache[] = {
#embed "files/saved.mustache"
};
static const unsigned char settings_mustache[] = {
#embed "files/settings.mustache"
};
static const unsigned char stats_mustache[] = {
#embed "files/stats.mustache"
};
static const unsigned char sync_mustache[] = {
#embed "files/sync.mustache"
};
static const unsigned char tokens_mustache[] = {
#embed "files/tokens.mustache"
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
    ASSET("manifest.webmanifest", manifest),
    ASSET("action-button.mustache", action_button_mustache),
    ASSET("action-field.mustache", action_field_mustache),
    ASSET("archived.mustache", archived_mustache),
    ASSET("board.mustache", board_mustache),
    ASSET("delete.mustache", delete_mustache),
    ASSET("form-checkbox.mustache", form_checkbox_mustache),
    ASSET("form-control.mustache", form_control_mustache),
    ASSET("form-invalid.mustache", form_invalid_mustache),
    ASSET("form-problem.mustache", form_problem_mustache),
    ASSET("form.mustache", form_mustache),
    ASSET("habit.mustache", habit_mustache),
    ASSET("import-report.mustache", import_report_mustache),
    ASSET("import.mustache", import_mustache),
    ASSET("login.mustache", login_mustache),
    ASSET("page.mustache", page_mustache),
    ASSET("refused.mustache", refused_mustache),
    ASSET("revoke.mustache", revoke_mustache),
    ASSET("saved.mustache", saved_mustache),
    ASSET("settings.mustache", settings_mustache),
    ASSET("stats.mustache", stats_mustache),
    ASSET("sync.mustache", sync_mustache),
    ASSET("tokens.mustache", tokens_mustache),
    ASSET("icon.svg", icon_svg),
    ASSET("icon-192.png", icon_192),
    ASSET("icon-512.png", icon_512),
};

const habitd_asset *habitd_assets(size_t *count) {
    *count = sizeof assets / sizeof assets[0];
    return assets;
}
