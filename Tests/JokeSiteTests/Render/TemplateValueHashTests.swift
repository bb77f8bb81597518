import Testing
@testable import JokeSite

@Suite struct TemplateValueHashTests {
    @Test func equalValuesHashEquallyWhateverTheKeyOrder() {
        var first: [String: Any] = [:]
        var second: [String: Any] = [:]
        for index in 0..<50 { first["key\(index)"] = index }
        for index in (0..<50).reversed() { second["key\(index)"] = index }
        #expect(TemplateValueHash.hash(first) == TemplateValueHash.hash(second))
    }

    @Test func kindsAndNestingAreTold() {
        let values: [Any] = ["1", 1, true, ["1"], ["a": "1"], ["a": ["1"]], [String: Any](), [Any](), ""]
        let hashes = Set(values.map { TemplateValueHash.hash($0) })
        #expect(hashes.count == values.count)
        #expect(TemplateValueHash.hash(["ab", "c"]) != TemplateValueHash.hash(["a", "bc"]))
    }

    @Test func aChangeDeepInsideChangesTheHash() {
        let page: [String: Any] = ["jokes": [["id": "a", "tags": [["name": "rain"]]]]]
        let edited: [String: Any] = ["jokes": [["id": "a", "tags": [["name": "snow"]]]]]
        #expect(TemplateValueHash.hash(page) != TemplateValueHash.hash(edited))
    }
}
