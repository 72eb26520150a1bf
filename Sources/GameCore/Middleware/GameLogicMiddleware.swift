import StoreCore

/// The timing of the rules: the delayed turn-down of a mismatch, the pause
/// before the win screen, and the game clock's tick. The reducer decides
/// what a flip does (a match included); this link looks at what changed and
/// schedules what time brings.
public struct GameLogicMiddleware {
    /// Ids of the delayed effects this middleware owns.
    public enum Timer {
        public static let mismatch: EffectID = "game.mismatch"
        public static let win: EffectID = "game.win"
        public static let tick: EffectID = "game.tick"
    }

    /// How long a mismatched pair stays up (1 s by default).
    public var mismatchDelay: Duration
    /// The pause between the last match and the win screen.
    public var winDelay: Duration
    /// One tick of the game clock.
    public var tick: Duration

    public init(mismatchDelay: Duration = .seconds(1), winDelay: Duration = .milliseconds(600),
                tick: Duration = .seconds(1)) {
        self.mismatchDelay = mismatchDelay
        self.winDelay = winDelay
        self.tick = tick
    }

    /// The link to put in the chain.
    public var middleware: Middleware<GameState, GameAction> {
        Middleware("game") { [self] action, before, after in
            respond(to: action, before: before, after: after)
        }
    }

    func respond(to action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        switch action {
        case .cardFlipped(let id) where before.acceptsFlip(of: id):
            return .merge([
                // A flip during the mismatch delay turned that pair down already.
                before.isMismatchShowing ? .cancel(Timer.mismatch) : .none,
                after.isMismatchShowing ? .sendAfter(mismatchDelay, id: Timer.mismatch, .mismatchDelayElapsed) : .none,
                after.allMatched ? .cancel(Timer.tick) : .none,
                after.allMatched ? .sendAfter(winDelay, id: Timer.win, .winDelayElapsed) : .none,
            ])
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
}
