/// What an action did to the game, as the reducer decided it: the one
/// answer to "did that flip count, and what came of it?".
///
/// The reducer leaves it in `GameState.event` after each action (nil when
/// the action changed nothing of the play: a refused key, the highlight,
/// the title's choices, a result saved). Every link and the network read it
/// there instead of working the rule out again from the state before and
/// after: the game timers, the computer, the quack, the high score and the
/// history, and the host's wire.
package enum GameEvent: Equatable, Sendable {
    /// A flip counted: a card turned face up (`Flip` says which, what it
    /// showed and what came of it).
    case turned(Flip)
    /// The showing mismatch turned face down: its delay is over.
    case mismatchTurnedDown
    /// The win screen came up.
    case won
    /// The game clock moved on to `played`.
    case clockMoved(played: Duration)
    /// The game paused (`true`) or went on (`false`).
    case paused(Bool)
    /// The round ended for the title: given up, or the win screen left.
    case leftRound
    /// The player to move was passed over (`turnSkipped`).
    case turnSkipped
    /// The computer took seat `seat` at `level`.
    case computerSeated(seat: Int, level: ComputerLevel)

    /// A card turned face up.
    package struct Flip: Equatable, Sendable {
        /// The card, and the face it showed.
        package var card: Int
        package var face: Animal
        /// The flip first turned a showing mismatch face down (a third
        /// flip, or a card of the mismatch turned again).
        package var turnedDownMismatch: Bool
        package var result: Result

        /// What the card turned up made of the try.
        package enum Result: Equatable, Sendable {
            /// The first card of a try.
            case first
            /// The second card matched the first: the player goes on.
            case pair
            /// The second card matched the first, and every card is matched: the game is won.
            case lastPair
            /// The second card did not match: the mismatch shows and the turn passes.
            case mismatch
        }

        package init(card: Int, face: Animal, turnedDownMismatch: Bool = false, result: Result) {
            self.card = card
            self.face = face
            self.turnedDownMismatch = turnedDownMismatch
            self.result = result
        }
    }

    /// The flip, when a card turned.
    package var flip: Flip? {
        if case .turned(let flip) = self { flip } else { nil }
    }
}

extension GameEvent: CustomStringConvertible {
    /// One short line, as a diff prints it: `turned 3 bat (mismatch)`.
    package var description: String {
        switch self {
        case .turned(let flip):
            "turned \(flip.card) \(flip.face.rawValue)\(flip.turnedDownMismatch ? " after a turn-down" : "") (\(flip.result))"
        case .mismatchTurnedDown: "mismatchTurnedDown"
        case .won: "won"
        case .clockMoved(let played): "clockMoved \(played)"
        case .paused(let paused): paused ? "paused" : "resumed"
        case .leftRound: "leftRound"
        case .turnSkipped: "turnSkipped"
        case .computerSeated(let seat, let level): "computerSeated \(seat) \(level.rawValue)"
        }
    }
}
