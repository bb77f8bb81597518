#ifndef JOKESITE_FREED_MEMORY_H
#define JOKESITE_FREED_MEMORY_H

/// Returns the memory the allocator holds free to the system (glibc's
/// `malloc_trim`, which Swift's Glibc module does not export); nothing
/// elsewhere. glibc keeps freed memory in its arenas for reuse, and the
/// load's (100,000 jokes and a million rating events parsed) is more than
/// the render ever reuses.
void jokesite_give_back_freed_memory(void);

/// Keeps glibc's threshold for mapping a block on its own at 128 KiB
/// (`mallopt`); by default it rises to the largest block freed. Then the
/// load's large arrays went into the heap, and once they were freed, the
/// render's small blocks pinned their pages to the end of the build.
/// Mapped on its own, a freed block goes back to the system at once.
/// Setting it would also pin the heap's trim threshold at 128 KiB: each
/// card's 3 MB of surfaces would be given back and faulted in again, so
/// up to 32 MiB free at the heap's top is kept, as glibc's default does
/// once its threshold has risen.
void jokesite_map_large_blocks_apart(void);

#endif
