#include <cairo.h>
#include <pango/pangocairo.h>
#include <hb-ot.h>
#include <zlib.h>
