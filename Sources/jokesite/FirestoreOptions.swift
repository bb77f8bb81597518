import ArgumentParser
import Firestore
import Foundation
import JokeSite

/// The options `pull` and `push` share: which database, and how patiently.
struct FirestoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The Google Cloud project (default: site.json's firestore.project, or the key file's project).",
                               valueName: "id"))
    var project: String?

    @Option(help: ArgumentHelp("The Firestore database (default: site.json's firestore.database, or (default)).", valueName: "id"))
    var database: String?

    @Option(help: ArgumentHelp("Seconds each request may take, its whole answer included (at most 3600).", valueName: "seconds"))
    var timeout: Double = 30

    @Option(help: ArgumentHelp("Documents asked for per request.", valueName: "n"))
    var pageSize = 1000

    @Flag(name: .shortAndLong, help: "Print each page read and each commit.")
    var verbose = false

    func validate() throws {
        // Also refuses nan and inf, which no clock can wait for.
        guard timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be a number of seconds more than 0 and at most 3600, not \(timeout)")
        }
        guard (1...10_000).contains(pageSize) else { throw ValidationError("--page-size must be between 1 and 10000") }
    }

    /// A client for the project named by the options, site.json or the
    /// credentials; exits 2 when none names one, 3 when the credentials
    /// cannot be used.
    func client(content: ContentOption) throws -> FirestoreClient {
        let credentials: FirestoreCredentials
        do {
            credentials = try FirestoreCredentials.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch {
            printError(error.description)
            if case .setting = error { throw ExitCode(ExitStatus.usage) }
            throw ExitCode(ExitStatus.io)
        }
        let settings = siteSettings(content: content)
        guard let project = project ?? settings["project"] ?? credentials.project else {
            printError("error: no Firestore project: give --project ID, or set \"firestore\": {\"project\": ID} in site.json")
            throw ExitCode(ExitStatus.usage)
        }
        let database = FirestoreDatabase(project: project, database: database ?? settings["database"] ?? "(default)",
                                         endpoint: credentials.endpoint)
        if let problem = database.idProblem {
            printError("error: \(problem)")
            throw ExitCode(ExitStatus.usage)
        }
        let verbose = verbose
        return FirestoreClient(database: database, credentials: credentials, timeout: timeout) { line in
            if verbose { printError(line) }
        }
    }

    /// site.json's `firestore` object's text members.
    private func siteSettings(content: ContentOption) -> [String: String] {
        guard case .object(let firestore)? = try? CatalogueEditor(contentDirectory: content.content).readObject(CatalogueFiles.site)["firestore"]?.value
        else { return [:] }
        var settings: [String: String] = [:]
        for member in firestore.members {
            if case .string(let text) = member.value { settings[member.key] = text }
        }
        return settings
    }
}

extension ExitStatus {
    /// `pull` and `push`: the command worked and there was nothing to change.
    static let unchanged: Int32 = 4
}

/// How `pull` and `push` report a failure: a refused catalogue as `add`
/// does (exit 1), a failed request in one line (exit 3).
enum FirestoreCommandFailure {
    /// `afterRequestFailure`: what a failed request left as it was.
    static func exitOnFailure(afterRequestFailure: @autoclosure () -> String, _ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as FirestoreError {
            printError(error.description)
            printError(afterRequestFailure())
            throw ExitCode(ExitStatus.io)
        } catch let error as EditError {
            try CatalogueCommandFailure.exitOnFailure { throw error }
        }
    }
}
