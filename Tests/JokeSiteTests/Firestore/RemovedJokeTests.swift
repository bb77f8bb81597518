import Foundation
import JokeSite
import Testing

/// README's Friday: a ranked joke removed with its events and days.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct RemovedJokeTests {
    /// The finding "Friday's removal gets stuck on the Top 10".
    @Test func aRankedJokeIsRemovedHereAndInFirestoreWithItsRankings() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes", "--events", "--rankings"])
        let ranked = String(try #require(try site.read("weekly_rankings.json").firstMatch(of: /"joke_id": "([^"]+)"/)).1)
        try site.edit("jokes.json", ranked) { $0 = [:] }
        for file in ["rating_events.json", "daily_jokes.json"] { try removeDocuments(of: site, in: file, naming: ranked) }

        let check = try JokeSiteProcess.run(["check", "--content", site.content.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let rank = try JokeSiteProcess.run(["rank", "--content", site.content.path])
        #expect(rank.status == 0, "\(rank.output)\(rank.errors)")
        #expect(!(try site.read("weekly_rankings.json").contains(ranked)))

        // Without --rankings, Firestore's Top 10 would go on naming the joke.
        let refused = try site.run("push", ["--yes", "--prune", "--events"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")
        #expect(refused.errors.contains("jokes/\(ranked): weekly_rankings/all_time ranks it and would be left naming nothing"), "\(refused.errors)")
        #expect(try await site.firestoreDocument("jokes/\(ranked)") != nil)

        try site.succeeds("push", ["--yes", "--prune", "--events", "--rankings"])
        #expect(try await site.firestoreDocument("jokes/\(ranked)") == nil)
        #expect(try await site.firestoreDocument("weekly_rankings/all_time")?.contains(ranked) == false)
        let pull = try site.run("pull", ["--events"])
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
    }

    private func removeDocuments(of site: FirestoreSite, in file: String, naming joke: String) throws {
        guard case .object(var documents) = try JSONParser.parse(Array(site.read(file).utf8)) else { return }
        documents.members.removeAll { member in
            if case .object(let fields) = member.value, case .string(let named)? = fields["joke_id"]?.value { return named == joke }
            return false
        }
        try site.write(file, JSONWriter.format(.object(documents)))
    }
}
