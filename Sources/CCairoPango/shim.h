#include <cairo.h>
#include <pango/pangocairo.h>
#include <zlib.h>
