import ArgumentParser
import Foundation

// ArgumentParser exits with 64 on usage errors; SPEC §1 says 2.
do {
    var command = try JokeSiteCommand.parseAsRoot()
    if let serve = command as? ServeCommand {
        try await serve.serve()
    } else if let pull = command as? PullCommand {
        try await pull.pull()
    } else if let push = command as? PushCommand {
        try await push.push()
    } else {
        try command.run()
    }
} catch {
    if JokeSiteCommand.exitCode(for: error) == .validationFailure {
        printError(JokeSiteCommand.fullMessage(for: error))
        exit(ExitStatus.usage)
    }
    JokeSiteCommand.exit(withError: error)
}
