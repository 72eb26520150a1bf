import GameCore

extension GameAction {
    /// The longest warning or reason an action read from a file keeps, in
    /// characters: a few lines of a screen.
    static let textLimit = 300

    /// The action with every string in it made safe to print
    /// (`sanitizedForTerminal`) and cut to a sane length: warnings and
    /// reasons to `textLimit`, names to `ScoreRecord.nameLimit`. A recording
    /// is a file anyone may have edited; what it carries reaches the screen.
    var bounded: GameAction {
        switch self {
        case .scoresLoaded(let table, let warning):
            .scoresLoaded(table.bounded, warning: warning.map { $0.bounded(to: Self.textLimit) })
        case .scoreRecorded(let table, let isNewBest):
            .scoreRecorded(table.bounded, isNewBest: isNewBest)
        case .scoreNotSaved(let reason):
            .scoreNotSaved(reason: reason.bounded(to: Self.textLimit))
        case .historyNotSaved(let reason):
            .historyNotSaved(reason: reason.bounded(to: Self.textLimit))
        case .journalNotKept(let reason):
            .journalNotKept(reason: reason.bounded(to: Self.textLimit))
        case .gameWaiting(let game, let warning):
            // The players' names are checked as a lineup's when read.
            .gameWaiting(game, warning: warning.map { $0.bounded(to: Self.textLimit) })
        default:
            self
        }
    }
}

private extension ScoreTable {
    /// The table with each name bounded; rebuilt through `init(_:)`, so a
    /// board keeps at most `limit` records however many the file held.
    var bounded: ScoreTable {
        ScoreTable(allRecords.map { record in
            var record = record
            record.name = record.name.bounded(to: ScoreRecord.nameLimit)
            return record
        })
    }
}

private extension String {
    /// Made safe to print, then cut to `limit` characters, the last one an
    /// ellipsis when something was cut.
    func bounded(to limit: Int) -> String {
        let safe = sanitizedForTerminal
        return safe.count > limit ? safe.prefix(limit - 1) + "…" : safe
    }
}
