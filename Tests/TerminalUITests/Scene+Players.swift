import GameCore
import GameTesting
@testable import TerminalUI

/// States of games with several players, built with the game's own reducer.
extension Scene {
    /// People named `names` (the computer as "Computer").
    static func lineup(_ names: [String]) -> [Player] {
        names.map { $0 == Player.computerName ? .computer(.hard) : Player(name: $0) }
    }

    /// A game of `names` on `board`, dealt from `seed`, before any flip.
    static func game(_ names: [String], _ board: Board = .easy, seed: UInt64 = 7) -> GameState {
        var state = GameState(board: board, players: lineup(names))
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(board, seed: seed), seed: seed))
        return state
    }

    /// Flips two unmatched cards of different animals: the turn passes.
    /// False when no two such cards are left.
    @discardableResult
    static func mismatch(_ state: inout GameState) -> Bool {
        let open = state.round!.cards.filter { !$0.isMatched }
        guard let first = open.first, let second = open.first(where: { $0.animal != first.animal }) else {
            return false
        }
        GameReducer.reduce(&state, .cardFlipped(id: first.id))
        GameReducer.reduce(&state, .cardFlipped(id: second.id))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        return true
    }

    /// A game of `names` played out: pair `n` of the board's animals found
    /// by the player at seat `takers[n]` (mismatches pass the turn to them;
    /// the last two pairs go to one player, as no mismatch is left between).
    static func finished(_ names: [String], _ board: Board = .easy, takers: [Int],
                         winScreen: Bool = true) -> GameState {
        var state = game(names, board)
        for (animal, taker) in zip(board.animals, takers) {
            while state.round?.turn != taker, mismatch(&state) {}
            let (first, second) = pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
        }
        for _ in 0..<42 { GameReducer.reduce(&state, .clockTicked) }
        if winScreen { GameReducer.reduce(&state, .winDelayElapsed) }
        return state
    }

    /// Thirty-two characters, the longest a name may be.
    static func longName(_ letter: Character) -> String {
        String(letter) + String(repeating: "x", count: ScoreRecord.nameLimit - 1)
    }
}
