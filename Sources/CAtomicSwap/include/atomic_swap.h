#ifndef JOKESITE_ATOMIC_SWAP_H
#define JOKESITE_ATOMIC_SWAP_H

/// Exchanges the two paths in one step, so a reader opening either path
/// sees the old tree or the new one, never nothing. Returns 0, or -1 with
/// errno set (ENOSYS where the system has no such call).
int jokesite_exchange_paths(const char *first, const char *second);

#endif
