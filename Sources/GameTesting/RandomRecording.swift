#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import StoreCore

/// Recordings of games a random player played: the whole chain on a manual
/// clock, each handled action kept with its time, as `--record` keeps them.
/// For the inspector's tests (many games, stepped both ways) and the
/// benchmark (one very long recording).
package enum RandomRecording {
    /// A recording of `actions` handled actions or a few more (an action's
    /// effects are handled before the count is checked), played from `seed`.
    package static func make(seed: UInt64, actions count: Int, board: Board? = nil) -> Recording {
        var random = SplitMix64(seed: seed)
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration()
        configuration.board = board ?? Board.presets[Int(random.uniform(below: UInt64(Board.presets.count)))]
        configuration.seed = random.uniform(below: 1_000)
        // Every game of it from the seed's sequence: the same recording each time.
        configuration.seedSequence = true
        configuration.scoreStore = InMemoryScoreStore()
        // The recording's order, not the save's thread, is under test: the
        // in-memory store answers inline, in the order the goldens pin.
        configuration.savesInBackground = false
        // A fixed date: the scores in the recording are the same on every run.
        configuration.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        configuration.mismatchDelay = .milliseconds(Int64(200 + random.uniform(below: 800)))
        let kept = Kept(scheduler: scheduler)
        kept.actions.reserveCapacity(count + 16)
        let keeper = Middleware<GameState, GameAction>("keeper") { action, _, _ in
            kept.actions.append(TimedAction(offset: kept.scheduler.now, action: action))
            return .none
        }
        let store = Game.makeStore(configuration, scheduler: scheduler, extra: [keeper])
        store.send(.launched)
        while kept.actions.count < count {
            if let action = nextAction(store.state, &random) {
                store.send(action)
            } else {
                scheduler.advance(by: .milliseconds(Int64(random.uniform(below: 1_500))))
            }
        }
        // Millisecond times, as a file holds them.
        let actions = kept.actions.map {
            TimedAction(offset: .milliseconds($0.offset.wholeMilliseconds), action: $0.action)
        }
        return Recording(header: RecordingHeader(configuration: configuration), actions: actions,
                         end: actions.last?.offset ?? .zero, digest: store.state.digest)
    }

    /// A key press, mostly flips that find pairs, or nil to let the clock run.
    private static func nextAction(_ state: GameState, _ random: inout SplitMix64) -> GameAction? {
        guard let round = state.round else {
            return random.uniform(below: 4) == 0 ? .boardChosen(.easy) : .startTapped
        }
        if round.phase == .won { return random.uniform(below: 2) == 0 ? .playAgainTapped : .backToTitleTapped }
        switch random.uniform(below: 100) {
        case 0..<40:
            let down = round.cards.filter { !$0.isFaceUp }
            guard !down.isEmpty else { return nil }
            if let open = round.selected.first, round.selected.count == 1, random.uniform(below: 2) == 0,
               let partner = round.cards.first(where: { $0.animal == round.cards[open].animal && $0.id != open }) {
                return .cardFlipped(id: partner.id)
            }
            return .cardFlipped(id: down[Int(random.uniform(below: UInt64(down.count)))].id)
        case 40..<70: return nil
        case 70..<80: return .focusMoved(to: Int(random.uniform(below: UInt64(max(round.cards.count, 1)))))
        case 80..<86: return .pauseToggled
        case 86..<90: return .helpToggled
        case 90..<92: return .terminalFitChanged(fits: random.uniform(below: 2) == 0)
        case 92..<93: return .gaveUp
        default: return .cardFlipped(id: Int(random.uniform(below: 40)))
        }
    }
}

/// The actions handled so far, shared with the link that keeps them, and
/// the clock it reads. Sendable by hand for that link: the store calls it
/// on this function's thread, the only one that touches either.
private final class Kept: @unchecked Sendable {
    let scheduler: ManualScheduler
    var actions: [TimedAction] = []

    init(scheduler: ManualScheduler) { self.scheduler = scheduler }
}
