import Foundation
import Testing

/// `--timeout` bounds a whole request, a dropped connection is retried or
/// said, and a server's text reaches the terminal with its control
/// characters escaped.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct BoundedRequestTests {
    @Test func aSlowDripIsCutAtTheTimeout() throws {
        // Headers at once, then a byte of the body every 0.1 s for 30 s: each
        // wait for a byte is short, the whole answer is not.
        let dripping = try LocalServer { connection in
            guard connection.readHeaders() else { return }
            connection.write(Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[".utf8))
            for _ in 0..<300 {
                Thread.sleep(forTimeInterval: 0.1)
                guard connection.write([UInt8(ascii: " ")]) else { return }
            }
        }
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let before = try site.snapshot()
        let pull = try site.run("pull", ["--timeout", "2"], host: dripping.host)
        #expect(pull.status == 3)
        #expect(pull.errors.contains("(characters, page 1) failed: no answer from \(dripping.host) within the timeout of 2 s"), "\(pull.errors)")
        #expect(try site.snapshot() == before)
    }

    @Test func aDroppedConnectionIsReadAgainNeverWrittenAgain() throws {
        let emulator = try FirestoreEmulator.shared.get()
        let source = try FirestoreSite(emulator: emulator)
        #expect(try source.run("push", ["--rankings", "--yes"]).status == 0)
        // The first, third, fifth… connection is closed as soon as its request arrives.
        let dropping = try LocalServer.forwarding(to: emulator.host) { connection, _ in connection % 2 == 0 }

        let mirror = try source.sibling()
        let pull = try mirror.run("pull", ["--verbose"], host: dropping.host)
        #expect(pull.status == 0, "\(pull.errors)")
        #expect(pull.errors.contains("the connection to \(dropping.host) closed without a whole answer, retrying in 0.5 s"), "\(pull.errors)")
        #expect(try mirror.read("jokes.json") == source.read("jokes.json"))

        // A write is not sent again (it may have landed): push reads it back.
        let jokes = try source.read("jokes.json")
        let likes = try #require(jokes.firstMatch(of: /"likes": (\d+)/))
        try source.write("jokes.json", jokes.replacingCharacters(in: likes.range, with: "\"likes\": \(Int(likes.1)! + 1)"))
        let push = try source.run("push", ["--yes"], host: dropping.host)
        #expect(push.status == 3, "\(push.output)")
        #expect(push.errors.contains(":batchWrite"), "\(push.errors)")
        #expect(push.errors.contains("the connection to \(dropping.host) closed without a whole answer\n"), "\(push.errors)")
        #expect(push.errors.contains("read back from Firestore: 0 of that request's 1 write landed; 0 written in all, 0 not sent; push again to finish"),
                "\(push.errors)")
    }

    @Test func aServerClosingKeptAliveConnectionsCostsNoWait() throws {
        let emulator = try FirestoreEmulator.shared.get()
        let source = try FirestoreSite(emulator: emulator)
        #expect(try source.run("push", ["--events", "--rankings", "--yes"]).status == 0)
        // Each connection's second request is met by the server closing it.
        let closing = try LocalServer.forwarding(to: emulator.host) { _, request in request > 0 }
        // The site's own colours are never pushed: the pulling site has its characters.json.
        let mirror = try source.sibling()
        try mirror.write("characters.json", try source.read("characters.json"))
        let pull = try mirror.run("pull", ["--events", "--page-size", "100"], host: closing.host)
        #expect(pull.status == 0, "\(pull.errors)")
        #expect(try mirror.snapshot() == source.snapshot())
    }

    @Test func aServersControlCharactersAreShownEscaped() throws {
        let body = Array(#"{"error": {"status": "FAILED_PRECONDITION", "message": "\u001b]0;owned\u0007\u001b[2Jline\nforged"}}"#.utf8)
        let hostile = try LocalServer { connection in
            guard connection.readHeaders() else { return }
            connection.write(Array("HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
        }
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let pull = try site.run("pull", host: hostile.host)
        #expect(pull.status == 3)
        #expect(pull.errors.contains(#"HTTP 400: FAILED_PRECONDITION: \u{1B}]0;owned\u{7}\u{1B}[2Jline forged"#), "\(pull.errors)")
        #expect(!pull.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
