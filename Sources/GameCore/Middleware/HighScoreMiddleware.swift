#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// Keeps the high scores: loads the table at launch and records each solo
/// win through a `ScoreStore`, marking a new best for the win screen.
///
/// The save runs as an async effect (`Effect.run`), away from the run
/// loop: it may wait seconds for another program's lock on the file and
/// then fsyncs, and the screen goes on drawing meanwhile. The result comes
/// back as `scoreRecorded` or `scoreNotSaved`, as it always did; until then
/// the win screen says the score is being saved. The load at launch stays
/// inline: reading takes no lock. With `inBackground` false (the benchmark's in-memory store, which
/// never waits) the store is called inline and the result sent at once.
///
/// Only a game of one player is a score: with several players (people, or
/// a person and the computer) moves are shared and the time is everyone's,
/// so such a game's result is its end screen and its recording, not a line
/// in the table.
package struct HighScoreMiddleware {
    private let store: any ScoreStore
    private let playerName: String
    private let now: @Sendable () -> Date
    private let inBackground: Bool
    /// Said on the title with the scores' own warning (the settings file's first problem).
    private let launchWarning: String?
    private let saves = SaveCounter()

    /// The async work's ids. Each save has its own, so a second win while
    /// the first save still waits cannot cancel the first one's result.
    package enum Work: Hashable, Sendable {
        case save(Int)
    }

    /// Records under `playerName`, dating records with `now` (read on the
    /// store's thread, when the game is won).
    package init(store: any ScoreStore, playerName: String, now: @escaping @Sendable () -> Date = Date.init,
                 inBackground: Bool = true, launchWarning: String? = nil) {
        self.launchWarning = launchWarning
        self.store = store
        self.playerName = playerName
        self.now = now
        self.inBackground = inBackground
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("highScore") { [self] action, before, after in
            switch action {
            case .launched:
                // Inline: reading takes no lock (a writer renames a whole
                // file into place) and is bounded, so it never waits on
                // another program; and the journal's launch warning is added
                // to the one this brings, so this one must come first.
                return .send(Self.load(store, launchWarning: launchWarning))
            case .winDelayElapsed:
                guard let won = after.wonRound, !won.hasSeveralPlayers else {
                    return .none
                }
                if let reason = Self.dailyDeckProblem(won, today: DailyDeal.date(of: now())) {
                    return .send(.scoreNotSaved(reason: reason))
                }
                let record = record(won)
                return .save(inBackground: inBackground, id: Work.save(saves.next())) { [store] in Self.save(record, in: store) }
            default:
                return .none
            }
        }
    }


    /// Why `round` is no score though won, or nil: today's daily deck dealt
    /// as an ordinary game (by `--seed` with the daily seed). Only the daily
    /// game itself, dealt once a day, scores that deck.
    static func dailyDeckProblem(_ round: Round, today: String) -> String? {
        guard round.daily == nil, let seed = round.seed, seed == DailyDeal.seed(date: today, board: round.board) else {
            return nil
        }
        return "Score not saved: this is today's daily \(round.board.name) deck, which scores only as the daily game"
    }

    private static func load(_ store: any ScoreStore, launchWarning: String?) -> GameAction {
        let table: ScoreTable, warning: String?
        do {
            let loaded = try store.load()
            (table, warning) = (loaded.table, loaded.warning)
        } catch {
            (table, warning) = (ScoreTable(), "Scores could not be read: \(error)")
        }
        let warnings = [launchWarning, warning].compactMap { $0 }
        return .scoresLoaded(table, warning: warnings.isEmpty ? nil : warnings.joined(separator: " · "))
    }

    /// The record of the round won, under the name it was played under: a
    /// win an earlier run left in its pause, finished at this launch, is the
    /// earlier `--name`'s, not this run's.
    private func record(_ round: Round) -> ScoreRecord {
        ScoreRecord(
            name: round.soloName(else: playerName), moves: round.moves, seconds: round.elapsedSeconds,
            date: ScoreRecord.keepableDate(now()), seed: round.seed ?? 0, board: round.board,
            milliseconds: round.playedMilliseconds)
    }

    private static func save(_ record: ScoreRecord, in store: any ScoreStore) -> GameAction {
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
        let time = { (record: ScoreRecord) in (record.moves, record.finerMilliseconds) }
        guard let top = ranking.first, time(top) == time(record) else { return false }
        guard ranking.count > 1 else { return true }
        return time(record) < time(ranking[1])
    }
}

/// Numbers the saves of one link. Touched only on the store's thread, like
/// the link itself: that is why it may be Sendable by hand.
final class SaveCounter: @unchecked Sendable {
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}
