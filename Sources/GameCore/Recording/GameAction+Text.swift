/// An action as the inspector's status line, `threeducks inspect` and
/// `--trace` name it: its case and values as Swift writes them
/// (`cardFlipped(id: 5)`), with the bulky values summed up (`deckDealt(16
/// animals, seed: 42)`, a score table by its size). Strings in it came from
/// files: whoever shows it on a terminal sanitizes it (`ActionReport` does).
extension GameAction {
    /// The one-line name of this action.
    package var text: String {
        switch self {
        case .launched: "launched"
        case .scoresLoaded(let table, let warning):
            "scoresLoaded(\(Self.count(table)), warning: \(warning.map(Self.quoted) ?? "none"))"
        case .boardChosen(let board): "boardChosen(\(board.name))"
        case .playersChosen(let players):
            "playersChosen([\(players.map { Self.quoted($0.name) + ($0.computer.map { " \($0.rawValue)" } ?? "") }.joined(separator: ", "))])"
        case .startTapped: "startTapped"
        case .dailyTapped: "dailyTapped"
        case .dailyAlreadyPlayed(let date): "dailyAlreadyPlayed(date: \(Self.quoted(date)))"
        case .dailiesLoaded(let dailies):
            "dailiesLoaded([\(dailies.prefix(4).map { "\(Self.quoted($0.date)) \($0.board.name)" }.joined(separator: ", "))\(dailies.count > 4 ? ", …" : "")])"
        case .dailyDealt(let animals, let seed, let date):
            "dailyDealt(\(animals.count) animals, seed: \(seed), date: \(Self.quoted(date)))"
        case .deckDealt(let animals, let seed): "deckDealt(\(animals.count) animals, seed: \(seed))"
        case .cardFlipped(let id): "cardFlipped(id: \(id))"
        case .mismatchedCardFlipped(let id): "mismatchedCardFlipped(id: \(id))"
        case .keyRefused(let refusal): "keyRefused(\(refusal.rawValue))"
        case .pairMatched(let first, let second): "pairMatched(first: \(first), second: \(second))"
        case .mismatchDelayElapsed: "mismatchDelayElapsed"
        case .turnSkipped: "turnSkipped"
        case .computerSeated(let seat, let level): "computerSeated(seat: \(seat), level: \(level.rawValue))"
        case .winDelayElapsed: "winDelayElapsed"
        case .clockTicked: "clockTicked"
        case .clockMeasured(let played): "clockMeasured(played: \(played.wholeMilliseconds) ms)"
        case .terminalFitChanged(let fits): "terminalFitChanged(fits: \(fits))"
        case .pauseToggled: "pauseToggled"
        case .gaveUp: "gaveUp"
        case .focusMoved(let to): "focusMoved(to: \(to))"
        case .helpToggled: "helpToggled"
        case .scoreRecorded(let table, let isNewBest): "scoreRecorded(\(Self.count(table)), isNewBest: \(isNewBest))"
        case .scoreNotSaved(let reason): "scoreNotSaved(reason: \(Self.quoted(reason)))"
        case .historyNotSaved(let reason): "historyNotSaved(reason: \(Self.quoted(reason)))"
        case .journalNotKept(let reason): "journalNotKept(reason: \(Self.quoted(reason)))"
        case .playAgainTapped: "playAgainTapped"
        case .backToTitleTapped: "backToTitleTapped"
        case .quacked: "quacked"
        case .quackFaded: "quackFaded"
        // The give-up question and the resume (issue 14).
        case .giveUpAsked: "giveUpAsked"
        case .giveUpDeclined: "giveUpDeclined"
        case .gameWaiting(let game, let warning):
            "gameWaiting(\(game.map { "\($0.board.name) game, \($0.moves) moves" } ?? "none"), warning: \(warning.map(Self.quoted) ?? "none"))"
        case .resumeTapped: "resumeTapped"
        case .waitingGameDiscarded: "waitingGameDiscarded"
        }
    }

    /// A string from a file, quoted and cut to a few words: a doctored
    /// recording may hold megabytes where a warning should be.
    private static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? text.prefix(39) + "…" : text) + "\""
    }

    private static func count(_ table: ScoreTable) -> String {
        let count = table.allRecords.count
        return "\(count) record\(count == 1 ? "" : "s")"
    }
}
