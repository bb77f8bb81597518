import Foundation

/// Load stage: reads every file of `content/` into typed models. Problems
/// of shape (syntax, types, ids, dates) are collected, not thrown, so that
/// validation can add its own and the user sees them all at once.
public struct CatalogueLoader: Sendable {
    public let files: CatalogueFiles
    /// The outputs' names a page may not take and the page kinds
    /// `deep_links` may name.
    let shape: SiteShape
    let cache: (any CollectionCache)?

    public init(contentDirectory: String, shape: SiteShape, cache: (any CollectionCache)? = nil) {
        files = CatalogueFiles(contentDirectory: contentDirectory)
        self.shape = shape
        self.cache = cache
    }

    /// The catalogue (documents with problems carry defaults), the problems,
    /// and the names of the files that could not be read at all.
    public func load() -> (catalogue: Catalogue, problems: [Problem], unreadableFiles: Set<String>) {
        let problems = ProblemList()
        let reader = CollectionReader(files: files, problems: problems, cache: cache)
        let keptTally = Prefetch { keptRatingTally() }
        // In the order of the files' problems: site, characters, jokes, days, rankings, events.
        let (site, characters) = (loadSite(reader), reader.documents(CatalogueFiles.characters, required: true) { character($0) })
        let jokes = reader.memoizedDocuments(CatalogueFiles.jokes, required: true) { joke($0) }.models
        let (dailyJokes, rankings) = (reader.documents(CatalogueFiles.dailyJokes, required: false) { dailyJoke($0) }, loadRankings(reader))
        let (events, tally) = ratingEvents(reader, jokes: jokes, kept: keptTally.value)
        var catalogue = Catalogue(
            site: site,
            characters: characters,
            jokes: jokes,
            dailyJokes: dailyJokes,
            storedRankings: rankings,
            ratingEvents: events,
            pages: PageLoader(files: files, problems: problems, reservedSlugs: shape.reservedNames).load(),
            files: files
        )
        catalogue.ratingTally = tally
        return (catalogue, problems.problems, problems.unreadableFiles)
    }

    /// The rating events that break a rule alone (the validator names
    /// them), and the tally of all; only the tally when the cache keeps one
    /// of the file as it is. A tally counted here is kept when no problem
    /// names the events, so that the next load has none to report either
    /// (missing jokes are found from the tally).
    private func ratingEvents(_ reader: CollectionReader, jokes: [Joke], kept: (stamp: FileStamp?, tally: RatingTally?))
        -> (RatingEvents, RatingTally?) {
        if let tally = kept.tally { return ([], tally) }
        let firstProblem = reader.problems.problems.count
        // Counted as gathered: the events kept are those that break a rule.
        let events = reader.documents(CatalogueFiles.ratingEvents, required: false,
                                      into: RatingEvents(knownJokeIDs: KnownStrings(jokes.map(\.id)), counting: true),
                                      scanning: RatingEventScanner.scan, Self.ratingEvent)
        guard let tally = events.tally else { return (events, nil) }
        if let stamp = kept.stamp, reader.problems.problems.count == firstProblem, events.isEmpty {
            cache?.storeMemo(tally.memo(stamp: stamp)[...], for: CatalogueFiles.ratingEvents + ".tally")
        }
        return (events, tally)
    }

    /// The events file's stamp if a cache may keep its tally, and its tally kept as it is now, if any.
    private func keptRatingTally() -> (stamp: FileStamp?, tally: RatingTally?) {
        let name = CatalogueFiles.ratingEvents
        guard let cache, files.linkOutside(name) == nil, let stamp = FileStamp(path: files.url(name).path) else { return (nil, nil) }
        return (stamp, cache.memo(name + ".tally").flatMap { RatingTally(memo: $0, stamp: stamp) })
    }

    private func loadSite(_ reader: CollectionReader) -> Site {
        let file = reader.topLevelObject(CatalogueFiles.site, required: true)
        let object = file?.object
        let site = DocumentReader(file: files.display(CatalogueFiles.site), documentID: nil, object: object ?? JSONObject(), line: 1, problems: reader.problems)
        // A missing file is already reported; don't add a problem per field.
        let isMissing = object == nil
        site.reportUnknownFields(KnownFields.site)
        site.reportFieldsNamedTwice()
        let zoneName = site.string("timezone", default: Site.defaultTimeZone)
        // IANA names only: Foundation also reads "GMT+5" as +05:00, the
        // opposite of IANA's "Etc/GMT+5" (−05:00).
        let zone = Site.isIANAZoneName(zoneName) ? TimeZone(identifier: zoneName) : nil
        if zone == nil { site.report("timezone", "unknown time zone \"\(zoneName)\" (use an IANA name like America/New_York)") }
        var baseURL = isMissing ? "/" : site.requiredString("base_url")
        if !isMissing, !baseURL.isEmpty, let problem = BaseURL.problem(baseURL) {
            site.report("base_url", problem)
        }
        if !baseURL.hasSuffix("/") { baseURL += "/" }
        let appScheme = site.string("app_scheme", default: "mrfunnyjokes")
        if let problem = AppScheme.problem(appScheme) { site.report("app_scheme", problem) }
        let perPage = site.int("per_page", default: 50)
        if perPage < 1 { site.report("per_page", "must be at least 1, found \(perPage)") }
        return Site(
            title: isMissing ? "" : site.requiredString("title"),
            baseURL: baseURL,
            timeZone: zone ?? TimeZone(identifier: Site.defaultTimeZone)!,
            language: site.string("language", default: "en"),
            appScheme: appScheme,
            perPage: max(perPage, 1),
            includeNSFW: site.bool("include_nsfw", default: false),
            menu: object?["menu"] == nil ? nil : site.stringArray("menu"),
            menuLine: object?["menu"]?.line,
            firstDay: firstDay(site),
            cards: site.bool("cards", default: true),
            cardFont: site.string("card_font", default: Site.defaultCardFont),
            search: site.bool("search", default: true),
            app: app(site),
            host: host(site),
            fileHash: file?.bytesHash ?? .zero
        )
    }

    /// `app`, when the site sets it.
    private func app(_ site: DocumentReader) -> AppLinks {
        guard let member = site.object["app"], member.value != .null else { return AppLinks() }
        guard case .object(let object) = member.value else {
            site.report("app", "expected an object, found \(member.value.kindDescription)")
            return AppLinks()
        }
        return AppLinks.read(DocumentReader(file: site.file, documentID: "app", object: object, line: member.line, problems: site.problems),
                             pageKinds: shape.pageKinds)
    }

    /// `host`, when the site names one jokesite knows the limits of.
    private func host(_ site: DocumentReader) -> PublishingHost? {
        guard let name = site.optionalString("host") else { return nil }
        guard let host = PublishingHost.named(name) else {
            site.report("host", "unknown host \"\(name)\"; the known hosts are \(PublishingHost.known.map(\.name).joined(separator: ", "))")
            return nil
        }
        return host
    }

    /// `first_day`: where the archive starts, when the site sets it.
    private func firstDay(_ site: DocumentReader) -> CalendarDay? {
        guard let text = site.optionalString("first_day") else { return nil }
        guard let day = CalendarDay(text), day.isSupported else {
            site.report("first_day", "\"\(text)\" is not a date in the form YYYY-MM-DD between \(CalendarDay.supportedDescription)")
            return nil
        }
        return day
    }

    private func character(_ document: DocumentReader) -> JokeCharacter {
        document.reportUnknownFields(KnownFields.character)
        return JokeCharacter(
            id: document.documentID!,
            name: document.requiredString("name"),
            personality: document.string("personality", default: ""),
            jokeTypes: document.stringArray("joke_types"),
            color: document.color("color", default: "#8E8E93"),
            backgroundLight: document.color("background_light", default: "#FFFFFF"),
            backgroundDark: document.color("background_dark", default: "#1C1C1E"),
            avatar: document.optionalString("avatar"),
            line: document.line
        )
    }

    func joke(_ document: DocumentReader) -> Joke {
        document.reportUnknownFields(KnownFields.joke)
        let text = document.requiredString("text")
        if case .string(let written)? = document.object["text"]?.value, written.trimmingWhitespace().isEmpty {
            document.report("text", "the joke has no text")
        } else if text.utf8.count > CatalogueText.maximumJokeLength {
            if text.count > CatalogueText.maximumJokeLength {
                document.report("text", "the joke is \(text.count) characters long; at most \(CatalogueText.maximumJokeLength) are allowed")
            } else if text.unicodeScalars.count > CatalogueText.maximumJokeCodePoints {
                document.report("text", "the joke is made of \(text.unicodeScalars.count) code points (letters, accents, parts of emoji); "
                    + "at most \(CatalogueText.maximumJokeCodePoints) are allowed")
            }
        }
        return Joke(
            id: document.documentID!,
            character: document.requiredString("character"),
            text: text,
            type: document.requiredString("type"),
            tags: document.stringArray("tags"),
            sfw: document.bool("sfw", default: true),
            source: document.string("source", default: "original"),
            createdAt: document.timestamp("created_at"),
            updatedAt: document.timestamp("updated_at"),
            likes: document.int("likes", default: 0),
            dislikes: document.int("dislikes", default: 0),
            ratingSum: document.int("rating_sum", default: 0),
            ratingCount: document.int("rating_count", default: 0),
            ratingAvg: document.double("rating_avg", default: 0),
            popularityScore: document.double("popularity_score", default: 0),
            line: document.line,
            duplicateOf: document.optionalString("duplicate_of"),
            previousIDs: document.stringArray("previous_ids"),
            migratedFrom: document.optionalString("migrated_from"),
            fieldLines: FieldLines(Joke.linedFields, in: document)
        )
    }

    private func dailyJoke(_ document: DocumentReader) -> DailyJoke? {
        let key = document.documentID!
        guard document.checkDailyJokeFields() else { return nil }
        let jokeID = document.requiredString("joke_id")
        let createdAt = document.timestamp("created_at")
        guard let day = CalendarDay(key) else {
            document.report(nil, "\"\(key)\" is not a real date in the form YYYY-MM-DD")
            return nil
        }
        guard day.isSupported else {
            document.report(nil, "\(key) is outside the supported dates \(CalendarDay.supportedDescription)")
            return nil
        }
        return DailyJoke(day: day, jokeID: jokeID, createdAt: createdAt, line: document.line,
                         fieldLines: FieldLines(DailyJoke.linedFields, in: document))
    }

    private func loadRankings(_ reader: CollectionReader) -> Rankings? {
        // Other documents (weekly ones from an old export) are not used.
        reader.documents(CatalogueFiles.rankings, required: false) { document in
            document.documentID == Rankings.documentID ? allTimeRankings(document) : nil
        }.first
    }

    private func allTimeRankings(_ document: DocumentReader) -> Rankings {
        document.reportUnknownFields(KnownFields.rankings)
        let weekID = document.string("week_id", default: Rankings.documentID)
        if weekID != Rankings.documentID { document.report("week_id", "expected \"all_time\", found \"\(weekID)\"") }
        return Rankings(
            hilarious: document.objectArray("hilarious").compactMap { rankEntry($0, list: "hilarious", in: document) },
            horrible: document.objectArray("horrible").compactMap { rankEntry($0, list: "horrible", in: document) },
            totalHilariousRatings: document.int("total_hilarious_ratings", default: 0),
            totalHorribleRatings: document.int("total_horrible_ratings", default: 0),
            computedAt: document.string("computed_at", default: "")
        )
    }

    private func rankEntry(_ object: JSONObject, list: String, in document: DocumentReader) -> Rankings.Entry? {
        let entry = DocumentReader(file: document.file, documentID: document.documentID, object: object,
                                   line: object.members.first?.line ?? document.line, problems: document.problems)
        entry.reportUnknownFields(KnownFields.rankEntry)
        let jokeID = entry.requiredString("joke_id")
        guard let count = entry.requiredInt("count"), let rank = entry.requiredInt("rank"), !jokeID.isEmpty else { return nil }
        return Rankings.Entry(jokeID: jokeID, count: count, rank: rank, line: object["joke_id"]?.line ?? entry.line)
    }

    /// `RatingEventScanner` reads most events without this: keep the two alike.
    @Sendable static func ratingEvent(_ document: DocumentReader) -> RatingEvent? {
        document.reportUnknownFields(KnownFields.ratingEvent)
        let jokeID = document.requiredString("joke_id")
        let weekID = document.requiredString("week_id")
        let deviceID = document.requiredString("device_id")
        let timestamp = document.timestamp("timestamp")
        guard let rating = document.requiredInt("rating") else { return nil }
        return RatingEvent(id: document.documentID!, jokeID: jokeID, rating: rating, weekID: weekID, line: document.line,
                           fieldLines: FieldLines(RatingEvent.linedFields, in: document), deviceID: deviceID,
                           timestamp: timestamp.map { Int($0.timeIntervalSince1970.rounded(.down)) })
    }
}
