/// The events' tally with the place among the catalogue's jokes of each
/// joke it counts: a hundred thousand ids looked up once, on every core,
/// for both the validator's missing jokes and the rankings' ratings.
struct PlacedRatings: Sendable {
    let tally: RatingTally
    /// Per tallied joke, its place among the jokes, or -1 for an id no joke has.
    private let places: [Int32]

    init(_ tally: RatingTally, in jokes: JokesByID) {
        self.tally = tally
        places = ParallelMap.map(ParallelMap.runs(of: tally.jokeIDs.count), parallel: true, grain: 1) { run in
            run.map { index in jokes.place(of: tally.jokeIDs[index]).map { Int32($0) } ?? -1 }
        }.flatMap { $0 }
    }

    /// The place among the jokes of the tally's joke at `index`; nil for a
    /// joke the catalogue does not have.
    func place(at index: Int) -> Int? {
        places[index] < 0 ? nil : Int(places[index])
    }
}
