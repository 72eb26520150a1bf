#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// Adds every game that ends to the history through a `HistoryStore`: a
/// won game when the win screen shows, a given-up one when the player gives
/// up. A deal given up before its first flip was never played and is not
/// kept. A game left unfinished and not resumed is recorded as
/// `GameResult.abandoned` when it is discarded for a new one
/// (`GameState.abandonedGame(by:before:after:)`, docs/journal.md).
///
/// The append runs as an async effect (`Effect.run`), away from the run
/// loop, since it may wait seconds for another program's lock; only a
/// failure comes back, as `historyNotSaved`. With `inBackground` false it
/// is done inline.
package struct HistoryMiddleware {
    private let store: any HistoryStore
    private let playerName: String
    private let now: @Sendable () -> Date
    private let inBackground: Bool
    private let appends = SaveCounter()

    /// The async work's ids: one per append, so one never cancels another.
    package enum Work: Hashable, Sendable {
        case append(Int)
    }

    /// Records a solo game under `playerName`, dating records with `now`.
    package init(store: any HistoryStore, playerName: String, now: @escaping @Sendable () -> Date = Date.init,
                 inBackground: Bool = true) {
        self.store = store
        self.playerName = playerName
        self.now = now
        self.inBackground = inBackground
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("history") { [self] action, before, after in
            if let left = GameState.abandonedGame(by: action, before: before, after: after) {
                // The waiting game as it was left: what resuming it would have shown.
                return append(HistoryRecord(left, result: .abandoned, date: ScoreRecord.keepableDate(now()), soloName: left.soloName(else: playerName)))
            }
            guard let result = Self.ending(action, before: before, after: after) else { return .none }
            // The game as it ended: `after` of a give-up is the title already.
            guard let ended = result == .won ? after.round : before.round else { return .none }
            return append(HistoryRecord(ended, result: result, date: ScoreRecord.keepableDate(now()), soloName: ended.soloName(else: playerName)))
        }
    }

    /// How the game ended, when `action` ended one.
    static func ending(_ action: GameAction, before: GameState, after: GameState) -> GameResult? {
        switch action {
        case .winDelayElapsed where after.wonRound != nil:
            .won
        case .gaveUp where before.round != nil && after.round == nil && (before.round?.moves ?? 0) > 0:
            .gaveUp
        default:
            nil
        }
    }

    private func append(_ record: HistoryRecord) -> Effect<GameAction> {
        // Nothing comes back when the record was added.
        return .save(inBackground: inBackground, id: Work.append(appends.next())) { [store] in
            Self.append(record, to: store)
        }
    }

    /// Appends `record`; the action telling of a failure, if any.
    private static func append(_ record: HistoryRecord, to store: any HistoryStore) -> GameAction? {
        do {
            try store.append(record)
            return nil
        } catch {
            return .historyNotSaved(reason: "Game not added to the history: \(error)")
        }
    }
}
