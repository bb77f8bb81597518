import Foundation
import Testing
@testable import JokeSite

/// The sample catalogue keeps the rules it shows visitors: About promises
/// no joke of the day again within a month, and each joke reads as the app
/// splits it.
@Suite struct SampleCatalogueTests {
    private let catalogue: Catalogue

    init() throws {
        catalogue = try CatalogueCheck.run(contentDirectory: FixtureSite.projectRoot.appendingPathComponent("content").path)
    }

    @Test func theArchiveShowsNoJokeTwiceWithinThirtyDays() throws {
        let lastAssigned = try #require(catalogue.dailyJokes.last?.day)
        var lastShown: [String: CalendarDay] = [:]
        for pick in DailyJokePicker(catalogue: catalogue).picks(through: lastAssigned.adding(days: 60)) {
            if let earlier = lastShown[pick.jokeID] {
                #expect(pick.day.daysSinceEpoch - earlier.daysSinceEpoch > DailyJokePicker.noRepeatDays,
                        "\(pick.jokeID) on \(earlier) and \(pick.day)")
            }
            lastShown[pick.jokeID] = pick.day
        }
    }

    /// A question answered in its setup gives the answer away before the
    /// reveal: the app splits at " - " before "? ", so no sample joke asks
    /// and answers before its punchline.
    @Test func noSetupAnswersItsOwnQuestion() {
        for joke in catalogue.jokes where !JokeSplitter.isKnockKnock(joke.text) {
            let parts = JokeSplitter.split(joke.text)
            #expect(!parts.setup.dropLast().contains("? "), "\(joke.id): \(parts.setup)")
        }
    }
}
