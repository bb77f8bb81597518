/// Collects problems while a stage walks the whole catalogue, so one run
/// reports everything instead of stopping at the first mistake.
final class ProblemList {
    private(set) var problems: [Problem] = []
    /// Catalogue files (by name) that could not be read at all, so checks
    /// that refer to their documents are skipped rather than cascading.
    private(set) var unreadableFiles: Set<String> = []

    func markUnreadable(_ name: String) {
        unreadableFiles.insert(name)
    }

    func add(_ problem: Problem) {
        problems.append(problem)
    }

    func add(contentsOf more: some Sequence<Problem>) {
        problems.append(contentsOf: more)
    }
}
