import Foundation

/// Runs the built `jokesite` executable, as a user would.
struct JokeSiteProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable sits beside the test bundle in the build folder.
    static var executable: URL {
        var folder = Bundle.module.bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("jokesite").path) {
            folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        }
        return folder.appendingPathComponent("jokesite")
    }

    /// `user`: run as that user instead (root only, through setpriv);
    /// `binary`: another copy of jokesite; `environment`: variables set on
    /// top of the test's own.
    static func run(_ arguments: [String], in directory: URL? = nil, as user: String? = nil,
                    binary: URL = executable, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=nogroup", "--clear-groups", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorData, as: UTF8.self))
    }
}
