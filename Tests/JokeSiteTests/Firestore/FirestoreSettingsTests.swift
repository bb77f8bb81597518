import Foundation
import Testing

/// Settings that cannot work are refused before any request: a usage error
/// (exit 2) naming what is wrong, or a credentials error (exit 3), never a crash.
@Suite struct FirestoreSettingsTests {
    @Test(arguments: [
        (["--timeout", "inf"], "--timeout must be a number of seconds more than 0 and at most 3600, not inf"),
        (["--timeout", "nan"], "--timeout must be a number of seconds more than 0 and at most 3600, not nan"),
        (["--timeout", "1e300"], "--timeout must be a number of seconds more than 0 and at most 3600, not 1e+300"),
        (["--project", "a b"], #"the Firestore project id "a b" is not one: an id holds only letters, digits, -, ., : and _"#),
        (["--database", "x/y"], #"the Firestore database id "x/y" is not one"#),
    ])
    func optionsThatCannotWorkAreUsageErrors(arguments: [String], message: String) throws {
        let pull = try pull(arguments)
        #expect(pull.status == 2)
        #expect(pull.errors.contains(message), "\(pull.errors)")
    }

    @Test(arguments: [
        ("bad host", #"FIRESTORE_EMULATOR_HOST is "bad host", not a host and port like 127.0.0.1:8080: a host name holds only letters"#),
        ("[::1", "the IPv6 address has no closing ]"),
        ("::1:8080", "an IPv6 address goes in brackets, like [::1]:8080"),
        ("127.0.0.1", "the port is missing"),
        ("127.0.0.1:99999", "the port must be a number from 1 to 65535"),
    ])
    func anEmulatorHostThatIsNoneIsAUsageError(host: String, message: String) throws {
        let pull = try pull(environment: ["FIRESTORE_EMULATOR_HOST": host])
        #expect(pull.status == 2)
        #expect(pull.errors.contains(message), "\(pull.errors)")
    }

    @Test func aTokenWithALineBreakIsRefusedByName() throws {
        let pull = try pull(environment: ["FIRESTORE_EMULATOR_HOST": "", "GOOGLE_OAUTH_ACCESS_TOKEN": "ya29.secret\nrest"])
        #expect(pull.status == 3)
        #expect(pull.errors.contains("GOOGLE_OAUTH_ACCESS_TOKEN holds a line break (character 12 of 16)"), "\(pull.errors)")
        #expect(!pull.errors.contains("secret"))
    }

    /// `pull` of the sample, which each of these refuses before any request.
    private func pull(_ arguments: [String] = [], environment: [String: String] = ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:9"]) throws
        -> JokeSiteProcess.Result {
        let content = FixtureSite.projectRoot.appendingPathComponent("content").path
        let project = arguments.contains("--project") ? [] : ["--project", "test"]
        return try JokeSiteProcess.run(["pull", "--content", content] + project + arguments, environment: environment)
    }
}
