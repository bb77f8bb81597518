#ifndef JOKESITE_FREED_MEMORY_H
#define JOKESITE_FREED_MEMORY_H

/// Returns the memory the allocator holds free to the system (glibc's
/// `malloc_trim`, which Swift's Glibc module does not export); nothing
/// elsewhere.
void jokesite_give_back_freed_memory(void);

#endif
