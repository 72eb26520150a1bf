/// Who a game of the history was played with: alone, with other people at
/// the same keyboard (hot seat), or with the computer at the table.
package enum GameCompany: String, CaseIterable, Sendable {
    /// One person, no computer.
    case solo
    /// Two or more people taking turns at one keyboard, no computer.
    case hotSeat
    /// The computer plays a seat (with one or more people).
    case againstComputer
}

/// How a game of the history ended for the people at this keyboard.
///
/// A finished game is **won** when a person found more pairs than the
/// computer did (in a hot-seat game of people only, a person always wins:
/// every finished game is won); **lost** when the computer found the most,
/// alone; **drawn** when the computer tied the best person. A 0–4 loss to
/// the computer is a loss, though every pair was found.
package enum GameOutcome: String, CaseIterable, Sendable {
    case won, lost, drawn, gaveUp, abandoned
}

extension HistoryRecord {
    /// Alone, hot seat, or with the computer.
    package var company: GameCompany {
        if players.contains(where: \.isComputer) { return .againstComputer }
        return players.count > 1 ? .hotSeat : .solo
    }

    /// How the game ended for the people at the keyboard.
    package var outcome: GameOutcome {
        switch result {
        case .gaveUp: return .gaveUp
        case .abandoned: return .abandoned
        case .won:
            let people = players.filter { !$0.isComputer }.map(\.pairs).max() ?? -1
            let computer = players.filter(\.isComputer).map(\.pairs).max() ?? -1
            return people > computer ? .won : people == computer ? .drawn : .lost
        }
    }

    /// A person at this keyboard won the game.
    package var isWonByAPerson: Bool { outcome == .won }
}

/// The counts of some games: how many ended each way.
package struct GameTally: Equatable, Sendable {
    package var played = 0
    package var won = 0
    package var lost = 0
    package var drawn = 0
    package var gaveUp = 0
    package var abandoned = 0

    package init() {}

    /// The counts of `games`.
    package init(_ games: some Sequence<HistoryRecord>) {
        for game in games { add(game.outcome) }
    }

    /// Counts one more game that ended so.
    package mutating func add(_ outcome: GameOutcome) {
        played += 1
        switch outcome {
        case .won: won += 1
        case .lost: lost += 1
        case .drawn: drawn += 1
        case .gaveUp: gaveUp += 1
        case .abandoned: abandoned += 1
        }
    }

    /// The counts of both groups of games together.
    package static func + (lhs: GameTally, rhs: GameTally) -> GameTally {
        var sum = lhs
        sum.played += rhs.played
        sum.won += rhs.won
        sum.lost += rhs.lost
        sum.drawn += rhs.drawn
        sum.gaveUp += rhs.gaveUp
        sum.abandoned += rhs.abandoned
        return sum
    }

    /// Won games out of those played, from 0 to 1; 0 with none played.
    package var winRate: Double { played == 0 ? 0 : Double(won) / Double(played) }
}
