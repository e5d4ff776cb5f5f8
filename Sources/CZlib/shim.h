// zlib's raw inflate, for reading the deflated members of a zip archive (Loop's CSV export).
#include <zlib.h>
