#ifndef CICUDATA_H
#define CICUDATA_H
// Nothing to call: icu_data.c only defines ICU's data symbol, in the packaged build.
#endif
