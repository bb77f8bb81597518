/// Each joke's setup and punchline, by the joke's id, split when asked
/// for: a build that renders a few pages splits the few jokes they show,
/// not the whole catalogue. A split set here (`serve`'s text edits)
/// stands in for the joke's own.
public struct JokePartsByID: Sendable {
    private let jokesByID: JokesByID
    private var replaced: [String: JokeParts] = [:]

    init(jokesByID: JokesByID) {
        self.jokesByID = jokesByID
    }

    public subscript(id: String) -> JokeParts? {
        get { replaced[id] ?? jokesByID[id].map { JokeSplitter.split($0.text) } }
        set { replaced[id] = newValue }
    }
}
