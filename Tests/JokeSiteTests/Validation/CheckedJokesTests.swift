import Foundation
import Testing
@testable import JokeSite

/// A build checks the rules across jokes only for pairs with a joke that
/// is not among those the last successful build passed (`CheckedJokes`):
/// the problems are those of checking every joke, whatever was edited.
@Suite struct CheckedJokesTests {
    /// Jokes that pass: tags `C++`-free, ids apart in case, texts apart.
    static let jokes: [(id: String, text: String, tags: [String])] = (0..<24).map { place in
        ("joke_\(place)", "Why did the number \(place) cross the road? To get to \(place + 1).", [["birds"], ["math", "roads"], ["Café"], []][place % 4])
    }

    static func catalogue(_ jokes: [(id: String, text: String, tags: [String])], character: (Int) -> String = { _ in "mr_funny" },
                          type: (Int) -> String = { _ in "dad_joke" }) -> String {
        let members = jokes.enumerated().map { place, joke in
            let tags = joke.tags.map { "\"\($0)\"" }.joined(separator: ", ")
            return "  \"\(joke.id)\": { \"character\": \"\(character(place))\", \"text\": \"\(joke.text)\", \"type\": \"\(type(place))\", \"tags\": [\(tags)] }"
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    /// The problems of the catalogue in `site`, checked whole and checked
    /// against what `passed` passed; and which jokes the second took as new.
    static func problems(_ site: InlineSite, passed: CheckedJokes) -> (whole: [String], checked: [String], new: [String]) {
        let (catalogue, problems, unreadable) = CatalogueLoader(contentDirectory: site.content.path, shape: .declared).load()
        func validated(_ checked: CheckedJokes?) -> (problems: [String], validator: CatalogueValidator) {
            let validator = CatalogueValidator(catalogue: catalogue, shape: .declared, unreadableFiles: unreadable, checked: checked)
            return ((problems + validator.validate()).inFileOrder().map(\.description), validator)
        }
        let checked = validated(passed)
        let new = (checked.validator.checked?.found.newPlaces ?? []).map { catalogue.jokes[$0].id }
        return (validated(nil).problems, checked.problems, new)
    }

    static func passed(_ site: InlineSite) throws -> CheckedJokes {
        let (catalogue, problems, _) = CatalogueLoader(contentDirectory: site.content.path, shape: .declared).load()
        let validated = problems + CatalogueValidator(catalogue: catalogue, shape: .declared).validate()
        #expect(validated.isEmpty, "\(validated)")
        // As a build keeps them, and the next one reads them.
        let state = StateFolder(for: site.output)
        try FileManager.default.createDirectory(at: state.url, withIntermediateDirectories: true)
        try #require(CheckedJokes.toKeep(passed: catalogue, checked: nil)).write(to: state, generator: "test")
        return try #require(CheckedJokes.read(state, generator: "test"))
    }

    @Test func anEditThatClashesWithAJokeThatPassedIsFoundAsAWholeCheckFindsIt() throws {
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(Self.jokes))
        let passed = try Self.passed(site)
        var edits: [(name: String, jokes: [(id: String, text: String, tags: [String])])] = []
        func edit(_ name: String, _ change: (inout [(id: String, text: String, tags: [String])]) -> Void) {
            var jokes = Self.jokes
            change(&jokes)
            edits.append((name, jokes))
        }
        edit("text of a later joke") { $0[20].text = $0[3].text }
        edit("text of an earlier joke") { $0[2].text = $0[17].text.uppercased() + "!" }
        edit("new joke repeating one") { $0.insert(("joke_new", $0[5].text, []), at: 1) }
        edit("two new jokes alike") { $0 += [("joke_x", "Knock knock.", []), ("joke_y", "knock, KNOCK", [])] }
        edit("id apart only in case") { $0.append(("Joke_7", "A brand new one.", [])) }
        edit("two new ids apart only in case") { $0 += [("new_a", "One more.", []), ("New_A", "And another.", [])] }
        edit("tag sharing a slug") { $0[9].tags = ["cafe!"] }
        edit("a tag spelled another way") { $0[11].tags = ["CAFÉ"] }
        edit("tag with no letters") { $0[4].tags = ["!!"] }
        edit("a new tag of its own") { $0[6].tags = ["fish"] }
        edit("deleted and moved") { $0.remove(at: 0); $0.swapAt(3, 10) }
        for (name, jokes) in edits {
            try site.write("content/jokes.json", Self.catalogue(jokes))
            let found = Self.problems(site, passed: passed)
            #expect(found.checked == found.whole, "\(name)")
            let before = Set(Self.jokes.map { "\($0.id) \($0.text) \($0.tags)" })
            #expect(Set(found.new) == Set(jokes.filter { !before.contains("\($0.id) \($0.text) \($0.tags)") }.map(\.id)), "\(name)")
        }
    }

    @Test func anUnknownCharacterOrTypeIsFoundOnlyOnTheJokesThatChanged() throws {
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(Self.jokes))
        let passed = try Self.passed(site)
        try site.write("content/jokes.json", Self.catalogue(Self.jokes, character: { $0 == 5 ? "mr_nobody" : "mr_funny" },
                                                              type: { $0 == 8 ? "bad type" : "dad_joke" }))
        let found = Self.problems(site, passed: passed)
        #expect(found.new == ["joke_5", "joke_8"])
        #expect(found.checked == found.whole)
        #expect(found.whole.count == 2, "\(found.whole)")
    }

    /// Jokes that passed against other characters are checked again.
    @Test func aChangeOfTheCharactersChecksEveryJoke() throws {
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(Self.jokes))
        let passed = try Self.passed(site)
        try site.write("content/characters.json", #"{ "mr_sad": { "name": "Mr. Sad" } }"#)
        let found = Self.problems(site, passed: passed)
        #expect(found.new == [])
        #expect(found.checked == found.whole)
        #expect(found.whole.count == Self.jokes.count)
    }

    /// A record made from the last one (each unchanged joke's folded id
    /// taken from it) still knows every id.
    @Test func aRecordMadeFromTheLastKnowsEveryID() throws {
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(Self.jokes))
        let first = try Self.passed(site)
        var jokes = Self.jokes
        jokes.remove(at: 4)
        jokes[2].text = "An edit that passes."
        jokes.append(("joke_new", "A new one that passes.", []))
        try site.write("content/jokes.json", Self.catalogue(jokes))
        let (catalogue, _, _) = CatalogueLoader(contentDirectory: site.content.path, shape: .declared).load()
        let validator = CatalogueValidator(catalogue: catalogue, shape: .declared, checked: first)
        #expect(validator.validate().isEmpty)
        let state = StateFolder(for: site.output)
        try #require(CheckedJokes.toKeep(passed: catalogue, checked: validator.checked)).write(to: state, generator: "test")
        let second = try #require(CheckedJokes.read(state, generator: "test"))
        for id in ["JOKE_3", "Joke_New", "joke_2".uppercased(), "Joke_0"] {
            try site.write("content/jokes.json", Self.catalogue(jokes + [(id, "Nothing like the others.", [])]))
            let found = Self.problems(site, passed: second)
            #expect(found.new == [id])
            #expect(found.checked == found.whole)
            #expect(found.whole.count == 1, "\(id): \(found.whole)")
        }
    }

    /// One edit in 200 jokes keeps the record as it is; the edited joke
    /// stays new to it until enough have changed to write it again.
    @Test func aFewEditsKeepTheRecordAndMoreWriteItAgain() throws {
        let many: [(id: String, text: String, tags: [String])] = (0..<200).map { ("joke_\($0)", "Number \($0) walks into a bar.", []) }
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(many))
        let passed = try Self.passed(site)
        func validator(editing count: Int) throws -> (CatalogueValidator, Catalogue) {
            var jokes = many
            for place in 0..<count { jokes[place].text += " Again." }
            try site.write("content/jokes.json", Self.catalogue(jokes))
            let (catalogue, _, _) = CatalogueLoader(contentDirectory: site.content.path, shape: .declared).load()
            return (CatalogueValidator(catalogue: catalogue, shape: .declared, checked: passed), catalogue)
        }
        let one = try validator(editing: 1)
        #expect(one.0.checked?.found.newPlaces.count == 1)
        #expect(CheckedJokes.toKeep(passed: one.1, checked: one.0.checked) == nil)
        let two = try validator(editing: 2)
        #expect(two.0.checked?.found.newPlaces.count == 2)
        #expect(CheckedJokes.toKeep(passed: two.1, checked: two.0.checked) != nil)
    }

    /// The record is written by a build that commits, read by the next,
    /// and left as it was by one that fails.
    @Test func aBuildKeepsWhatPassedAndAFailedBuildKeepsTheLast() throws {
        let site = try InlineSite("")
        try site.write("content/jokes.json", Self.catalogue(Self.jokes))
        try site.build()
        let state = StateFolder(for: site.output)
        /// Whether the jokes kept as passed are those of the catalogue now.
        func keptAreTheCatalogues() throws -> Bool {
            let kept = try #require(CheckedJokes.read(state, generator: BuildFingerprint.generator(keptIn: state)))
            let (catalogue, _, _) = CatalogueLoader(contentDirectory: site.content.path, shape: .declared).load()
            return CheckedJokes.toKeep(passed: catalogue, checked: CatalogueValidator(catalogue: catalogue, shape: .declared, checked: kept).checked) == nil
        }
        #expect(try keptAreTheCatalogues())
        var jokes = Self.jokes
        jokes[1].text = jokes[2].text
        try site.write("content/jokes.json", Self.catalogue(jokes))
        #expect(throws: BuildError.self) { try site.build() }
        #expect(try !keptAreTheCatalogues())
        jokes[1].text = "A joke of its own."
        try site.write("content/jokes.json", Self.catalogue(jokes))
        try site.build()
        #expect(try keptAreTheCatalogues())
    }
}
