import GameCore
import StoreCore
import Testing

/// What the status line is told (`Round.notice`): a pair found, or why a key
/// did nothing; and flipping a card of a showing mismatch again
/// (`mismatchedCardFlipped`). Through the whole chain on a manual clock,
/// with `namedEasyDeck` (bat 0 2, ducks 1 5, bear 3 6, pelican 4 7).
@Suite struct StatusNoticeTests {
    let game: GameHarness

    init() {
        game = GameHarness(.testing(.easy))
        game.deal(namedEasyDeck)
    }

    // MARK: The notice

    @Test func aPairSaysPairUntilTheNextFlip() {
        #expect(game.state.round?.notice == nil)
        game.flip(0, 2)
        #expect(game.state.round?.notice == .pair)
        game.flip(3)
        #expect(game.state.round?.notice == nil)
    }

    @Test func aMismatchLeavesNoNoticeItShowsByItsCards() {
        game.flip(0, 1)
        #expect(game.state.round?.notice == nil)
        #expect(game.state.round?.isMismatchShowing == true)
    }

    @Test func flippingTheFaceUpFirstCardAgainIsRefusedAsFaceUp() {
        game.flip(3, 3)
        #expect(game.state.round?.notice == .refused(.faceUp))
        #expect(game.state.round?.moves == 1)
    }

    @Test func flippingAMatchedCardIsRefusedAsMatched() {
        game.flip(0, 2, 0)
        #expect(game.state.round?.notice == .refused(.matched))
        #expect(game.state.round?.moves == 2)
    }

    @Test func flippingACardOffTheGridIsRefusedAsNoCard() {
        game.flip(8)
        #expect(game.state.round?.notice == .refused(.noCard))
        #expect(game.state.round?.moves == 0)
    }

    @Test func theNextAcceptedFlipClearsARefusal() {
        game.flip(0, 2, 0)
        game.flip(3)
        #expect(game.state.round?.notice == nil)
    }

    @Test func movingTheHighlightPausingAndTheTurnDownClearARefusal() {
        game.flip(0, 2, 0)
        game.send(.focusMoved(to: 4))
        #expect(game.state.round?.notice == nil)
        game.flip(0)
        game.send(.pauseToggled)
        #expect(game.state.round?.notice == nil)
        game.send(.pauseToggled)
        game.flip(3, 4, 3)
        #expect(game.state.round?.notice == .refused(.faceUp))
        game.wait(.seconds(1))
        #expect(game.state.round?.notice == nil, "the card it named is face down now")
    }

    @Test func theClockDoesNotClearANotice() {
        game.flip(0, 2)
        game.wait(.seconds(3))
        #expect(game.state.round?.notice == .pair)
    }

    @Test func aRefusedKeyIsSaidInPlayOnly() {
        game.send(.keyRefused(.computersTurn))
        #expect(game.state.round?.notice == .refused(.computersTurn))
        game.send(.pauseToggled)
        game.send(.keyRefused(.noCard))
        #expect(game.state.round?.notice == nil, "paused: no key for a card counts")
        game.send(.gaveUp)
        game.send(.keyRefused(.noCard))
        #expect(game.state.round == nil)
    }

    @Test func aRefusedKeyChangesNothingButTheNotice() throws {
        game.flip(0, 1)
        var before = try #require(game.state.round)
        game.send(.keyRefused(.noCard))
        before.notice = .refused(.noCard)
        #expect(game.state.round == before)
    }

    @Test func theNoticeIsNotInTheDigestNorInAResumableRound() throws {
        game.flip(0, 2, 0)
        var quiet = game.state
        quiet.round?.notice = nil
        #expect(game.state.digest == quiet.digest)
        #expect(try #require(game.state.round?.resumable).notice == nil)
    }

    // MARK: A card of the showing mismatch, flipped again

    @Test func aCardOfTheShowingMismatchFlippedAgainTurnsThePairDownAndStartsTheNextTry() {
        game.flip(0, 1)
        game.wait(.milliseconds(400))
        game.send(.mismatchedCardFlipped(id: 1))
        #expect(game.state.faceUpIDs == [1])
        #expect(game.state.round?.selected == [1])
        #expect(game.state.round?.moves == 3, "it is a flip: one move")
        #expect(game.state.round?.focus == 1)
        #expect(game.state.round?.notice == nil)
    }

    @Test func theFirstCardOfTheMismatchMayBeFlippedAgainToo() {
        game.flip(0, 1)
        game.send(.mismatchedCardFlipped(id: 0))
        #expect(game.state.faceUpIDs == [0])
        game.flip(2)
        #expect(game.state.round?.pairsFound == 1, "the next try goes on from it")
    }

    @Test func flippingAMismatchedCardAgainCancelsThePendingTurnDown() {
        game.flip(0, 1)
        game.wait(.milliseconds(400))
        game.send(.mismatchedCardFlipped(id: 0))
        game.wait(.seconds(2))
        #expect(game.state.faceUpIDs == [0], "the first pair's delay has ended by now")
    }

    @Test func onceTheMismatchHasTurnedDownItIsAPlainFlip() {
        game.flip(0, 1)
        game.wait(.seconds(1))
        game.send(.mismatchedCardFlipped(id: 1))
        #expect(game.state.faceUpIDs == [1])
        #expect(game.state.round?.moves == 3)
    }

    @Test func aMatchedCardFlippedAsAMismatchedOneIsRefused() {
        game.flip(0, 2, 1, 3)
        game.send(.mismatchedCardFlipped(id: 0))
        #expect(game.state.round?.notice == .refused(.matched))
        #expect(game.state.faceUpIDs == [0, 1, 2, 3])
    }

    @Test func cardFlippedOntoTheShowingMismatchStillChangesNothingButTheNotice() {
        // Earlier versions recorded such flips, which did nothing: they still do.
        game.flip(0, 1)
        let cards = game.state.round?.cards
        game.flip(1)
        #expect(game.state.round?.cards == cards)
        #expect(game.state.round?.moves == 2)
        #expect(game.state.round?.notice == .refused(.faceUp))
    }

    @Test func whilePausedAMismatchedCardIsNotFlipped() {
        game.flip(0, 1)
        game.send(.pauseToggled)
        game.send(.mismatchedCardFlipped(id: 1))
        #expect(game.state.round?.moves == 2)
    }

    @Test func inHotSeatTheNextPlayerStartsTheirTryWithACardOfTheMismatch() {
        let seats = GameHarness(.testing(.easy))
        seats.send(.playersChosen([Player(name: "ann"), Player(name: "bob")]))
        seats.deal(namedEasyDeck)
        seats.flip(0, 1)
        #expect(seats.state.round?.turn == 1)
        seats.send(.mismatchedCardFlipped(id: 0))
        seats.flip(2)
        #expect(seats.state.round?.players.map(\.pairs) == [0, 1])
        #expect(seats.state.round?.turn == 1, "bob found a pair and goes on")
        #expect(seats.state.round?.notice == .pair)
    }
}

/// The game timers' answer to a card of the mismatch flipped again, as a value.
@Suite struct MismatchedFlipTimerTests {
    let link = GameTimersMiddleware(now: { .zero }, mismatchDelay: .milliseconds(800)).middleware

    private func state(after actions: GameAction...) -> GameState {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .deckDealt(animals: namedEasyDeck, seed: 1))
        for action in actions { GameReducer.reduce(&state, action) }
        return state
    }

    private func answer(_ action: GameAction, from before: GameState) -> Effect<GameAction> {
        var after = before
        GameReducer.reduce(&after, action)
        return link.handle(action, before, after)
    }

    @Test func itCancelsThePendingTurnDownAsAThirdFlipDoes() {
        #expect(answer(.mismatchedCardFlipped(id: 1), from: state(after: .cardFlipped(id: 0), .cardFlipped(id: 1)))
            == .cancel(GameTimersMiddleware.Timer.mismatch))
    }

    @Test func afterTheTurnDownItSchedulesAsAnyFlip() {
        let shown = state(after: .cardFlipped(id: 0), .cardFlipped(id: 1), .mismatchDelayElapsed, .cardFlipped(id: 3))
        #expect(answer(.mismatchedCardFlipped(id: 1), from: shown)
            == .sendAfter(.milliseconds(800), id: GameTimersMiddleware.Timer.mismatch, .mismatchDelayElapsed))
    }

    @Test func aRefusedKeyAnswersNothing() {
        #expect(answer(.keyRefused(.computersTurn), from: state(after: .cardFlipped(id: 0))) == .none)
    }
}
