import CFreedMemory

/// Gives the memory a stage freed back to the system. glibc keeps freed
/// memory in its arenas for reuse, and the load's (parsing 100,000 jokes
/// and a million rating events) is more than the render ever reuses: the
/// build's resident memory kept it to the end.
enum FreedMemory {
    static func giveBack() {
        jokesite_give_back_freed_memory()
    }
}
