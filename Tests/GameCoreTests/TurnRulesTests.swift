import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// Several players at one keyboard: a pair goes on, a mismatch passes the turn.
@Suite struct TurnRulesTests {
    let game = GameHarness(.testing(.easy))
    let lineup = [Player(name: "ann"), Player(name: "bob"), Player(name: "cy")]

    init() {
        game.send(.playersChosen(lineup))
        game.deal(namedEasyDeck)
    }

    @Test func aPairCountsToThePlayerWhoTurnedItAndTheyGoOn() {
        let (first, second) = game.pair(.bat)
        game.flip(first, second)
        #expect(game.state.round?.players.map(\.pairs) == [1, 0, 0])
        #expect(game.state.round?.turn == 0)
    }

    @Test func aMismatchPassesTheTurnAtOnceAndTheLastPlayerPassesToTheFirst() {
        for expected in [1, 2, 0] {
            let (first, second) = game.mismatch()
            game.flip(first, second)
            #expect(game.state.round?.turn == expected)
            game.wait(.seconds(1))
        }
        #expect(game.state.round?.players.allSatisfy { $0.pairs == 0 } == true)
    }

    @Test func theNextPlayerMayFlipWhileTheMismatchShows() {
        let (first, second) = game.mismatch()
        game.flip(first, second)
        let next = game.state.round!.cards.first { !$0.isFaceUp }!.id
        game.flip(next)
        #expect(game.state.round?.turn == 1)
        #expect(game.state.round?.selected == [next], "the mismatch turned down at the next player's flip")
    }

    @Test func thePairsOfAllPlayersAddUpAndTheLeaderWins() async {
        await game.playPerfectly()
        #expect(game.state.round?.players.map(\.pairs).reduce(0, +) == game.state.round?.pairsFound)
        #expect(game.state.round?.leaders == [0])
    }

    @Test func playersAreChosenOnlyOnTheTitleAndOneToFour() {
        game.send(.playersChosen([Player(name: "dee")]))
        #expect(game.state.round?.players.map(\.name) == ["ann", "bob", "cy"], "not during a game")
        let other = GameHarness(.testing(.easy))
        other.send(.playersChosen([]))
        #expect(other.state.players.count == 1)
        other.send(.playersChosen((1...5).map { Player(name: "p\($0)") }))
        #expect(other.state.players.count == 1, "five is too many")
    }

    @Test func aNewDealStartsEveryoneAtNoPairsWithTheFirstPlayer() async {
        let (first, second) = game.mismatch()
        game.flip(first, second)
        game.send(.gaveUp)
        await game.settle()
        game.start()
        #expect(game.state.round?.turn == 0)
        #expect(game.state.round?.players.allSatisfy { $0.pairs == 0 } == true)
    }
}

/// Boards by name: the presets and any even RxC from 2×2 to 12×12.
@Suite struct BoardTests {
    @Test func thePresetsKeepTheirNamesAndShapes() {
        #expect(Board.presets.map(\.name) == ["easy", "medium", "hard"])
        #expect(Board.presets.map(\.cardCount) == [8, 12, 20])
        #expect(Board(name: "3x4") == .medium)
    }

    @Test(arguments: ["2x2", "12x12", "3X4", "6×8", "12x11"])
    func anEvenBoardFromTwoToTwelveIsABoard(_ name: String) throws {
        let board = try #require(Board(name: name))
        #expect(Board.sides.contains(board.rows) && Board.sides.contains(board.columns))
        #expect(board.animals.count == board.pairCount, "there are animals enough")
    }

    @Test(arguments: ["3x3", "1x4", "13x2", "axb", "", "x", "4x", "04x005", "+2x2", "2x2x2", "Easy"])
    func anythingElseIsNot(_ name: String) {
        #expect(Board(name: name) == nil)
    }

    @Test func aBoardIsWrittenAsItsNameAndReadBack() throws {
        let boards = [Board.easy, Board(name: "6x8")!]
        let data = try JSONEncoder().encode(boards)
        #expect(String(decoding: data, as: UTF8.self) == #"["easy","6x8"]"#)
        #expect(try JSONDecoder().decode([Board].self, from: data) == boards)
    }

    @Test func theLargestBoardDealsEveryAnimalOnce() {
        #expect(Animal.allCases.count >= Board.largest.pairCount)
        #expect(Deck.isValid(Deck.shuffled(.largest, seed: 1), for: .largest))
    }
}
