import Foundation

/// Runs a build's stages: times each (a stage may run in pieces), tells the
/// progress callback when one starts, and names the stage an output error
/// happened in.
struct StageClock {
    private var seconds: [BuildStage: Double] = [:]
    private let start = DispatchTime.now()
    let progress: (@Sendable (BuildProgress) -> Void)?

    init(progress: (@Sendable (BuildProgress) -> Void)?) {
        self.progress = progress
    }

    var total: Double { Self.seconds(since: start) }

    /// The stages that ran, in build order, with their seconds.
    var stages: [(stage: BuildStage, seconds: Double)] {
        BuildStage.allCases.compactMap { stage in seconds[stage].map { (stage, $0) } }
    }

    mutating func time<T, Failure: Error>(_ stage: BuildStage, _ work: () throws(Failure) -> T) throws(Failure) -> T {
        progress?(BuildProgress(stage: stage, done: 0, total: nil))
        let begin = DispatchTime.now()
        defer { add(stage, Self.seconds(since: begin)) }
        return try work()
    }

    /// The same for work that writes output.
    mutating func output<T>(_ stage: BuildStage, _ work: () throws(OutputError) -> T) throws(BuildError) -> T {
        try time(stage) { () throws(BuildError) in try Self.naming(stage, work) }
    }

    /// Work that writes output, untimed: its error says which stage failed.
    static func naming<T>(_ stage: BuildStage, _ work: () throws(OutputError) -> T) throws(BuildError) -> T {
        do {
            return try work()
        } catch {
            throw error.isRefusal ? .usage(error.description) : .output(error, stage: stage)
        }
    }

    mutating func add(_ stage: BuildStage, _ seconds: Double) {
        self.seconds[stage, default: 0] += seconds
    }

    static func seconds(since begin: DispatchTime) -> Double {
        seconds(between: begin, and: DispatchTime.now())
    }

    static func seconds(between begin: DispatchTime, and end: DispatchTime) -> Double {
        Double(end.uptimeNanoseconds - begin.uptimeNanoseconds) / 1e9
    }
}
