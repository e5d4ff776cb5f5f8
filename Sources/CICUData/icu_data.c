// ICU's data for the packaged program (issue 45). Foundation's static ICU carries all of
// ICU's data (34 MB); `scripts/icu-data.py` keeps what habitd can ask for (docs/package.md)
// in .build/icu-data/icudt.dat, and `scripts/deb.sh` builds with HABIT_PACKAGE defined.
// This definition of `icudt76_dat` is then linked before the archives are searched, so the
// archive member holding the whole data is never taken in. Without HABIT_PACKAGE (every
// other build, which links Foundation's shared libraries) this file defines nothing.
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "CICUData.h"

#if defined(HABIT_PACKAGE)
__attribute__((aligned(16), used)) const unsigned char icudt76_dat[] = {
#embed "../../.build/icu-data/icudt.dat"
};
#endif
