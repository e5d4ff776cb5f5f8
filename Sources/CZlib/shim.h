// zlib: raw inflate for the deflated members of a zip archive (Loop's CSV export), and
// compress2/uncompress for sync snapshots.
#include <zlib.h>
