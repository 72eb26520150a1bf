import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// States to draw, built with the game's own reducer so they are states the
/// game can really be in.
enum Scene {
    /// A game of `board` dealt from `seed`, after `actions`.
    static func game(_ board: Board = .hard, seed: UInt64 = 7, _ actions: [GameAction] = []) -> GameState {
        var state = GameState(board: board)
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(board, seed: seed), seed: seed))
        for action in actions { GameReducer.reduce(&state, action) }
        return state
    }

    /// The ids of the two cards of `animal` in `state`.
    static func pair(_ animal: Animal, in state: GameState) -> (Int, Int) {
        let ids = state.round!.cards.filter { $0.animal == animal }.map(\.id)
        return (ids[0], ids[1])
    }

    /// A game with the ducks matched, another card face up, a few moves and seconds.
    static func midGame(_ board: Board = .hard) -> GameState {
        var state = game(board)
        let (first, second) = pair(.ducks, in: state)
        for action: GameAction in [.cardFlipped(id: first), .cardFlipped(id: second),
                                   .pairMatched(first: first, second: second), .clockTicked, .clockTicked] {
            GameReducer.reduce(&state, action)
        }
        let other = state.round!.cards.first { !$0.isMatched }!.id
        GameReducer.reduce(&state, .cardFlipped(id: other))
        return state
    }

    /// Every pair found and the win screen shown, with a saved new best.
    static func won(_ board: Board = .easy) -> GameState {
        var state = game(board)
        for _ in 0..<42 { GameReducer.reduce(&state, .clockTicked) }
        for animal in board.animals {
            let (first, second) = pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
            GameReducer.reduce(&state, .pairMatched(first: first, second: second))
        }
        GameReducer.reduce(&state, .winDelayElapsed)
        let record = ScoreRecord(name: "ann", moves: state.round!.moves, seconds: 42,
                                 date: Date(timeIntervalSince1970: 0), seed: 7, board: board)
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable([record]), isNewBest: true))
        return state
    }

    /// The title with a best score for medium.
    static var title: GameState {
        var state = GameState(board: .medium)
        let best = ScoreRecord(name: "ann", moves: 14, seconds: 42, date: Date(timeIntervalSince1970: 0),
                               seed: 1, board: .medium)
        GameReducer.reduce(&state, .scoresLoaded(ScoreTable([best]), warning: nil))
        return state
    }
}

/// Compares a frame's text with a file under Snapshots/; `RECORD_SNAPSHOTS=1`
/// writes the files instead (look at them before committing).
func expectSnapshot(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let text = frame.lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        .joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try text.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(text == expected, "frame \(name) differs from Snapshots/\(name).txt:\n\(text)", sourceLocation: sourceLocation)
}
