extension CatalogueValidator {
    /// SPEC §2: the archive starts at `ArchiveStart.firstDay`; a day
    /// assigned before it would never be published, and is most likely a
    /// typo in the year (`1026-11-20`).
    func validateArchiveStart(_ problems: ProblemList) {
        guard let firstDay = ArchiveStart.firstDay(of: catalogue) else { return }
        let file = files.display(CatalogueFiles.dailyJokes)
        for daily in catalogue.dailyJokes where daily.day < firstDay {
            problems.add(Problem(file: file, line: daily.line, documentID: daily.day.description,
                                 message: "\(daily.day) is before the archive's first day \(firstDay) (\(ArchiveStart.origin(of: catalogue)))"))
        }
    }
}
