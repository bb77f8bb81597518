import Foundation
import Testing

@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PullRoundTripTests {
    @Test func theSamplePushedThenPulledIsByteIdentical() throws {
        let sample = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let push = try sample.run("push", ["--events", "--rankings", "--yes"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("jokes            65 to create, 0 to update"), "\(push.output)")

        // The site's own colours are never pushed: the pulling site has its characters.json.
        let empty = try sample.sibling()
        try empty.write("characters.json", try sample.read("characters.json"))
        let pull = try empty.run("pull", ["--events"])
        #expect(pull.status == 0, "\(pull.errors)")
        #expect(pull.output.contains("changed \(empty.content.path)/jokes.json: 65 added, 0 changed, 0 removed"), "\(pull.output)")
        #expect(try empty.snapshot() == sample.snapshot())

        // Pulled again, nothing changed: no file is written, and the exit status says so.
        let before = try modificationDates(of: empty.content)
        let again = try empty.run("pull", ["--events"])
        #expect(again.status == 4, "\(again.errors)")
        #expect(again.output.contains("nothing changed; \(empty.content.path)/ was not written"))
        #expect(again.output.contains(" h before the newest stored event)"), "\(again.output)")
        #expect(try modificationDates(of: empty.content) == before)

        // And nothing is left to push.
        let pushAgain = try sample.run("push", ["--events", "--rankings", "--yes"])
        #expect(pushAgain.status == 4)
        #expect(pushAgain.output.contains("nothing to write"))
    }

    @Test func pullWithoutEventsLeavesTheEventsAlone() throws {
        let sample = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        #expect(try sample.run("push", ["--rankings", "--yes"]).status == 0)
        let copy = try sample.sibling(onlySiteFiles: false)
        try copy.write("rating_events.json", "{}\n")
        let pull = try copy.run("pull", ["--dry-run"])
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
        #expect(!pull.output.contains("rating_events"))
        #expect(try copy.read("rating_events.json") == "{}\n")
    }

    private func modificationDates(of folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            dates[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return dates
    }
}
