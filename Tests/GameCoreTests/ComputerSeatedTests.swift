@testable import GameCore
import StoreCore
import Testing

/// `computerSeated` (`host --fill computer`): the reducer's rule, and the
/// computer's memory starting from the moment it sits down.
@Suite struct ComputerSeatedTests {
    static func dealt() -> GameState {
        var state = GameState(board: Board(rows: 2, columns: 4)!, players: [Player(name: "ann"), Player(name: "bob")])
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(state.board, seed: 7), seed: 7))
        return state
    }

    @Test func theSeatBecomesTheComputersKeepingItsNamePairsAndTurn() {
        var state = Self.dealt()
        state.round?.players[1].pairs = 2
        state.round?.turn = 1
        GameReducer.reduce(&state, .computerSeated(seat: 1, level: .medium))
        #expect(state.round?.players[1] == Player(name: "bob", computer: .medium, pairs: 2))
        #expect(state.round?.turn == 1)
        #expect(state.isComputersTurn)
    }

    @Test(arguments: [5, -1])
    func aSeatNotAtTheTableChangesNothing(_ seat: Int) {
        var state = Self.dealt()
        let before = state
        GameReducer.reduce(&state, .computerSeated(seat: seat, level: .easy))
        #expect(state == before)
    }

    @Test func aComputersSeatOrNoGameOrASoloGameIsLeftAlone() {
        var state = Self.dealt()
        GameReducer.reduce(&state, .computerSeated(seat: 1, level: .easy))
        let seated = state
        GameReducer.reduce(&state, .computerSeated(seat: 1, level: .hard))
        #expect(state == seated.settled, "seated once")
        var title = GameState(board: .easy, players: [Player(name: "ann"), Player(name: "bob")])
        let onTitle = title
        GameReducer.reduce(&title, .computerSeated(seat: 1, level: .easy))
        #expect(title == onTitle)
        var solo = GameState(board: .easy)
        GameReducer.reduce(&solo, .deckDealt(animals: Deck.shuffled(.easy, seed: 1), seed: 1))
        let alone = solo
        GameReducer.reduce(&solo, .computerSeated(seat: 0, level: .easy))
        #expect(solo == alone)
    }

    /// Faces turned before it sat down are not in its memory; faces turned after are.
    @Test func itRemembersOnlyWhatIsTurnedAfterItSitsDown() {
        var state = Self.dealt()
        #expect(state.round?.computerMemory == nil, "no computer, no computer's memory")
        let animals = state.round!.cards.map(\.animal)
        let other = animals.indices.first { animals[$0] != animals[0] }!
        GameReducer.reduce(&state, .cardFlipped(id: 0))
        GameReducer.reduce(&state, .cardFlipped(id: other))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        #expect(state.round?.turn == 1)
        GameReducer.reduce(&state, .computerSeated(seat: 1, level: .hard))
        #expect(state.round?.computerMemory?.known == [], "it did not watch the cards turned before it sat down")
        let third = animals.indices.first { $0 != 0 && $0 != other }!
        GameReducer.reduce(&state, .cardFlipped(id: third))
        #expect(state.round?.computerMemory?.known == [third])
    }
}
