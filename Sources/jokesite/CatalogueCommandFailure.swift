import ArgumentParser
import Foundation
import JokeSite

/// How `add`, `daily` and `rank` report a refused change.
enum CatalogueCommandFailure {
    static func exitOnFailure(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as EditError {
            switch error {
            case .invalid(let reasons):
                for reason in reasons { printError(reason) }
                printError("nothing was changed")
                throw ExitCode(ExitStatus.catalogueErrors)
            case .io(let path, let message):
                printError("error: \(path): \(message)")
                throw ExitCode(ExitStatus.io)
            }
        }
    }
}
