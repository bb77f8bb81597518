import Foundation
import Testing
@testable import JokeSite

/// `/random/` downloads its index and one list, whatever the catalogue's
/// size: the links of the one-more-joke order cut into lists of
/// `RandomPage.perList`, which together are that order, each one small.
@Suite struct RandomListsTests {
    @Test func theOrderIsCutIntoSmallListsAndAnIndexThatSaysHow() throws {
        let count = 2 * RandomPage.perList + 101
        // Firestore-like ids, 20 characters, as long as the app's.
        let jokes = (0..<count).map { number in
            "\"joke\(String(repeating: "x", count: 12))\(String(format: "%04d", number))\": { \"character\": \"mr_funny\", \"text\": \"Joke number \(number)? Yes.\", \"type\": \"dad_joke\" }"
        }
        let site = try InlineSite(files: InlineSite.defaults.merging(["content/jokes.json": "{\n" + jokes.joined(separator: ",\n") + "\n}\n"]) { $1 })
        try site.build()
        let index = try #require(JSONSerialization.jsonObject(with: Data(site.read("random/jokes.json").utf8)) as? [String: Any])
        #expect(index["count"] as? Int == count && index["per_list"] as? Int == RandomPage.perList && index["lists"] as? String == "/random/jokes/")
        var links: [String] = []
        for number in 0..<3 {
            let text = try site.read("random/jokes/\(number).json")
            // One download: at 100,000 jokes the same 500 links a list.
            #expect(text.utf8.count < 50_000, "list \(number): \(text.utf8.count) bytes")
            links += try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String])
        }
        #expect(!site.exists("random/jokes/3.json"))
        #expect(links.count == count && Set(links).count == count && links.allSatisfy { $0.hasPrefix("/jokes/joke") })
    }
}
