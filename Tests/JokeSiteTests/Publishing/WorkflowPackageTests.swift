import Foundation
import Testing

/// The site workflow installs jokesite from the release package of its
/// version when there is one, and builds it from source only when there is
/// none (issue #49): its step that finds the package, run as Actions runs
/// it (`bash -e`) in this project (its `make version` and `make
/// release-asset`), with a stand-in `gh` that answers as GitHub would.
/// The step runs on Ubuntu, with dpkg, which macOS has not.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg"), "the step needs dpkg"))
struct WorkflowPackageTests {
    /// What the stand-in `gh` finds for the tag of this version.
    enum Release: String {
        /// This system's package and SHA256SUMS, which gives its sum.
        case withPackage = "with-package"
        /// The package, and a SHA256SUMS that gives another sum.
        case withAlteredPackage = "with-altered-package"
        /// Another system's package only.
        case withOtherPackages = "with-other-packages"
        /// No release has the tag.
        case none
        /// GitHub does not answer.
        case unreachable
    }

    static let fakeGitHub = """
        #!/bin/sh
        echo "$*" >> "$GH_LOG"
        case "$1 $2" in
          "release view")
            case "$RELEASE" in
              none) echo "release not found" >&2; exit 1 ;;
              unreachable) echo "HTTP 502: Bad Gateway (https://api.github.com/graphql)" >&2; exit 1 ;;
              with-other-packages) echo jokesite_0_other-1_amd64.deb; echo SHA256SUMS ;;
              *) echo "$ASSET"; echo SHA256SUMS ;;
            esac
            exit 0 ;;
          "release download")
            echo "package bytes" > "$ASSET"
            sha256sum "$ASSET" > SHA256SUMS
            [ "$RELEASE" = with-altered-package ] && echo "altered" > "$ASSET"
            exit 0 ;;
        esac
        exit 64
        """

    struct StepRun {
        var status: Int32
        var printed: String
        var outputs: [String]
        /// Each `gh` command line the step ran.
        var gitHubCalls: [String]
        var runnerTemp: URL
    }

    static func make(_ target: String) throws -> String {
        let (status, printed) = try WorkflowConflictTests.run("/usr/bin/env", ["make", "-s", target], in: FixtureSite.projectRoot.path,
                                                              environment: ProcessInfo.processInfo.environment)
        try #require(status == 0, "make \(target): \(printed)")
        return printed.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the step "Find the release package of this version".
    static func runFindStep(_ release: Release, in folder: TemporaryFolder) throws -> StepRun {
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try fakeGitHub.write(to: bin.appendingPathComponent("gh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
        let runnerTemp = folder.url.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let script = folder.url.appendingPathComponent("step.sh")
        try WorkflowConflictTests.script(ofStep: "Find the release package of this version").write(to: script, atomically: true, encoding: .utf8)
        let outputs = folder.url.appendingPathComponent("github-output")
        let log = folder.url.appendingPathComponent("gh-log")
        for file in [outputs, log] {
            try "".write(to: file, atomically: true, encoding: .utf8)
        }
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "HOME": folder.url.path, "RUNNER_TEMP": runnerTemp.path, "GITHUB_OUTPUT": outputs.path,
                           "GH_LOG": log.path, "RELEASE": release.rawValue,
                           "ASSET": try make("release-asset")]
        let (status, printed) = try WorkflowConflictTests.run("/bin/bash", ["-e", script.path], in: FixtureSite.projectRoot.path,
                                                              environment: environment)
        func lines(_ file: URL) throws -> [String] {
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        return StepRun(status: status, printed: printed, outputs: try lines(outputs), gitHubCalls: try lines(log), runnerTemp: runnerTemp)
    }

    @Test func takesThePackageWhenTheReleaseOfThisVersionHasOne() throws {
        let folder = try TemporaryFolder()
        let step = try Self.runFindStep(.withPackage, in: folder)
        let asset = try Self.make("release-asset")
        #expect(step.status == 0, "\(step.printed)")
        #expect(step.outputs == ["package=\(step.runnerTemp.path)/release/\(asset)"], "\(step.outputs)")
        let tag = "v" + (try Self.make("version"))
        #expect(step.gitHubCalls.first?.hasPrefix("release view \(tag) ") == true, "\(step.gitHubCalls)")
        #expect(step.gitHubCalls.last?.contains("release download \(tag) ") == true, "\(step.gitHubCalls)")
    }

    @Test func takesTheSourceWhenNoReleaseHasThisSystemsPackage() throws {
        for release in [Release.none, .withOtherPackages] {
            let folder = try TemporaryFolder()
            let step = try Self.runFindStep(release, in: folder)
            #expect(step.status == 0, "\(release): \(step.printed)")
            #expect(step.outputs == [], "\(release): \(step.outputs)")
            #expect(step.printed.contains("::notice title=jokesite::no jokesite_"), "\(release): \(step.printed)")
            #expect(!step.gitHubCalls.contains { $0.hasPrefix("release download") }, "\(release): \(step.gitHubCalls)")
        }
    }

    /// Neither a package unlike its release's sum nor a GitHub that does
    /// not answer is taken for "no package": the run stops and says why.
    @Test func stopsOnAnAlteredPackageOrNoAnswer() throws {
        let folder = try TemporaryFolder()
        let altered = try Self.runFindStep(.withAlteredPackage, in: folder)
        #expect(altered.status != 0 && altered.outputs == [], "\(altered.printed)")
        #expect(altered.printed.contains("::error title=jokesite::"), "\(altered.printed)")
        let unreachable = try Self.runFindStep(.unreachable, in: try TemporaryFolder())
        #expect(unreachable.status != 0 && unreachable.outputs == [], "\(unreachable.printed)")
        #expect(unreachable.printed.contains("HTTP 502"), "\(unreachable.printed)")
    }

    /// The workflow's steps, each from its `- name:` or `- uses:`, without
    /// comment lines (which name commands they do not run).
    static func steps() throws -> [String] {
        let text = try String(contentsOf: WorkflowTests.workflow, encoding: .utf8)
        return text.components(separatedBy: "\n      - ").dropFirst().map { step in
            step.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.joined(separator: "\n")
        }
    }

    /// Only the source path compiles: every step that builds or caches
    /// Swift runs only when the release had no package, so the hourly
    /// pull compiles nothing when one exists; every step that runs
    /// jokesite comes after it is installed, from either path.
    @Test func compilesOnlyWhenThereIsNoPackage() throws {
        let steps = try Self.steps()
        let compiling = steps.filter { $0.contains("make package") || $0.contains("swift build") || $0.contains("path: .build") }
        #expect(compiling.count == 2, "\(compiling)")
        for step in compiling {
            #expect(step.contains("if: steps.release.outputs.package == ''"), "\(step)")
        }
        let install = try #require(steps.firstIndex { $0.hasPrefix("name: Install jokesite\n") })
        #expect(steps[install].contains("PACKAGE: ${{ steps.release.outputs.package || steps.source.outputs.package }}"))
        #expect(steps[install].contains("apt-get install -y -qq \"$PACKAGE\""))
        #expect(!steps[install].contains("if:"), "installed on both paths")
        let running = steps.indices.filter { steps[$0].range(of: #"(^|\s)jokesite (pull|push|check|rank|build) "#, options: .regularExpression) != nil }
        #expect(running.count == 5 && running.allSatisfy { $0 > install }, "\(running) after \(install)")
    }
}
