import Testing
@testable import JokeSite

@Suite struct DailyJokePickerTests {
    private func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    @Test func assignedDaysUseTheirJoke() throws {
        let picker = DailyJokePicker(catalogue: try FixtureCatalogue().load())
        #expect(picker.pick(for: day("2026-11-22")) == DailyPick(day: day("2026-11-22"), jokeID: "joke_c", isAssigned: true))
    }

    @Test func otherDaysGetADeterministicSafeForWorkPick() throws {
        let catalogue = try FixtureCatalogue().load()
        let pick = try #require(DailyJokePicker(catalogue: catalogue).pick(for: day("2026-11-21")))
        #expect(!pick.isAssigned)
        #expect(catalogue.jokesByID[pick.jokeID]?.sfw == true)
        let again = DailyJokePicker(catalogue: try FixtureCatalogue().load()).pick(for: day("2026-11-21"))
        #expect(again == pick)
    }

    @Test func automaticPicksAvoidTheLastThirtyDays() throws {
        let fixture = try FixtureCatalogue()
        // 40 SFW jokes and no assignments: 31 consecutive picks are all different.
        let jokes = (0..<40).map { "\"k\($0)\": {\"character\": \"mr_sad\", \"type\": \"dad_joke\", \"text\": \"Joke number \($0)\"}" }
        try fixture.write("jokes.json", "{" + jokes.joined(separator: ",\n") + "}")
        try fixture.remove("daily_jokes.json")
        try fixture.remove("rating_events.json")
        try fixture.remove("weekly_rankings.json")
        try fixture.replace("\"first_day\": \"2026-11-20\"", with: "\"language\": \"en\"", in: "site.json")
        let picker = DailyJokePicker(catalogue: try fixture.load())
        let picks = picker.picks(through: day("2026-12-31"))
        #expect(picks.count == 1, "with no created_at, first_day or assigned day the schedule starts at the asked day")
        // Assign one day far back so the schedule runs forward from it.
        try fixture.write("daily_jokes.json", "{\"2026-10-01\": {\"joke_id\": \"k1\"}}")
        let schedule = DailyJokePicker(catalogue: try fixture.load()).picks(through: day("2026-12-31"))
        #expect(schedule.count == 92)
        for index in schedule.indices {
            let window = schedule[max(0, index - 30)..<index].map(\.jokeID)
            #expect(!window.contains(schedule[index].jokeID), "\(schedule[index].day) repeats a joke")
        }
    }

    @Test func neverPicksAJokeThatIsNotSafeForWork() throws {
        let catalogue = try FixtureCatalogue().load()
        let picks = DailyJokePicker(catalogue: catalogue).picks(through: day("2027-06-01"))
        #expect(picks.allSatisfy { catalogue.jokesByID[$0.jokeID]?.sfw == true })
    }

    @Test func withFewJokesTheLeastRecentlyFeaturedComesBack() throws {
        let catalogue = try FixtureCatalogue().load()
        let picks = DailyJokePicker(catalogue: catalogue).picks(through: day("2026-11-30"))
        // Four SFW jokes: from the last assigned day on, every run of four
        // consecutive days shows all four. (Assigned days may repeat a joke.)
        let lastAssigned = try #require(picks.firstIndex { $0.day == day("2026-11-22") })
        for start in lastAssigned..<(picks.count - 3) {
            #expect(Set(picks[start..<start + 4].map(\.jokeID)).count == 4)
        }
    }
}
