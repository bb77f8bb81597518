/// Validate stage: the rules of SPEC §2 that span documents or files
/// (references, ranges, duplicates). Shapes and types were checked while
/// loading.
public struct CatalogueValidator: Sendable {
    public let catalogue: Catalogue
    /// The menu's sections and where tag pages live.
    let shape: SiteShape
    /// Files that could not be read: references into them are not checked.
    public let unreadableFiles: Set<String>

    /// The jokes the last successful build passed, and which of these
    /// jokes are new (not among them); nil: each is checked as new.
    let checked: CheckedJokes.Compared?

    /// `checked`: the jokes the last successful build passed, if known.
    init(catalogue: Catalogue, shape: SiteShape, unreadableFiles: Set<String> = [], checked: CheckedJokes?) {
        self.catalogue = catalogue
        self.shape = shape
        self.unreadableFiles = unreadableFiles
        self.checked = checked.flatMap { checked in
            checked.characters == CheckedJokes.characters(of: catalogue) ? (checked, checked.find(catalogue.jokes)) : nil
        }
    }

    public init(catalogue: Catalogue, shape: SiteShape, unreadableFiles: Set<String> = []) {
        self.init(catalogue: catalogue, shape: shape, unreadableFiles: unreadableFiles, checked: nil)
    }

    private var charactersAreKnown: Bool { !unreadableFiles.contains(CatalogueFiles.characters) }
    private var jokesAreKnown: Bool { !unreadableFiles.contains(CatalogueFiles.jokes) }

    /// The checks are independent: each fills a list of its own, on both
    /// cores, and the lists join in the order of `checks`, as if run one by one.
    public func validate() -> [Problem] {
        ParallelMap.map(Self.checks.filter { jokesAreKnown || !$0.readsJokes }, parallel: true, grain: 1) { check in
            let problems = ProblemList()
            check.run(self, problems)
            return problems.problems
        }.flatMap { $0 }
    }

    /// Every check, in the order its problems are listed; `readsJokes`: it
    /// checks references into `jokes.json`, which an unreadable file leaves unchecked.
    private static let checks: [(readsJokes: Bool, run: @Sendable (CatalogueValidator, ProblemList) -> Void)] = [
        (false, { $0.validateJokes($1) }), (true, { $0.validateDailyJokes($1) }), (true, { $0.validateDailyRepeats($1) }),
        (true, { $0.validateArchiveStart($1) }), (true, { $0.validateDuplicatesOf($1) }), (true, { $0.validateTagSlugs($1) }),
        (true, { $0.validateRankings($1) }), (false, { $0.validateOldAddresses($1) }), (false, { $0.validateRatingEvents($1) }),
        (false, { $0.validateMenu($1) }), (false, { $0.validateCaseCollisions($1) }), (false, { $0.validateAvatars($1) }),
        (false, { $0.validateAppPages($1) }),
    ]

    var files: CatalogueFiles { catalogue.files }

    /// Each new joke alone, and each one's text against the others': a
    /// joke that passed before is looked at only when a new one's text is
    /// the same as its, in file order, as if all were checked.
    private func validateJokes(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.jokes)
        let newTexts = checked.map { Set($0.found.newPlaces.map { catalogue.jokes[$0].textKey }) }
        var firstByText: [JokeTextKey: String] = [:]
        firstByText.reserveCapacity(newTexts?.count ?? catalogue.jokes.count)
        // A few hundred tag names on thousands of jokes: each checked once.
        var tagProblems: [String: String?] = [:]
        for (place, joke) in catalogue.jokes.enumerated() {
            let isNewJoke = checked?.found.isNew(place) ?? true
            guard isNewJoke || newTexts!.contains(joke.textKey) else { continue }
            func report(_ field: String, _ message: String) {
                problems.add(Problem(file: file, line: joke.line(of: field), documentID: joke.id, field: field, message: message))
            }
            if isNewJoke, charactersAreKnown, !joke.character.isEmpty, catalogue.charactersByID[joke.character] == nil {
                report("character", "unknown character \"\(joke.character)\" (not in \(files.display(CatalogueFiles.characters)))")
            }
            if joke.textKey.isEmpty {
                // No text at all is a loading problem, reported once there.
                if isNewJoke, !joke.text.trimmingWhitespace().isEmpty { report("text", "the joke has no letters or digits") }
            } else if joke.duplicateOf != nil {
                // Checked against the joke it names: validateDuplicatesOf.
            } else if let first = firstByText[joke.textKey] {
                report("text", "duplicate of joke \(first) (same text once case, spaces and punctuation are ignored)")
            } else {
                firstByText[joke.textKey] = joke.id
            }
            guard isNewJoke else { continue }
            if joke.type.isEmpty == false, !DocumentID.isSafe(joke.type) {
                report("type", "\"\(joke.type)\" is not a usable type name: \(DocumentID.rule)")
            }
            for tag in joke.tags {
                let problem: String?
                if let known = tagProblems[tag] {
                    problem = known
                } else {
                    problem = Self.problem(ofTag: tag)
                    tagProblems[tag] = .some(problem)
                }
                if let problem { report("tags", problem) }
            }
        }
    }

    /// Why the tag can name no page, if it cannot.
    private static func problem(ofTag tag: String) -> String? {
        let slug = TagSlug.make(tag)
        if slug.isEmpty { return "tag \"\(tag)\" has no letters or digits" }
        guard slug.utf8.count > TagSlug.maximumBytes else { return nil }
        return "tag \"\(tag.prefix(40))…\" is too long: its page's folder name would be \(slug.utf8.count) bytes, "
            + "at most \(TagSlug.maximumBytes) are allowed"
    }

    private func validateMenu(_ problems: ProblemList) {
        let sections = shape.menuSections.map(\.name)
        let pages = catalogue.pages.map(\.slug).sorted()
        let pageHint = pages.isEmpty ? "" : " (\(pages.joined(separator: ", ")))"
        let known = Set(sections).union(pages)
        for entry in (catalogue.site.menu ?? []) where !known.contains(entry) {
            problems.add(Problem(file: files.display(CatalogueFiles.site), line: catalogue.site.menuLine, field: "menu",
                                 message: "unknown menu entry \"\(entry)\": use a section (\(sections.joined(separator: ", "))) or the slug of a page in pages/\(pageHint)"))
        }
    }

    private func validateDailyJokes(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.dailyJokes)
        for daily in catalogue.dailyJokes where !daily.jokeID.isEmpty {
            let location = Problem(file: file, line: daily.line(of: "joke_id"), documentID: daily.day.description, field: "joke_id", message: "")
            // The app's script can set a day for a joke the owner deleted: never an error that stops a pull.
            guard let joke = catalogue.jokesByID[daily.jokeID] else {
                problems.add(location.with(message: "names a missing joke \"\(daily.jokeID)\": the day gets an automatic pick").asWarning)
                continue
            }
            if !joke.sfw {
                problems.add(location.with(message: "joke \(joke.id) is not safe for work and can never be the joke of the day"))
            }
        }
    }

    private func validateRankings(_ problems: ProblemList) {
        guard let rankings = catalogue.storedRankings else { return }
        let file = files.display(CatalogueFiles.rankings)
        for (list, entries) in [("hilarious", rankings.hilarious), ("horrible", rankings.horrible)] {
            // The app's nightly function writes these: a deleted joke is left out, not an error.
            for entry in entries where catalogue.jokesByID[entry.jokeID] == nil {
                problems.add(Problem(file: file, line: entry.line, documentID: Rankings.documentID, field: list,
                                     message: "rank \(entry.rank) names a missing joke \"\(entry.jokeID)\": left out (jokesite rank rewrites the rankings)",
                                     isWarning: true))
            }
        }
    }

    /// Each event alone (its rating, its week), then each joke the events
    /// rate that is missing, once, at its first event (from their tally).
    private func validateRatingEvents(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.ratingEvents)
        let events = catalogue.ratingEvents
        // Each interned week id is checked once, not per event.
        let malformedWeeks = events.malformedWeeks
        // A million events: each core checks a run, and the runs' problems
        // join in file order.
        let runs = ParallelMap.map(ParallelMap.runs(of: events.count), parallel: true, grain: 1) { run in
            var found: [Problem] = []
            for position in run {
                guard events.breaksARule(at: position, malformedWeeks: malformedWeeks) else { continue }
                let rating = events.rating(of: position)
                // Made whole (its id and all) only to be named in a problem.
                let event = events[position]
                func report(_ field: String, _ message: String) {
                    found.append(Problem(file: file, line: event.line(of: field), documentID: event.id, field: field, message: message))
                }
                if !RatingEvent.ratings.contains(rating) { report("rating", "rating \(rating) is outside 1–5") }
                if malformedWeeks[Int(events.records[position].week)] { report("week_id", "\"\(event.weekID)\" is not an ISO week like 2026-W47") }
            }
            return found
        }
        for run in runs { problems.add(contentsOf: run) }
        guard jokesAreKnown, let rated = catalogue.countedRatings else { return }
        let tally = rated.tally
        // A rating of a joke the owner deleted is something the app can always write.
        for (place, id) in tally.jokeIDs.enumerated() where !id.isEmpty && rated.place(at: place) == nil {
            let more = tally.jokes[place].count - 1
            let first = tally.firstEvents[place]
            problems.add(Problem(file: file, line: first.line, documentID: first.id, field: "joke_id",
                                 message: "names a missing joke \"\(id)\": left out of the rankings"
                                     + (more > 0 ? " (and so \(more == 1 ? "does 1 event" : "do \(more) events") after it)" : ""),
                                 isWarning: true))
        }
    }
}

extension Problem {
    func with(message: String) -> Problem {
        var copy = self
        copy.message = message
        return copy
    }

    var asWarning: Problem {
        var copy = self
        copy.isWarning = true
        return copy
    }
}
