#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A `Round` kept to be resumed, as format 2 writes it, in the `gameWaiting` action:
///
/// `{"animals":["owl",…],"difficulty":"medium","focus":3,"matched":[0,5],"moves":12,"pairs":[1],
///   "playedMs":41000,"players":[{"name":"ann"}],"seed":42,"turn":0,"up":[]}`
///
/// A board keeps 1.0's key, `difficulty`; `matched` and `up` are card ids
/// (`up`: face up but unmatched, at most one); `pairs` is each player's
/// count, in `players`' order; `daily`, only in a daily game, is the date
/// of its deal (`"daily":"2026-11-23"`). Read from a file anyone may have edited, so
/// every value is checked against the others before it becomes a game.
struct SavedGame: Codable {
    let difficulty: Board
    let players: [Player]
    let pairs: [Int]
    let turn: Int
    let animals: [Animal]
    let matched: [Int]
    let up: [Int]
    let moves: Int
    let playedMs: Int64
    /// Spelled as `deckDealt`'s: a string above 2^53 − 1 (`JSONSeed`).
    let seed: JSONSeed?
    /// The daily deal's date; absent (not null) for any other game, as
    /// before daily games were journaled.
    let daily: String?
    let focus: Int

    /// The most moves a saved game may claim: far beyond any game played.
    static let moveLimit = 1_000_000

    init(_ game: Round) {
        difficulty = game.board
        players = game.players
        pairs = game.players.map(\.pairs)
        turn = game.turn
        animals = game.cards.map(\.animal)
        matched = game.cards.filter(\.isMatched).map(\.id)
        up = game.cards.filter { $0.isFaceUp && !$0.isMatched }.map(\.id)
        moves = game.moves
        playedMs = game.played.wholeMilliseconds
        seed = game.seed.map(JSONSeed.init)
        daily = game.daily
        focus = game.focus
    }

    /// The game, or a `DecodingError` naming the first value that does not fit.
    func game(at path: [any CodingKey]) throws -> Round {
        if let problem { throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: problem)) }
        let cards = animals.enumerated().map { id, animal in
            Card(id: id, animal: animal, isFaceUp: matched.contains(id) || up.contains(id), isMatched: matched.contains(id))
        }
        let seated = zip(players, pairs).map { Player(name: $0.name, computer: $0.computer, pairs: $1) }
        let round = Round(board: difficulty, players: seated, turn: turn, cards: cards, moves: moves,
                          played: .milliseconds(playedMs), seed: seed?.value, daily: daily, focus: focus)
        // Every pair matched: a game left in the pause before its win
        // screen, which the launch takes up to finish the win (1.1.1).
        return round.resumable ?? round
    }

    /// What does not fit, in a few words; nil when the game is whole.
    private var problem: String? {
        if let problem = Player.lineupProblem(players) { return "players: \(problem)" }
        guard Deck.isValid(animals, for: difficulty) else { return "animals is not a deck of the \(difficulty.name) board" }
        let ids = animals.indices
        guard matched.allSatisfy(ids.contains), Set(matched).count == matched.count else {
            return "matched must name cards of the board, each once"
        }
        let matchedAnimals = matched.map { animals[$0] }
        guard matchedAnimals.allSatisfy({ animal in matchedAnimals.filter { $0 == animal }.count == 2 }) else {
            return "matched must hold both cards of each pair"
        }
        guard up.count <= 1, up.allSatisfy({ ids.contains($0) && !matched.contains($0) }) else {
            return "up names at most one unmatched card of the board"
        }
        guard pairs.count == players.count, pairs.allSatisfy({ $0 >= 0 }), pairs.reduce(0, +) * 2 == matched.count else {
            return "pairs must give each player's count, adding up to the matched pairs"
        }
        guard players.indices.contains(turn) else { return "turn must be a player's index" }
        guard (matched.count + up.count...Self.moveLimit).contains(moves) else {
            return "moves must be from the cards face up to \(Self.moveLimit)"
        }
        guard (0...RecordingParser.timeLimit).contains(playedMs) else {
            return "playedMs must be from 0 to \(RecordingParser.timeLimit)"
        }
        guard ids.contains(focus) else { return "focus must be a card of the board" }
        if let daily, DailyDeal.day(daily) == nil { return "daily must be a date like 2026-11-23" }
        return nil
    }
}
