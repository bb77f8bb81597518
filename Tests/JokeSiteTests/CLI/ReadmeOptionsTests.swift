import Foundation
import Testing

/// Every option a command's `--help` lists is named in README.md (in its
/// options table, its command's section or an example), short form too.
@Suite struct ReadmeOptionsTests {
    static let commands = ["build", "check", "add", "daily list", "daily set", "daily unset", "rank", "pull", "push", "serve"]

    @Test(arguments: commands)
    func everyOptionOfTheCommandIsInTheREADME(_ command: String) throws {
        let readme = try String(contentsOf: FixtureSite.projectRoot.appending(path: "README.md"), encoding: .utf8)
        let help = try JokeSiteProcess.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(help.status == 0, "\(help.errors)")
        let options = help.output.matches(of: /(?m)^  (-[a-z], )?(--[a-z-]+)/).map { ($0.1.map { String($0.dropLast(2)) }, String($0.2)) }
        #expect(!options.isEmpty)
        for (short, long) in options where !["--help", "--version"].contains(long) {
            #expect(Self.names(long, in: readme), "README.md does not name \(command)'s \(long)")
            if let short {
                #expect(Self.names(short, in: readme), "README.md does not name \(command)'s \(short) (\(long))")
            }
        }
    }

    /// `option` as a whole word: `--tag`, not the start of `--tags`.
    static func names(_ option: String, in text: String) -> Bool {
        text.ranges(of: option).contains { found in
            let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
            return !(before.isLetter || before == "-") && !(after.isLetter || after == "-")
        }
    }
}
