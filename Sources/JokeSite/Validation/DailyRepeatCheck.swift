extension CatalogueValidator {
    /// SPEC §2: no joke of the day comes back within 30 days. Automatic
    /// picks keep to it by themselves and `daily set` refuses a repeat
    /// unless forced; a repeat the owner wrote into `daily_jokes.json` (or
    /// forced) is a warning: the site builds, the archive shows the repeat.
    func validateDailyRepeats(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.dailyJokes)
        var lastDay: [String: CalendarDay] = [:]
        // `dailyJokes` is sorted by day: each day is compared with the joke's day before it.
        for daily in catalogue.dailyJokes where !daily.jokeID.isEmpty {
            if let earlier = lastDay[daily.jokeID] {
                let gap = daily.day.daysSinceEpoch - earlier.daysSinceEpoch
                if gap <= DailyJokePicker.noRepeatDays {
                    problems.add(Problem(file: file, line: daily.line(of: "joke_id"), documentID: daily.day.description, field: "joke_id",
                                         message: "joke \(daily.jokeID) is also the joke of \(earlier), \(gap) days before: "
                                             + "no joke is repeated within \(DailyJokePicker.noRepeatDays) days", isWarning: true))
                }
            }
            lastDay[daily.jokeID] = daily.day
        }
    }
}
