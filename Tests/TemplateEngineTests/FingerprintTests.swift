import Testing
import TemplateEngine

/// A page's key is the fingerprint of its whole value tree: any value a
/// template can reach changes it.
@Suite struct FingerprintTests {
    /// SHA-256 of the kind `s`, the length 1 (eight bytes, little-endian)
    /// and the text `a`, worked out apart from the engine (Python's
    /// hashlib): a change of the hashing must be deliberate.
    @Test func isStableAcrossRunsAndMachines() {
        #expect(TemplateValue.text("a").fingerprint().description == "8c55c670d897f80b03daf1a5d2bf5c94")
    }

    /// Every length of a text, and a change of any byte, gives a hash of its own.
    @Test func everyByteOfALongTextCounts() {
        let text = Array("The rain returned - it missed me.".utf8)
        var seen: Set<ContentHash> = []
        for length in 0...text.count {
            seen.insert(TemplateValue.text(String(decoding: text[..<length], as: UTF8.self)).fingerprint())
        }
        for position in text.indices {
            var changed = text
            changed[position] ^= 0x20
            seen.insert(TemplateValue.text(String(decoding: changed, as: UTF8.self)).fingerprint())
        }
        #expect(seen.count == text.count + 1 + text.count)
    }

    @Test func changingAnyLeafOfAPageChangesIt() {
        let page = TestSchemas.pageValue()
        var seen: Set<ContentHash> = [page.fingerprint()]
        for variant in Self.leafVariants(of: page) {
            #expect(seen.insert(variant.fingerprint()).inserted, "\(variant)")
        }
        #expect(seen.count > 15)
    }

    @Test func tellsKindsAndBoundariesApart() {
        let values: [TemplateValue] = [
            .text("a"), .list([.text("a")]), .record([.text("a")]), .object(["a": .absent]), .absent, .text(""),
            .int(0), .bool(false), .list([.text("ab"), .text("c")]), .list([.text("a"), .text("bc")]),
        ]
        #expect(Set(values.map { $0.fingerprint() }).count == values.count)
    }

    @Test func objectsHashTheSameInAnyOrder() {
        var members: [String: TemplateValue] = [:]
        for index in 0..<50 { members["k\(index)"] = .int(index) }
        let reversed = Dictionary(uniqueKeysWithValues: members.reversed())
        #expect(TemplateValue.object(members).fingerprint() == TemplateValue.object(reversed).fingerprint())
    }

    @Test func aSchemaChangesWithItsNamesAndTypesNotItsDocs() {
        let schema = TestSchemas.page
        var documented = schema
        documented.fields[1].doc = "Another line."
        var renamed = schema
        renamed.fields[1].name = "heading"
        var retyped = schema
        retyped.fields[1].type = .html
        #expect(schema.fingerprint == documented.fingerprint)
        #expect(Set([schema.fingerprint, renamed.fingerprint, retyped.fingerprint]).count == 3)
    }

    /// The value with each leaf changed in turn.
    static func leafVariants(of value: TemplateValue) -> [TemplateValue] {
        switch value {
        case .absent: [.text("")]
        case .bool(let flag): [.bool(!flag)]
        case .int(let number): [.int(number + 1)]
        case .text(let text): [.text(text + "x")]
        case .list(let items):
            [.list(items + [.absent])] + items.indices.flatMap { index in
                leafVariants(of: items[index]).map { variant in
                    var changed = items
                    changed[index] = variant
                    return TemplateValue.list(changed)
                }
            }
        case .record(let fields):
            fields.indices.flatMap { index in
                leafVariants(of: fields[index]).map { variant in
                    var changed = fields
                    changed[index] = variant
                    return TemplateValue.record(changed)
                }
            }
        case .object(let members): [.object(members.merging(["x": .absent]) { $1 })]
        case .derived(let derived): leafVariants(of: derived.inputs).map { .derived(DerivedValue(from: $0) { $0 }) }
        case .unfit: []
        }
    }
}
