import Testing
@testable import JokeSite

@Suite struct ContentHashTests {
    @Test func equalBytesHashEquallyHoweverTheyAreHeld() {
        let text = "<p>Why did the cow cross the road?</p>\n"
        #expect(ContentHash.of(text.utf8) == ContentHash.of(Array(text.utf8)))
        #expect(ContentHash.of(text.utf8) == ContentHash.of(text.utf8.lazy.map { $0 }))
    }

    @Test func anyChangedByteOrLengthChangesTheHash() {
        let original = Array("The rain returned - it missed me. Twenty-nine bytes".utf8)
        var hashes: Set<UInt64> = [ContentHash.of(original)]
        for position in original.indices {
            var changed = original
            changed[position] ^= 0x01
            hashes.insert(ContentHash.of(changed))
        }
        for length in 0..<original.count { hashes.insert(ContentHash.of(original[..<length])) }
        hashes.insert(ContentHash.of(original + [0]))
        #expect(hashes.count == 2 * original.count + 2)
    }
}
