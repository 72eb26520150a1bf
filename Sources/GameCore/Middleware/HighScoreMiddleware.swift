#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// Keeps the high scores: loads the table at launch and records each solo
/// win through a `ScoreStore`, marking a new best for the win screen.
///
/// Only a game of one player is a score: with several players (people, or
/// a person and the computer) moves are shared and the time is everyone's,
/// so such a game's result is its end screen and its recording, not a line
/// in the table.
package struct HighScoreMiddleware {
    private let store: any ScoreStore
    private let playerName: String
    private let now: () -> Date

    /// Records under `playerName`, dating records with `now`.
    package init(store: any ScoreStore, playerName: String, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.playerName = playerName
        self.now = now
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("highScore") { [self] action, before, after in
            switch action {
            case .launched:
                return .send(load())
            case .winDelayElapsed where before.screen == .playing && after.screen == .won && !after.hasSeveralPlayers:
                return .send(record(after))
            default:
                return .none
            }
        }
    }

    private func load() -> GameAction {
        do {
            let loaded = try store.load()
            return .scoresLoaded(loaded.table, warning: loaded.warning)
        } catch {
            return .scoresLoaded(ScoreTable(), warning: "Scores could not be read: \(error)")
        }
    }

    private func record(_ state: GameState) -> GameAction {
        // However wrong the clock, the record gets a date the file can keep.
        let date = now().clamped(to: ScoreRecord.dateRange)
        let record = ScoreRecord(
            name: playerName, moves: state.moves, seconds: state.elapsedSeconds, date: date,
            seed: state.seed ?? 0, board: state.board)
        do {
            let table = try store.record(record)
            return .scoreRecorded(table, isNewBest: Self.isNewBest(record, in: table))
        } catch {
            return .scoreNotSaved(reason: "Score not saved: \(error)")
        }
    }

    /// The record tops its board and no other record there is as good.
    ///
    /// Compared by moves and seconds, not by equality: a tie with an earlier
    /// game (even an identical record) is not a new best, and a store that
    /// keeps dates less precisely than `Date` still counts its own record.
    static func isNewBest(_ record: ScoreRecord, in table: ScoreTable) -> Bool {
        let ranking = table.ranking(for: record.board)
        guard let top = ranking.first, (top.moves, top.seconds) == (record.moves, record.seconds) else { return false }
        guard ranking.count > 1 else { return true }
        return (record.moves, record.seconds) < (ranking[1].moves, ranking[1].seconds)
    }
}

private extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
