import GameCore
import GameTesting
import StoreCore
import StoreTesting
import Testing

@Suite struct QuackMiddlewareTests {
    let bell = CountingBell()

    /// The whole chain with `bell` in `style`, dealt `namedEasyDeck` (ducks are 1 and 5).
    private func harness(_ style: BellStyle = .audible, removing: Set<String> = []) -> GameHarness {
        var configuration = Game.Configuration.testing(.easy, bell: bell)
        configuration.bellStyle = style
        let game = GameHarness(configuration, removing: removing)
        game.deal(namedEasyDeck)
        return game
    }

    @Test func aDucksCardTurnedUpRingsTheBellAndShowsTheCue() {
        let game = harness()
        game.flip(1)
        #expect(bell.rings == 1)
        #expect(game.state.isQuacking)
    }

    @Test func theCueFadesAfterAShortWhile() {
        let game = harness()
        game.flip(1)
        game.wait(.milliseconds(1199))
        #expect(game.state.isQuacking)
        game.wait(.milliseconds(1))
        #expect(!game.state.isQuacking)
    }

    @Test func aSecondDucksCardRingsAgainAndKeepsTheCueUpLonger() {
        let game = harness()
        game.flip(1)
        game.wait(.milliseconds(1000))
        game.flip(5)
        #expect(bell.rings == 2)
        game.wait(.milliseconds(1000))
        #expect(game.state.isQuacking, "the first cue's fade was replaced")
        game.wait(.milliseconds(200))
        #expect(!game.state.isQuacking)
    }

    @Test func otherAnimalsDoNotQuack() {
        let game = harness()
        game.flip(0, 3)
        #expect(bell.rings == 0)
        #expect(!game.state.isQuacking)
    }

    @Test func aDucksCardAlreadyUpDoesNotQuackAgain() {
        let game = harness()
        game.flip(1)
        game.flip(1)
        game.send(.pauseToggled)
        game.flip(5)
        #expect(bell.rings == 1, "a flip the rules ignore turns nothing up")
    }

    @Test func theDucksCardOfAMismatchTurnedAgainQuacksAgain() {
        // Ducks (1) then a bat (0): a mismatch shows; ducks turned again
        // turns the pair down and the ducks up, the next try's first card.
        let game = harness()
        game.flip(1, 0)
        #expect(bell.rings == 1)
        game.send(.mismatchedCardFlipped(id: 1))
        #expect(game.state.round?.cards[1].isFaceUp == true && game.state.round?.cards[0].isFaceUp == false)
        #expect(bell.rings == 2, "turned up again, however it was turned")
        #expect(game.state.isQuacking)
    }

    @Test func theBellRingsInTheConfiguredStyle() {
        let game = harness(.visual)
        game.flip(1)
        #expect(bell.styles == [.visual])
    }

    @Test func bellStyleOffLeavesTheQuackOut() {
        let game = harness(.off)
        game.flip(1)
        #expect(bell.rings == 0)
        #expect(!game.state.isQuacking)
        #expect(!game.store.middlewareNames.contains("quack"))
    }

    @Test func withoutQuackTheBellNeverRingsAndTheGameIsStillWon() async {
        let game = harness(removing: ["quack"])
        await game.playPerfectly()
        #expect(bell.rings == 0)
        #expect(game.state.screen == .won)
    }

    @Test func withoutGameLogicDucksStillQuack() {
        let game = harness(removing: ["timers"])
        game.flip(1)
        #expect(bell.rings == 1)
    }

    @Test func givingUpTakesTheCueOffTheScreen() async {
        let game = harness()
        game.flip(1)
        game.send(.gaveUp)
        await game.settle()
        #expect(!game.state.isQuacking)
    }

    @Test func aloneInAStoreItQuacksForDucksOnlyAndTheCueFades() {
        let game = GameHarness(board: .easy, chain: [QuackMiddleware(bell: bell, style: .audible).middleware])
        game.deal(namedEasyDeck)
        game.flip(0)
        #expect(bell.rings == 0, "a bat is not a duck")
        game.flip(1)
        #expect(bell.styles == [.audible])
        #expect(game.state.isQuacking)
        game.wait(.milliseconds(1200))
        #expect(!game.state.isQuacking)
        #expect(game.scheduler.pendingCount == 0)
    }

    /// `namedEasyDeck` dealt, in a test store whose only link is the quack.
    private func testStore(_ style: BellStyle = .audible) -> TestStore<GameState, GameAction> {
        var dealt = GameState(board: .easy)
        GameReducer.reduce(&dealt, .deckDealt(animals: namedEasyDeck, seed: 1))
        return TestStore(initialState: dealt, reducer: GameReducer.reducer,
                         middleware: [QuackMiddleware(bell: bell, style: style).middleware])
    }

    private func flip(_ store: TestStore<GameState, GameAction>, _ id: Int, _ result: GameEvent.Flip.Result = .first) {
        store.send(.cardFlipped(id: id)) {
            $0.round?.cards[id].isFaceUp = true
            $0.round?.selected.append(id)
            $0.round?.moves += 1
            $0.round?.focus = id
            $0.event = .turned(GameEvent.Flip(card: id, face: namedEasyDeck[id], result: result))
        }
    }

    @Test func theRingIsWorkTheLinkAsksOfTheBellAndATestStoreSeesIt() {
        let store = testStore(.visual)
        flip(store, 0)
        store.assertPerformed([BellWork]())
        flip(store, 1, .mismatch)
        store.assertPerformed([BellWork.ring(.visual)])
        #expect(bell.styles == [.visual], "done through the port, at once")
        store.receive(.quacked) { $0.isQuacking = true; $0.event = nil }
        store.advance(by: .milliseconds(1200))
        store.receive(.quackFaded) { $0.isQuacking = false }
        store.finish()
    }

    @Test func theLinkIsAFunctionOfTheFlipAndTheStatesAroundIt() {
        var before = GameState(board: .easy)
        GameReducer.reduce(&before, .deckDealt(animals: namedEasyDeck, seed: 1))
        var after = before
        GameReducer.reduce(&after, .cardFlipped(id: 5))
        let link = QuackMiddleware(bell: bell, style: .audible).middleware

        #expect(link.handle(.cardFlipped(id: 5), before, after) == .merge([
            .perform(BellWork.ring(.audible), with: { _ in }),
            .send(.quacked),
            .sendAfter(.milliseconds(1200), id: QuackMiddleware.Timer.cue, .quackFaded),
        ]))
        var again = after
        GameReducer.reduce(&again, .cardFlipped(id: 5))
        #expect(link.handle(.cardFlipped(id: 5), after, again) == .none, "a card already up")
        #expect(bell.rings == 0, "answering rings nothing: the store does the work")
    }
}
