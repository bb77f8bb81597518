extension ResolvedSite {
    /// The site a clean build resolves after the joke's text alone
    /// changed: its place in every list, its tags, its ratings and the days
    /// do not depend on its text (`DailyJokePicker`), so only the copies of
    /// the joke and its setup and punchline change.
    mutating func replaceText(of id: String, with text: String) {
        guard let joke = catalogue.jokesByID[id] else { return }
        func replace(in jokes: inout [Joke]) {
            for index in jokes.indices where jokes[index].id == id { jokes[index].text = text }
        }
        replace(in: &catalogue.jokes)
        catalogue.jokesByID[id]?.text = text
        replace(in: &pageJokes)
        if jokesByCharacter[joke.character] != nil { replace(in: &jokesByCharacter[joke.character]!) }
        for index in tags.indices { replace(in: &tags[index].jokes) }
        parts[id] = JokeSplitter.split(text)
    }
}
