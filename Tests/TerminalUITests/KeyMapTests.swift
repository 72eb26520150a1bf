import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Every key on every screen, and where a click lands.
@Suite struct KeyMapTests {
    private func commands(_ event: InputEvent, _ state: GameState, rows: Int = 24, columns: Int = 80) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: rows, columns: columns)
    }

    @Test func titleKeysChooseDifficultyStartAndQuit() {
        let title = GameState(board: .medium)
        #expect(commands(.character("1"), title) == [.send(.boardChosen(.easy))])
        #expect(commands(.character("3"), title) == [.send(.boardChosen(.hard))])
        #expect(commands(.left, title) == [.send(.boardChosen(.easy))])
        #expect(commands(.right, title) == [.send(.boardChosen(.hard))])
        #expect(commands(.enter, title) == [.send(.startTapped)])
        #expect(commands(.character(" "), title) == [.send(.startTapped)])
        #expect(commands(.character("q"), title) == [.quit])
        #expect(commands(.character("d"), title) == [.send(.dailyTapped)])
    }

    /// The daily game is played alone: `d` on a title set to people taking
    /// turns or to the computer goes to solo first (issue 35: it spent the
    /// day's daily on a game the computer won).
    @Test func dOnATitleOfSeveralPlayersPlaysTheDailyAlone() {
        let title = GameState(board: .hard, players: [Player(name: "ann"), .computer(.hard)])
        let solo = title.titleLineups.solo
        #expect(solo.count == 1 && !solo[0].isComputer)
        #expect(commands(.character("d"), title) == [.send(.playersChosen(solo)), .send(.dailyTapped)])
    }

    @Test func leftAndRightStopAtTheEnds() {
        #expect(commands(.left, GameState(board: .easy)).isEmpty)
        #expect(commands(.right, GameState(board: .customDefault)).isEmpty, "the custom size is the last")
    }

    @Test func eachLetterFlipsItsCardInGridOrderSkippingPAndQ() {
        let game = Scene.game(.hard)
        for (id, letter) in "abcdefghijklmnorstuv".enumerated() {
            #expect(commands(.character(letter), game) == [.send(.cardFlipped(id: id))])
        }
        #expect(commands(.character("p"), game) == [.send(.pauseToggled)])
        #expect(commands(.character("q"), game) == [.send(.giveUpAsked)])
    }

    @Test func lettersBeyondTheDealAreRefusedAsNamingNoCard() {
        #expect(commands(.character("i"), Scene.game(.easy)) == [.send(.keyRefused(.noCard))])
        #expect(commands(.character("i"), Scene.game(.medium)) == [.send(.cardFlipped(id: 8))])
        #expect(commands(.character("z"), Scene.game(.hard)) == [.send(.keyRefused(.noCard))],
                "no board has a z card: not a card key, and the status line says so")
        #expect(commands(.character("7"), Scene.game(.hard)) == [.send(.keyRefused(.noCard))])
        var paused = Scene.game(.hard)
        paused.round?.phase = .paused
        #expect(commands(.character("z"), paused).isEmpty, "paused, the cards are hidden: nothing to refuse")
        #expect(commands(.character("z"), Scene.title).isEmpty, "on the title, no card is asked for")
    }

    @Test func arrowsMoveTheHighlightAndEnterFlipsIt() {
        var game = Scene.game(.hard)
        #expect(commands(.right, game) == [.send(.focusMoved(to: 1))])
        #expect(commands(.down, game) == [.send(.focusMoved(to: 5))])
        #expect(commands(.left, game).isEmpty)
        #expect(commands(.up, game).isEmpty)
        GameReducer.reduce(&game, .focusMoved(to: 19))
        #expect(commands(.right, game).isEmpty && commands(.down, game).isEmpty)
        #expect(commands(.enter, game) == [.send(.cardFlipped(id: 19))])
        #expect(commands(.character(" "), game) == [.send(.cardFlipped(id: 19))])
    }

    @Test func aClickFlipsTheCardUnderItAndGapsDoNothing() {
        let game = Scene.game(.hard)
        let layout = BoardLayout.fit(.hard, screenRows: 24, screenColumns: 80)!
        for id in [0, 6, 19] {
            let origin = layout.origin(of: id)
            #expect(commands(.click(row: origin.row + 2, column: origin.column + 3), game)
                    == [.send(.cardFlipped(id: id))])
        }
        let gap = layout.origin(of: 0).column + layout.cardWidth
        #expect(commands(.click(row: layout.top + 1, column: gap), game).isEmpty)
        #expect(commands(.click(row: 0, column: 5), game).isEmpty)
    }

    @Test func noKeyActsInThePauseBeforeTheWinScreen() {
        var finished = Scene.game(.easy)
        for animal in Board.easy.animals {
            let (first, second) = Scene.pair(animal, in: finished)
            for action: GameAction in [.cardFlipped(id: first), .cardFlipped(id: second),
                                       .pairMatched(first: first, second: second)] {
                GameReducer.reduce(&finished, action)
            }
        }
        #expect(finished.screen == .playing && finished.round?.allMatched == true)
        for event: InputEvent in [.character("q"), .character("p"), .enter, .character("a"), .right] {
            #expect(commands(event, finished).isEmpty, "\(event)")
        }
    }

    @Test func pausedOnlyResumesOrGivesUp() {
        var paused = Scene.game(.easy)
        GameReducer.reduce(&paused, .pauseToggled)
        #expect(commands(.character("p"), paused) == [.send(.pauseToggled)])
        #expect(commands(.character("q"), paused) == [.send(.giveUpAsked)])
        #expect(commands(.character("a"), paused).isEmpty)
    }

    @Test func wonPlaysAgainOnEnterSpaceOrAClickAnywhereGoesToTheTitleOnTOrEscapeAndQuitsOnQ() {
        let won = Scene.won()
        #expect(commands(.enter, won) == [.send(.playAgainTapped)])
        #expect(commands(.character(" "), won) == [.send(.playAgainTapped)])
        for (row, column) in [(0, 0), (12, 40), (15, 30), (23, 79)] {
            #expect(commands(.click(row: row, column: column), won) == [.send(.playAgainTapped)])
        }
        #expect(commands(.character("t"), won) == [.send(.backToTitleTapped)])
        #expect(commands(.escape, won) == [.send(.backToTitleTapped)])
        #expect(commands(.character("q"), won) == [.quit])
        #expect(commands(.click(row: 1, column: 1), won, rows: 8, columns: 30).isEmpty, "too small: nothing drawn")
    }

    /// Where `text` is drawn on the title (its first cell), found in the frame itself.
    private func cell(of text: String, in state: GameState, rows: Int = 24, columns: Int = 80,
                      unicode: Bool = true) throws -> (row: Int, column: Int) {
        let frame = ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns, unicode: unicode))
        for (row, line) in frame.lines.enumerated() {
            if let range = line.range(of: text) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        throw CancellationError()
    }

    @Test(arguments: [(24, 80, true), (12, 44, true), (40, 120, false), (13, 45, false)])
    func aClickOnADifficultyChoosesItAndOnTheChosenOneOrTheHintPlays(_ rows: Int, _ columns: Int, _ unicode: Bool) throws {
        let title = Scene.title  // medium chosen
        func click(_ text: String, offset: Int = 1) throws -> [Command] {
            let at = try cell(of: text, in: title, rows: rows, columns: columns, unicode: unicode)
            return commands(.click(row: at.row, column: at.column + offset), title, rows: rows, columns: columns)
        }
        #expect(try click(" easy ") == [.send(.boardChosen(.easy))])
        #expect(try click(" easy ", offset: 0) == [.send(.boardChosen(.easy))], "the padding is part of it")
        #expect(try click(" hard ", offset: 5) == [.send(.boardChosen(.hard))])
        #expect(try click("[medium]") == [.send(.startTapped)], "a click on the chosen one plays")
        #expect(try click("Enter to play", offset: 0) == [.send(.startTapped)])
        #expect(try click("Enter to play", offset: 12) == [.send(.startTapped)])
        #expect(try click("q to quit").isEmpty, "the rest of the hint line does nothing")
        #expect(try click("Board:").isEmpty)
        #expect(try click("Three Ducks").isEmpty)
    }

    @Test func aClickOnATitleTooSmallToDrawDoesNothing() {
        #expect(commands(.click(row: 4, column: 20), Scene.title, rows: 10, columns: 40).isEmpty)
    }

    @Test func questionMarkOpensHelpAndAnyKeyClosesItWithoutActing() {
        var game = Scene.game(.easy)
        #expect(commands(.character("?"), game) == [.send(.helpToggled)])
        GameReducer.reduce(&game, .helpToggled)
        #expect(commands(.character("a"), game) == [.send(.helpToggled)])
        #expect(commands(.character("q"), game) == [.send(.helpToggled)])
        #expect(commands(.resize, game).isEmpty)
    }

    @Test func duringTheComputersTurnAPersonsFlipsAreRefusedButPauseHelpAndGiveUpWork() throws {
        var game = GameState(board: .hard, players: [Player(name: "ann"), .computer(.hard)])
        GameReducer.reduce(&game, .deckDealt(animals: Deck.shuffled(.hard, seed: 7), seed: 7))
        let cards = try #require(game.round).cards
        let first = try #require(cards.first { $0.animal != cards[1].animal && $0.id != 1 }).id
        GameReducer.reduce(&game, .cardFlipped(id: 1))
        GameReducer.reduce(&game, .cardFlipped(id: first))
        #expect(game.isComputersTurn, "ann's mismatch passed the turn")
        let origin = try #require(BoardLayout.fit(.hard, screenRows: 24, screenColumns: 80)).origin(of: 5)
        for event: InputEvent in [.character("f"), .enter, .character(" "),
                                  .click(row: origin.row + 2, column: origin.column + 3)] {
            #expect(commands(event, game) == [.send(.keyRefused(.computersTurn))], "\(event)")
        }
        #expect(commands(.click(row: 23, column: 0), game).isEmpty, "a click beside the cards is no flip")
        #expect(commands(.character("p"), game) == [.send(.pauseToggled)])
        #expect(commands(.character("?"), game) == [.send(.helpToggled)])
        #expect(commands(.character("q"), game) == [.send(.giveUpAsked)], "q asks first")
        GameReducer.reduce(&game, .focusMoved(to: 0))
        #expect(commands(.right, game) == [.send(.focusMoved(to: 1))], "the highlight still moves")
        GameReducer.reduce(&game, .mismatchDelayElapsed)
        GameReducer.reduce(&game, .cardFlipped(id: 1))
        GameReducer.reduce(&game, .cardFlipped(id: first))
        #expect(!game.isComputersTurn, "a mismatch gives the turn back")
        #expect(commands(.character("f"), game) == [.send(.cardFlipped(id: 5))])
    }

    @Test func duringAMismatchAKeyForOneOfItsCardsFlipsItAgainAndAnyOtherFlipsAsEver() throws {
        var game = Scene.game(.easy)
        let cards = try #require(game.round).cards
        let other = try #require(cards.first { $0.animal != cards[0].animal }).id
        GameReducer.reduce(&game, .cardFlipped(id: 0))
        GameReducer.reduce(&game, .cardFlipped(id: other))
        #expect(game.round?.isMismatchShowing == true)
        let letter = Array("abcdefgh")[other]
        #expect(commands(.character("a"), game) == [.send(.mismatchedCardFlipped(id: 0))])
        #expect(commands(.character(letter), game) == [.send(.mismatchedCardFlipped(id: other))])
        let third = try #require(cards.indices.first { $0 != 0 && $0 != other })
        #expect(commands(.character(Array("abcdefgh")[third]), game) == [.send(.cardFlipped(id: third))])
        GameReducer.reduce(&game, .focusMoved(to: other))
        #expect(commands(.enter, game) == [.send(.mismatchedCardFlipped(id: other))])
        let origin = try #require(BoardLayout.fit(.easy, screenRows: 24, screenColumns: 80)).origin(of: 0)
        #expect(commands(.click(row: origin.row + 1, column: origin.column + 2), game)
            == [.send(.mismatchedCardFlipped(id: 0))])
        GameReducer.reduce(&game, .mismatchDelayElapsed)
        #expect(commands(.character("a"), game) == [.send(.cardFlipped(id: 0))], "turned down: a plain flip")
    }

    @Test func aFaceUpOrMatchedCardsKeyIsSentAndTheReducerSaysWhy() {
        // The reducer knows a card's state; the key map sends the flip.
        var game = Scene.game(.easy)
        GameReducer.reduce(&game, .cardFlipped(id: 0))
        #expect(commands(.character("a"), game) == [.send(.cardFlipped(id: 0))])
    }
}
