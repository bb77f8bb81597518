import Foundation
import Testing
@testable import JokeSite

@Suite struct DailyCommandTests {
    private func someJoke(_ sample: SampleContent, sfw: Bool = true) throws -> String {
        try #require(try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.first { $0.sfw == sfw }?.id)
    }

    @Test func setAssignsAJokeToAFutureDay() throws {
        let sample = try SampleContent()
        let joke = try sample.jokeFree(on: "2030-01-01")
        let result = try sample.run(["daily", "set", joke, "--date", "2030-01-01"])
        #expect(result.status == 0, "\(result.errors)")
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        #expect(catalogue.dailyJokes.last?.day.description == "2030-01-01")
        #expect(catalogue.dailyJokes.last?.jokeID == joke)
    }

    @Test func setRefusesMissingAndUnsafeJokesAndPastDays() throws {
        let sample = try SampleContent()
        let before = try sample.read("daily_jokes.json")
        #expect(try sample.run(["daily", "set", "ghost", "--date", "2030-01-01"]).status == 1)
        let unsafe = try sample.run(["daily", "set", try someJoke(sample, sfw: false), "--date", "2030-01-01"])
        #expect(unsafe.status == 1)
        #expect(unsafe.errors.contains("not safe for work"))
        let past = try sample.run(["daily", "set", try someJoke(sample), "--date", "2026-10-20"])
        #expect(past.status == 1)
        #expect(past.errors.contains("in the past"))
        let beforeArchive = try sample.run(["daily", "set", try someJoke(sample), "--date", "2020-01-01", "--force"])
        #expect(beforeArchive.status == 1)
        #expect(beforeArchive.errors.contains("before the archive's first day 2026-10-12"))
        #expect(try sample.read("daily_jokes.json") == before)
        #expect(try sample.run(["daily", "set", try someJoke(sample), "--date", "2026-10-20", "--force"]).status == 0)
    }

    /// SPEC §2: no joke of the day comes back within 30 days either side,
    /// unless forced, and the refusal names the day that shows it.
    @Test func setRefusesAJokeShownWithinThirtyDaysEitherSide() throws {
        let sample = try SampleContent()
        let joke = try someJoke(sample)
        #expect(try sample.run(["daily", "set", joke, "--date", "2030-06-01", "--force"]).status == 0)
        let assigned = try sample.read("daily_jokes.json")
        for day in ["2030-06-30", "2030-05-03"] {
            let refused = try sample.run(["daily", "set", joke, "--date", day])
            #expect(refused.status == 1, "\(day)")
            // The automatic picks before the day may show it too: they are named with 2030-06-01.
            #expect(refused.errors.contains("joke \(joke) is the joke of "), "\(refused.errors)")
            #expect(refused.errors.contains("2030-06-01"))
            #expect(refused.errors.contains(", within 30 days of \(day): no joke is repeated within 30 days"))
            #expect(refused.errors.contains("--force sets it anyway"))
            #expect(refused.errors.contains("nothing was changed"))
        }
        #expect(try sample.read("daily_jokes.json") == assigned)
        let forced = try sample.run(["daily", "set", joke, "--date", "2030-06-30", "--force"])
        #expect(forced.status == 0)
        #expect(forced.errors.contains("--force: overriding the 30-day rule: \(joke) is also the joke of "))
        #expect(forced.errors.contains("2030-06-01"))
        // The automatic days after 2030-06-30 avoid the joke through 2030-07-30.
        let later = try sample.run(["daily", "set", joke, "--date", "2030-07-31"])
        #expect(later.status == 0, "31 days after 2030-06-30: \(later.errors)")
        #expect(later.errors.isEmpty)
        let assignedDays = try CatalogueCheck.run(contentDirectory: sample.content.path).dailyJokes
        let days = assignedDays.filter { $0.jokeID == joke && $0.day.description.hasPrefix("2030") }.map(\.day.description)
        #expect(days == ["2030-06-01", "2030-06-30", "2030-07-31"])
    }

    /// A day the automatic picks give the joke counts as much as an assigned one.
    @Test func setRefusesAJokeAnAutomaticDayShowsJustBefore() throws {
        let sample = try SampleContent()
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let picked = try #require(DailyJokePicker(catalogue: catalogue).pick(for: CalendarDay("2030-03-10")!))
        #expect(!picked.isAssigned)
        let refused = try sample.run(["daily", "set", picked.jokeID, "--date", "2030-03-20"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("2030-03-10"), "\(refused.errors)")
        #expect(refused.errors.contains("within 30 days of 2030-03-20"))
    }

    @Test func unsetAndDryRun() throws {
        let sample = try SampleContent()
        let before = try sample.read("daily_jokes.json")
        let joke = try sample.jokeFree(on: "2099-01-01")
        let farFuture = CalendarDay("2099-01-01")!
        #expect(try sample.run(["daily", "set", joke, "--date", farFuture.description]).status == 0)
        let assigned = try sample.read("daily_jokes.json")
        let dry = try sample.run(["daily", "unset", "--date", farFuture.description, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.output.contains("would unset \(farFuture)"))
        #expect(try sample.read("daily_jokes.json") == assigned)
        #expect(try sample.run(["daily", "unset", "--date", farFuture.description]).status == 0)
        #expect(try sample.read("daily_jokes.json") == before)
        #expect(try sample.run(["daily", "unset", "--date", farFuture.description]).status == 1)
    }

    /// A past day has been published: unsetting it, like setting it, needs --force.
    @Test func unsetOfAPastDayNeedsForce() throws {
        let sample = try SampleContent()
        let before = try sample.read("daily_jokes.json")
        let refused = try sample.run(["daily", "unset", "--date", "2026-10-12"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("in the past"))
        #expect(try sample.read("daily_jokes.json") == before)
        #expect(try sample.run(["daily", "unset", "--date", "2026-10-12", "--force"]).status == 0)
        #expect(!(try sample.read("daily_jokes.json").contains("\"2026-10-12\"")))
    }

    @Test func listShowsAssignedDaysAndTheNextFourteen() throws {
        let sample = try SampleContent()
        let result = try sample.run(["daily", "list", "--date", "2026-11-20"])
        #expect(result.status == 0)
        #expect(result.output.contains("Assigned days (38):"))
        let upcoming = result.output.components(separatedBy: "Next 14 days from 2026-11-20:\n")[1].split(separator: "\n")
        #expect(upcoming.count == 14)
        #expect(upcoming.first?.contains("2026-11-20") == true && upcoming.first?.contains("assigned") == true)
        #expect(upcoming.last?.contains("2026-12-03") == true && upcoming.last?.contains("automatic") == true)
    }
}
