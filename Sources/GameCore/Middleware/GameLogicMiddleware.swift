import StoreCore

/// The timing of the rules: match or mismatch, the delayed turn-down, the
/// pause before the win screen, and the game clock's tick.
package struct GameLogicMiddleware {
    /// Ids of the delayed effects this middleware owns.
    package enum Timer: Hashable, Sendable {
        case mismatch, win, tick
    }

    /// How long a mismatched pair stays up (1 s by default).
    package var mismatchDelay: Duration
    /// The pause between the last match and the win screen.
    package var winDelay: Duration
    /// One tick of the game clock.
    package var tick: Duration

    package init(mismatchDelay: Duration = .seconds(1), winDelay: Duration = .milliseconds(600),
                tick: Duration = .seconds(1)) {
        self.mismatchDelay = mismatchDelay
        self.winDelay = winDelay
        self.tick = tick
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("game") { [self] action, before, after in
            respond(to: action, before: before, after: after)
        }
    }

    func respond(to action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        switch action {
        case .cardFlipped:
            guard after.moves != before.moves else { return .none }
            // A flip during the mismatch delay turned that pair down already.
            let cancel: Effect<GameAction> = before.isMismatchShowing ? .cancel(Timer.mismatch) : .none
            return .merge([cancel, judgePair(after)])
        case .pairMatched where after.allMatched:
            return .merge([.cancel(Timer.tick), .sendAfter(winDelay, id: Timer.win, .winDelayElapsed)])
        case .deckDealt where after.screen == .playing && before.screen != .playing:
            return .sendAfter(tick, id: Timer.tick, .clockTicked)
        case .clockTicked where after.isClockRunning:
            return .sendAfter(tick, id: Timer.tick, .clockTicked)
        case .pauseToggled where after.screen == .paused:
            return .cancel(Timer.tick)
        case .pauseToggled where before.screen == .paused && after.screen == .playing:
            return .sendAfter(tick, id: Timer.tick, .clockTicked)
        case .gaveUp where Self.leftTheGame(before, after),
             .playAgainTapped where Self.leftTheGame(before, after):
            // Only when the rules let the player go: going again during the
            // win pause is ignored, and must not cancel the coming win.
            return .merge([.cancel(Timer.tick), .cancel(Timer.mismatch), .cancel(Timer.win)])
        default:
            return .none
        }
    }

    private static func leftTheGame(_ before: GameState, _ after: GameState) -> Bool {
        before.screen != .title && after.screen == .title
    }

    private func judgePair(_ state: GameState) -> Effect<GameAction> {
        guard state.selected.count == 2 else { return .none }
        let first = state.selected[0], second = state.selected[1]
        if state.cards[first].animal == state.cards[second].animal {
            return .send(.pairMatched(first: first, second: second))
        }
        return .sendAfter(mismatchDelay, id: Timer.mismatch, .mismatchDelayElapsed)
    }
}
