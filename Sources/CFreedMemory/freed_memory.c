#include "freed_memory.h"
// Defines __GLIBC__ where glibc is the C library.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void jokesite_give_back_freed_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void jokesite_map_large_blocks_apart(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_TRIM_THRESHOLD, 32 * 1024 * 1024);
#endif
}
