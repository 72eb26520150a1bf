import GameCore
import StoreCore
import Testing

/// An easy deck in an order the tests can name: bat 0 2, ducks 1 5, bear 3 6, pelican 4 7.
let namedEasyDeck: [Animal] = [.bat, .ducks, .bat, .bear, .pelican, .ducks, .bear, .pelican]

/// Flipping, matching and mismatching, through the whole chain on a manual clock.
@Suite struct FlipRulesTests {
    let game: GameHarness

    init() {
        game = GameHarness(.testing(.easy))
        game.deal(namedEasyDeck)
    }

    @Test func flippingAFaceDownCardTurnsItUpAndCountsOneMove() {
        game.flip(3)
        #expect(game.state.faceUpIDs == [3])
        #expect(game.state.round?.selected == [3])
        #expect(game.state.round?.moves == 1)
    }

    @Test func flippingTheSameCardTwiceChangesNothingAndCostsNoMove() {
        game.flip(3)
        let before = game.state
        game.flip(3)
        #expect(game.state.quiet == before.quiet, "nothing changes but what the status line says")
    }

    @Test func flippingAFaceUpCardOfAMismatchChangesNothingAndCostsNoMove() {
        game.flip(0, 1)
        let before = game.state
        game.flip(0)
        #expect(game.state.quiet == before.quiet, "nothing changes but what the status line says")
        #expect(game.state.round?.moves == 2)
    }

    @Test func flippingAMatchedCardChangesNothingAndCostsNoMove() {
        game.flip(0, 2)
        let before = game.state
        game.flip(2)
        game.flip(0)
        #expect(game.state.quiet == before.quiet, "nothing changes but what the status line says")
        #expect(game.state.round?.moves == 2)
    }

    @Test func flippingACardThatIsNotOnTheGridChangesNothing() {
        let before = game.state
        game.flip(8)
        game.flip(-1)
        #expect(game.state.quiet == before.quiet, "nothing changes but what the status line says")
    }

    @Test func flippingASecondMatchingCardKeepsBothFaceUpAsMatched() {
        game.flip(0, 2)
        #expect(game.state.round?.cards[0].isMatched == true && game.state.round?.cards[2].isMatched == true)
        #expect(game.state.faceUpIDs == [0, 2])
        #expect(game.state.round?.selected.isEmpty == true)
        #expect(game.state.round?.pairsFound == 1)
        game.wait(.seconds(5))
        #expect(game.state.faceUpIDs == [0, 2], "a match never turns down")
    }

    @Test func flippingASecondDifferentCardTurnsBothDownAfterTheMismatchDelay() {
        game.flip(0, 1)
        #expect(game.state.round?.isMismatchShowing == true)
        game.wait(.milliseconds(999))
        #expect(game.state.faceUpIDs == [0, 1], "still up just before the delay")
        game.wait(.milliseconds(1))
        #expect(game.state.faceUpIDs.isEmpty)
        #expect(game.state.round?.selected.isEmpty == true)
        #expect(game.state.round?.moves == 2, "turning down is not a move")
    }

    @Test func theMismatchDelayIsTheOneConfigured() {
        var configuration = Game.Configuration.testing(.easy)
        configuration.mismatchDelay = .milliseconds(250)
        let quick = GameHarness(configuration)
        quick.deal(namedEasyDeck)
        quick.flip(0, 1)
        quick.wait(.milliseconds(249))
        #expect(quick.state.faceUpIDs == [0, 1])
        quick.wait(.milliseconds(1))
        #expect(quick.state.faceUpIDs.isEmpty)
    }

    @Test func aThirdFlipDuringTheMismatchDelayTurnsThePairDownAtOnceAndFlipsTheNewCard() {
        game.flip(0, 1)
        game.wait(.milliseconds(400))
        game.flip(3)
        #expect(game.state.faceUpIDs == [3])
        #expect(game.state.round?.selected == [3])
        #expect(game.state.round?.moves == 3)
    }

    @Test func aThirdFlipCancelsThePendingTurnDownSoItCannotHideTheNewCard() {
        game.flip(0, 1)
        game.wait(.milliseconds(400))
        game.flip(3)
        game.wait(.milliseconds(700))
        #expect(game.state.faceUpIDs == [3], "the first pair's delay has ended by now")
    }

    @Test func aThirdFlipOntoACardOfTheShownPairChangesNothing() {
        game.flip(0, 1)
        let before = game.state
        game.flip(1)
        #expect(game.state.quiet == before.quiet, "nothing changes but what the status line says")
    }

    @Test func aThirdFlipCanCompleteAPairWithAnyLaterCard() {
        game.flip(0, 1)
        game.flip(3, 6)  // bear, bear: the mismatch turned down, then a match
        #expect(game.state.round?.cards[3].isMatched == true && game.state.round?.cards[6].isMatched == true)
        #expect(game.state.faceUpIDs == [3, 6])
        #expect(game.state.round?.moves == 4)
    }

    @Test func neverMoreThanTwoUnmatchedCardsAreFaceUp() throws {
        for id in [0, 1, 3, 4, 5, 7] {
            game.flip(id)
            #expect(try #require(game.state.round).cards.filter { $0.isFaceUp && !$0.isMatched }.count <= 2)
        }
    }

    @Test func flipMovesTheKeyboardHighlightToTheCard() {
        game.flip(5)
        #expect(game.state.round?.focus == 5)
    }
}

extension GameState {
    /// The state without the reducer's word of the last action (`event`):
    /// what an action that changes nothing leaves as it was.
    var settled: GameState {
        var state = self
        state.event = nil
        return state
    }

    /// The state without its notice and the reducer's word of the last
    /// action: what a refused flip leaves as it was.
    var quiet: GameState {
        var state = self
        state.round?.notice = nil
        state.event = nil
        return state
    }
}
