import Testing
import TemplateEngine

@Suite struct ContentHashTests {
    /// SHA-256 of "abc" (FIPS 180-2's first example), its first 128 bits.
    @Test func isTheFirstHalfOfSHA256() {
        #expect(ContentHash.of(Array("abc".utf8)).description == "ba7816bf8f01cfea414140de5dae2223")
    }

    @Test func equalBytesHashEquallyHoweverTheyAreHeld() {
        let text = "<p>Why did the cow cross the road?</p>\n"
        #expect(ContentHash.of(text.utf8) == ContentHash.of(Array(text.utf8)))
        #expect(ContentHash.of(text.utf8) == ContentHash.of(text.utf8.lazy.map { $0 }))
    }

    @Test func anyChangedByteOrLengthChangesTheHash() {
        let original = Array("The rain returned - it missed me. Twenty-nine bytes".utf8)
        var hashes: Set<ContentHash> = [ContentHash.of(original)]
        for position in original.indices {
            var changed = original
            changed[position] ^= 0x01
            hashes.insert(ContentHash.of(changed))
        }
        for length in 0..<original.count { hashes.insert(ContentHash.of(original[..<length])) }
        hashes.insert(ContentHash.of(original + [0]))
        #expect(hashes.count == 2 * original.count + 2)
    }

    /// State files write the hash as 32 digits and read it back; anything
    /// else is not a hash.
    @Test func readsBackTheDigitsItWrites() {
        let hash = ContentHash.of(Array("abc".utf8))
        #expect(ContentHash(hexadecimal: hash.hexadecimal) == hash)
        #expect(ContentHash(hexadecimal: hash.hexadecimal.dropLast()) == nil)
        #expect(ContentHash(hexadecimal: Array("BA7816BF8F01CFEA414140DE5DAE2223".utf8)) == nil)
    }
}
