extension DocumentReader {
    /// A `daily_jokes` document may hold a joke's own fields: the app
    /// reads `joke_id` first and, without one, decodes the document as the
    /// joke itself (FirestoreService.fetchJokeOfTheDay). jokesite refuses
    /// such a day by name: a joke of the day has a page, an id and a
    /// character, so it must be a joke of `jokes.json`. Beside a `joke_id`,
    /// those fields are ignored, as the app ignores them, with a warning.
    /// Other fields are reported as unknown. Returns false for a day
    /// refused.
    func checkDailyJokeFields() -> Bool {
        reportUnknownFields(KnownFields.dailyJoke, reportedElsewhere: KnownFields.joke)
        let inline = object.members.filter { !KnownFields.dailyJoke.contains($0.key) && KnownFields.joke.contains($0.key) }
        guard let first = inline.first else { return true }
        guard object["joke_id"] != nil else {
            let names = inline.map { "\"\($0.key)\"" }.joined(separator: ", ")
            problems.add(Problem(file: file, line: first.line, documentID: documentID, field: first.key,
                                 message: "the day holds a joke itself (\(names)) instead of naming one: add the joke to jokes.json "
                                     + "(jokesite add) and give the day its id in \"joke_id\""))
            return false
        }
        for member in inline {
            problems.add(Problem(file: file, line: member.line, documentID: documentID, field: member.key,
                                 message: "a joke's field, ignored: the day shows the joke \"joke_id\" names", isWarning: true))
        }
        return true
    }
}
