import TemplateEngine

/// Where rendered outputs go, file by file: the render stage's seam to the
/// write stage, whose staging folder (`OutputFolder`) is the one writer of
/// what the renderer makes.
protocol OutputSink: Sendable {
    /// The last build's output `name`, when the sink keeps outputs between builds.
    func lastOutput(_ name: String) -> LastOutput?
    /// Keeps the last build's output if its files are all still there;
    /// false means it must be rendered. `files`: its files, if known.
    func keep(_ last: LastOutput, files: [String]?) -> Bool
    /// The last build's output at `place` among its outputs, if named `name`.
    func lastOutput(at place: Int, named name: String) -> LastOutput?
    /// Where the last build's jobs left their outputs (none while `--verify` checks each file).
    var lastPlaces: JobPlaces? { get }
    /// Whether the last build's output at `place` named others (its card).
    func namesOutputs(at place: Int) -> Bool
    /// Keeps the last build's outputs at `places` as recorded, their files
    /// unchecked (`lastPlaces` are there only when files are not checked);
    /// false, keeping none, when a place is not among them.
    func keepAsRecorded(_ places: [Int]) -> Bool
    func write(_ relativePath: String, _ bytes: some Collection<UInt8>, of output: String) throws(OutputError)
    /// A folder for the build's work files, removed with what it staged.
    var scratchFolder: String { get }
    /// Records that output `name`, with `key`, made `files` (written just
    /// before), read `dependencies` (see `PreparedOutput`) and named the
    /// outputs `derived`; returns `-1 - n` for the nth output recorded.
    func recordOutput(_ name: String, key: ContentHash, files: [String], dependencies: [UInt8]?, derived: [DerivedRecord]) -> Int
}

extension OutputSink {
    /// Keeps the files of an output the last build made with the same
    /// key; returns its place among the last build's outputs.
    func keepOutput(_ name: String, key: ContentHash, files: [String]?) -> Int? {
        guard let last = lastOutput(name), last.key == key, keep(last, files: files) else { return nil }
        return last.place
    }
}
