import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The screen-reader mode's line (`Announcer`): each event in plain words,
/// derived from the state before and after it, said once.
@Suite struct AnnouncerTests {
    /// Runs `action` on `state` and returns what the line says of it.
    fileprivate func said(_ state: inout GameState, _ action: GameAction) -> String? {
        let before = state
        GameReducer.reduce(&state, action)
        return Announcer.news(from: before, to: state)
    }

    private func face(_ state: GameState, _ id: Int) -> String { state.round!.cards[id].animal.name }

    /// Two cards of different animals that are still down.
    private func mismatchedPair(_ state: GameState) -> (Int, Int) {
        let open = state.round!.cards.filter { !$0.isMatched && !$0.isFaceUp }
        let first = open[0], second = open.first { $0.animal != first.animal }!
        return (first.id, second.id)
    }

    @Test func aFlipSaysTheKeyThePlaceAndTheFace() {
        var state = Scene.game(.medium)
        let text = said(&state, .cardFlipped(id: 2))
        #expect(text == "c, row 1 column 3: \(face(state, 2))")
    }

    @Test func aPairSaysHowManyOfHowMany() {
        var state = Scene.game(.medium)
        let (a, b) = Scene.pair(.pelican, in: state)
        _ = said(&state, .cardFlipped(id: a))
        let text = said(&state, .cardFlipped(id: b))
        let label = CardLabels(.medium).label(of: b)
        #expect(text == "\(label), row \(b / 4 + 1) column \(b % 4 + 1): pelican. Pair! 1 of 6")
    }

    @Test func aMismatchInHotSeatSaysNoMatchAndWhoseTurn() {
        var state = Scene.game(["ann", "bob"], .medium)
        let (a, b) = mismatchedPair(state)
        _ = said(&state, .cardFlipped(id: a))
        let text = said(&state, .cardFlipped(id: b))
        #expect(text?.hasSuffix(": \(face(state, b)). No match. bob's turn") == true)
        // The cards turning down is no news: the line stays as it was.
        #expect(said(&state, .mismatchDelayElapsed) == nil)
    }

    @Test func acrossMachinesTheLineSaysYourTurnOnlyToThatSeat() {
        var state = Scene.game(["ann", "bob"], .medium)
        let (a, b) = mismatchedPair(state)
        GameReducer.reduce(&state, .cardFlipped(id: a))
        let before = state
        GameReducer.reduce(&state, .cardFlipped(id: b))
        #expect(Announcer.news(from: before, to: state, viewer: .seat(1))?.hasSuffix("No match. Your turn") == true)
        #expect(Announcer.news(from: before, to: state, viewer: .seat(0))?.hasSuffix("No match. bob's turn") == true)
        #expect(Announcer.news(from: before, to: state, viewer: .watcher)?.hasSuffix("No match. bob's turn") == true)
        // One person left against the computer: "you" to that seat only.
        let filled = Scene.game(["ann", Player.computerName], .medium)
        #expect(Announcer.read(.score, filled, viewer: .watcher) == ["0 of 6 pairs found, 0 moves. ann 0, Computer 0. ann's turn"])
        #expect(Announcer.read(.score, filled, viewer: .seat(0))[0].hasSuffix("Your turn"))
        #expect(Announcer.read(.score, filled)[0].hasSuffix("Your turn"))
    }

    @Test func aPairAgainstTheComputerSaysYourTurnAgain() {
        var state = Scene.game(["ann", Player.computerName], .medium)
        let (a, b) = Scene.pair(.bear, in: state)
        _ = said(&state, .cardFlipped(id: a))
        #expect(said(&state, .cardFlipped(id: b))?.hasSuffix("bear. Pair! 1 of 6. Your turn again") == true)
    }

    @Test func theComputersTryIsSaidWithBothCardsAndTheOutcome() {
        var state = Scene.game(["ann", Player.computerName], .medium)
        let (a, b) = mismatchedPair(state)
        GameReducer.reduce(&state, .cardFlipped(id: a))
        GameReducer.reduce(&state, .cardFlipped(id: b))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        #expect(state.round!.isComputersTurn)
        let (c, d) = mismatchedPair(state)
        let labels = CardLabels(.medium)
        #expect(said(&state, .cardFlipped(id: c)) == "The computer turns \(labels.label(of: c)): \(face(state, c))")
        #expect(said(&state, .cardFlipped(id: d)) == "The computer turns \(labels.label(of: c)): \(face(state, c)), "
            + "then \(labels.label(of: d)): \(face(state, d)). No match. Your turn")
    }

    @Test func theComputersPairSaysItGoesAgain() {
        var state = Scene.game(["ann", Player.computerName], .medium)
        let (a, b) = mismatchedPair(state)
        GameReducer.reduce(&state, .cardFlipped(id: a))
        GameReducer.reduce(&state, .cardFlipped(id: b))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        let (c, d) = Scene.pair(.horse, in: state)
        _ = said(&state, .cardFlipped(id: c))
        let labels = CardLabels(.medium)
        // Both cards and the turn do not fit 79 columns: the first card, said
        // whole as it turned, gives way.
        #expect(said(&state, .cardFlipped(id: d))
            == "Then the computer turns \(labels.label(of: d)): horse. Pair! 1 of 6. The computer's turn again")
    }

    @Test func aRefusalIsSaidInTheStatusLinesWords() {
        var state = Scene.game(.medium)
        #expect(said(&state, .keyRefused(.noCard)) == "No card has that key")
        // The same refusal again changes nothing: said once.
        #expect(said(&state, .keyRefused(.noCard)) == nil)
    }

    @Test func movingTheHighlightSaysTheCardAndWhatIsKnown() {
        var state = Scene.game(.medium)
        #expect(said(&state, .focusMoved(to: 5)) == "f, row 2 column 2: down")
        GameReducer.reduce(&state, .cardFlipped(id: 1))
        GameReducer.reduce(&state, .focusMoved(to: 0))
        #expect(said(&state, .focusMoved(to: 1)) == "b, row 1 column 2: \(face(state, 1))")
    }

    @Test func aClockTickSaysNothing() {
        var state = Scene.game(.medium)
        #expect(said(&state, .clockTicked) == nil)
        #expect(said(&state, .quacked) == nil)
    }

    @Test func theQuestionsAreOneLineWithTheirAnswers() {
        var state = Scene.game(.medium)
        #expect(said(&state, .giveUpAsked) == "Give up this game? y gives up, any other key plays on")
        #expect(said(&state, .giveUpDeclined) == "Playing on")
        var title = GameState(board: .medium)
        var waiting = Scene.game(.medium).round!
        waiting.moves = 4
        let text = said(&title, .gameWaiting(waiting, warning: nil))
        #expect(text == "An unfinished medium game waits, 0 of 6 pairs found: r resumes, n: title")
    }

    @Test func aNewGameSaysItsBoardAndKeys() {
        var state = GameState(board: .medium)
        let text = said(&state, .deckDealt(animals: Deck.shuffled(.medium, seed: 3), seed: 3))
        #expect(text == "New medium game: 3 rows of 4 cards, keys a to l. ? lists the keys")
        var big = GameState(board: Board(rows: 6, columns: 6)!)
        let two = said(&big, .deckDealt(animals: Deck.shuffled(big.board, seed: 3), seed: 3))
        #expect(two == "New 6x6 game: 6 rows of 6, keys: a row's then a column's, a to f. ? keys")
    }

    @Test func pauseAndResumeAreSaid() {
        var state = Scene.game(.medium)
        #expect(said(&state, .pauseToggled) == "Paused: the cards are hidden and the clock is stopped. p resumes")
        #expect(said(&state, .pauseToggled) == "Playing again. 0 of 6 pairs found, 0 moves")
    }

    @Test func theWinIsOneLineWithTheRank() {
        var state = Scene.game(.easy)
        for _ in 0..<42 { GameReducer.reduce(&state, .clockTicked) }
        for animal in Board.easy.animals {
            let (first, second) = Scene.pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
        }
        let moves = Board.easy.cardCount
        // Nothing while the score is saved (at once, off the run loop): the win is said once, with its rank.
        #expect(said(&state, .winDelayElapsed) == nil)
        let record = ScoreRecord(name: "ann", moves: moves, seconds: 42, date: Date(timeIntervalSince1970: 0), seed: 7,
                                 board: .easy)
        var saved = state
        #expect(said(&saved, .scoreRecorded(ScoreTable([record]), isNewBest: true))
            == "You won! \(moves) moves in 0:42.0. Rank 1 on easy, a new best. ? lists the keys")
        // The middleware's reason begins "Score not saved: ": said once.
        #expect(said(&state, .scoreNotSaved(reason: "Score not saved: the disk is full"))
            == "You won! \(moves) moves in 0:42.0. Score not saved: the disk is full")
        #expect(Announcer.read(.board, state) == ["Score not saved: the disk is full"])
    }

    /// Across machines a room plays game after game: the end says what its
    /// keys do there, the host's go to the lobby or close the room, a
    /// joiner waits for the next game or leaves.
    @Test func acrossMachinesTheEndSaysTheKeysEndTheRoom() {
        var won = Scene.game(["ann", "bob"])
        for animal in Board.easy.animals {
            let (first, second) = Scene.pair(animal, in: won)
            GameReducer.reduce(&won, .cardFlipped(id: first))
            GameReducer.reduce(&won, .cardFlipped(id: second))
        }
        GameReducer.reduce(&won, .winDelayElapsed)
        #expect(won.round?.phase == .won)
        #expect(Announcer.situation(won, viewer: .seat(2)).hasSuffix(". q leaves the room"))
        #expect(Announcer.situation(won, viewer: .watcher).hasSuffix(". q leaves the room"))
        #expect(Announcer.situation(won).hasSuffix(". ? lists the keys"))
        for viewer in [Viewer.seat(0), .seat(1), .watcher] {
            #expect(Announcer.situation(won, viewer: viewer).count <= Announcer.width)
        }
    }

    @Test func onTheWinScreenTabReadsTheTopTenWithTheGameMarked() {
        var state = Scene.game(.easy)
        for _ in 0..<42 { GameReducer.reduce(&state, .clockTicked) }
        for animal in Board.easy.animals {
            let (first, second) = Scene.pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
        }
        GameReducer.reduce(&state, .winDelayElapsed)
        let moves = Board.easy.cardCount
        #expect(Announcer.read(.board, state) == ["Saving the score"])
        let date = Date(timeIntervalSince1970: 0)
        let best = ScoreRecord(name: "bo\u{1B}[2J", moves: moves - 2, seconds: 30, date: date, seed: 1, board: .easy)
        let game = ScoreRecord(name: "ann", moves: moves, seconds: 42, date: date, seed: 7, board: .easy)
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable([best, game]), isNewBest: false))
        // A line a press of Tab.
        let read = Announcer.read(.board, state)
        #expect(read == ["Easy top 10, 1: bo, \(moves - 2) moves, 0:30", "2: ann, \(moves) moves, 0:42, this game"],
                "\(read)")
        #expect(!read.joined().contains("\u{1B}"))
        // The keys reach it on the win screen, in the mode only; w says the result again.
        #expect(KeyMap.commands(for: .tab, state: state, rows: 24, columns: 80, screenReader: true) == [.read(.board)])
        #expect(KeyMap.commands(for: .tab, state: state, rows: 24, columns: 80) == [])
        #expect(Announcer.read(.score, state)[0].hasPrefix("You won! \(moves) moves in 0:42.0. Rank 2 on easy"))

        // Outside the top 10, the game's own row comes last.
        let ten = (0..<ScoreTable.limit).map {
            ScoreRecord(name: "p\($0)", moves: 2 + $0 % 2, seconds: 10, date: date, seed: UInt64($0 + 100), board: .easy)
        }
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable(ten), isNewBest: false))
        #expect(Announcer.read(.board, state).count == ScoreTable.limit + 1)
        #expect(Announcer.read(.board, state).last == "Not ranked, this game: \(moves) moves, 0:42.0")
        GameReducer.reduce(&state, .scoreNotSaved(reason: "disk full"))
        #expect(Announcer.read(.board, state) == ["Score not saved: disk full"])
    }

    @Test func tabOnTheResumeOfferIsSaidWithWhatEnterWillDo() {
        #expect(Announcer.offerChoice(1).hasPrefix("n new game highlighted"))
        #expect(Announcer.offerChoice(0).hasPrefix("r resume highlighted"))
    }

    @Test func aHotSeatEndSaysWhoWonAndByHowMuch() {
        var state = Scene.game(["ann", "bob"], .easy)
        Scene.mismatch(&state)  // bob's turn: he takes every pair
        for animal in Board.easy.animals {
            let (first, second) = Scene.pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
        }
        let text = said(&state, .winDelayElapsed)
        let pairs = Board.easy.pairCount, moves = Board.easy.cardCount + 2
        #expect(text?.hasPrefix("bob wins, \(pairs) pairs to 0. \(moves) moves in") == true, "\(text ?? "")")
    }

    @Test func theReadingKeysReadTheBoardTheScoreAndTheTime() {
        var state = Scene.game(["ann", "bob"], .medium)
        let (a, b) = Scene.pair(.pelican, in: state)
        GameReducer.reduce(&state, .cardFlipped(id: a))
        GameReducer.reduce(&state, .cardFlipped(id: b))
        for _ in 0..<75 { GameReducer.reduce(&state, .clockTicked) }
        let round = state.round!
        let row0 = (0..<4).map { id -> String in
            let card = round.cards[id], label = CardLabels(.medium).label(of: id)
            return card.isMatched ? "\(label) \(card.animal.name) matched" : "\(label) down"
        }
        #expect(Announcer.row(0, of: round) == ["Row 1: " + row0.joined(separator: ", ")])
        // Tab: a row a line, the lines read one a press.
        #expect(Announcer.read(.board, state).count == 3)
        #expect(Announcer.read(.board, state)[0] == "Row 1: " + row0.joined(separator: ", "))
        #expect(Announcer.read(.board, state)[1].hasPrefix("Row 2: e "))
        #expect(Announcer.read(.score, state) == ["1 of 6 pairs found, 2 moves. ann 1, bob 0. ann's turn again"])
        #expect(Announcer.read(.time, state) == ["Time: 1:15"])
        #expect(Announcer.read(.row, state) == Announcer.row(b / 4, of: round))
    }

    @Test func theReadingKeysActOnlyInTheScreenReaderModeAndNameNoCard() {
        let state = Scene.game(.hard)
        for (key, reading) in [(InputEvent.tab, Reading.board), (.character("."), .row), (.character("w"), .score),
                               (.character(","), .time)] {
            #expect(KeyMap.commands(for: key, state: state, rows: 24, columns: 80, screenReader: true) == [.read(reading)])
            #expect(!KeyMap.commands(for: key, state: state, rows: 24, columns: 80).contains(.read(reading)))
        }
        #expect(!ScreenView.cardLetters.contains("w"))
        // On the title Tab is still the resume offer's.
        #expect(KeyMap.commands(for: .tab, state: Scene.title, rows: 24, columns: 80, screenReader: true) == [])
    }

    /// Paused, a card's key is answered aloud with why nothing turned, as
    /// `.` answers; without a reader the screen says it and the key does
    /// nothing, and the keys that act while paused still act.
    @Test func aCardKeyWhilePausedIsAnsweredAloudWithHowToResume() {
        var paused = Scene.game(.easy)
        GameReducer.reduce(&paused, .pauseToggled)
        for key in [InputEvent.character("a"), .character("z"), .character("7")] {
            #expect(KeyMap.commands(for: key, state: paused, rows: 24, columns: 80, screenReader: true) == [.read(.row)], "\(key)")
            #expect(KeyMap.commands(for: key, state: paused, rows: 24, columns: 80).isEmpty, "\(key)")
        }
        #expect(Announcer.read(.row, paused) == ["Paused: the cards are hidden. p resumes"])
        #expect(KeyMap.commands(for: .character("p"), state: paused, rows: 24, columns: 80, screenReader: true)
            == [.send(.pauseToggled)])
        #expect(KeyMap.commands(for: .character("q"), state: paused, rows: 24, columns: 80, screenReader: true)
            == [.send(.giveUpAsked)])
        #expect(KeyMap.commands(for: .enter, state: paused, rows: 24, columns: 80, screenReader: true)
            == [.send(.pauseToggled)])
        // In play, an unbound letter is still refused as no card.
        #expect(KeyMap.commands(for: .character("z"), state: Scene.game(.easy), rows: 24, columns: 80, screenReader: true)
            == [.send(.keyRefused(.noCard))])
    }

    @Test func theViewPutsTheLineOnTheBottomRowWithTheCursorAtItsStart() {
        let state = Scene.game(.medium)
        let context = ViewContext(rows: 24, columns: 80, screenReader: true, announcement: "c, row 1 column 3: bear")
        let frame = ScreenView.frame(state, context: context)
        #expect(frame.cursor == Frame.Position(row: 23, column: 0))
        #expect(frame.lines[23].hasPrefix("c, row 1 column 3: bear"))
        // No clock on screen: a tick draws the same frame.
        var later = state
        for _ in 0..<5 { GameReducer.reduce(&later, .clockTicked) }
        #expect(ScreenView.frame(later, context: context).lines == frame.lines)
        #expect(!frame.lines[0].contains("Time"))
        // Nor does the quack flash.
        GameReducer.reduce(&later, .quacked)
        #expect(ScreenView.frame(later, context: context).lines == frame.lines)
    }

    @Test func aLineLongerThanANarrowScreenGoesOnDownwardsFromItsStart() {
        let state = Scene.game(.medium)
        let long = Announcer.read(.board, state)[0] + ", and more besides to be long"
        let context = ViewContext(rows: 24, columns: 44, screenReader: true, announcement: long)
        let frame = ScreenView.frame(state, context: context)
        let top = frame.cursor!.row
        #expect(top == 22)
        #expect(frame.lines[top].hasPrefix("Row 1: a down"))
        #expect(!frame.lines[23].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func theHelpIsPlainTextAndNamesTheReadingKeys() {
        var state = Scene.game(.medium)
        GameReducer.reduce(&state, .helpToggled)
        let context = ViewContext(rows: 40, columns: 80, screenReader: true, announcement: "Keys")
        let lines = ScreenView.frame(state, context: context).lines
        #expect(lines.contains { $0.hasPrefix("Tab: screen reader: read the board, a row a press") })
        #expect(!lines.joined().contains("┌"))
        // Each entry on a line of its own, whole, within the line's width (yasr said
        // "(the top 10 when" and "won)" apart when the entries were wrapped to a box's column).
        let rows = ScreenView.helpRows(context.keyNames(state), screenReader: true)
        for row in rows {
            let entry = "\(row.keys): \(row.meaning)"
            #expect(DisplayWidth.of(entry) > Announcer.width || lines.contains { $0.trimmingCharacters(in: .whitespaces) == entry },
                    "not whole on a line: \(entry)")
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0.trimmingCharacters(in: .whitespaces)) <= Announcer.width })
    }
}

extension AnnouncerTests {
    @Test func theTitleSaysItsChoicesInALineThatFitsEightyColumns() {
        let fits = { (line: String?) in (line?.count ?? 0) < 80 }
        var state = GameState(board: .easy)
        #expect(said(&state, .boardChosen(.medium)) == "Title: medium, 3 by 4, solo. Enter plays, ? keys, q quits")
        let text = said(&state, .playersChosen([Player(name: "ann"), .computer(.easy)]))
        #expect(text == "Title: medium, 3 by 4, against the easy computer. Enter plays, ? keys, q quits")
        #expect(fits(text))
        #expect(said(&state, .playersChosen([Player(name: "ann"), Player(name: "bob")]))?
            .hasPrefix("Title: medium, 3 by 4, 2 people taking turns.") == true)
    }
}

extension AnnouncerTests {
    @Test func aNewWarningIsSaidOnce() {
        var state = GameState(board: .medium)
        let text = said(&state, .dailyAlreadyPlayed(date: "2026-11-24"))
        #expect(state.warning != nil)
        #expect(text == state.warning)
        #expect(said(&state, .clockTicked) == nil)
    }
}

extension AnnouncerTests {
    @Test func theHelpsPagesAndATooSmallScreenAreSaidOnTheLine() {
        var state = Scene.game(.medium)
        GameReducer.reduce(&state, .helpToggled)
        let small = ViewContext(rows: 14, columns: 60, helpPage: 1, screenReader: true, announcement: "Keys")
        let count = ScreenView.helpPages(state, small).count
        #expect(count > 2)
        let frame = ScreenView.frame(state, context: small)
        #expect(frame.lines[frame.cursor!.row].hasPrefix("Keys, page 2 of \(count), above; Space for more"))
        let tiny = ViewContext(rows: 10, columns: 40, screenReader: true, announcement: "c, row 1 column 3: bear")
        let tooSmall = ScreenView.frame(state, context: tiny)
        #expect(tooSmall.lines[tooSmall.cursor!.row].hasPrefix("Terminal too small: it needs"))
    }
}

extension AnnouncerTests {
    @Test func aNameBeingTypedIsSaidAsItStands() {
        let state = GameState(board: .medium, players: [Player(name: "ann"), Player(name: "bob")])
        let context = ViewContext(rows: 24, columns: 80, nameEdit: NameEdit(seat: 1, text: "bo"), screenReader: true)
        let frame = ScreenView.frame(state, context: context)
        #expect(frame.lines[frame.cursor!.row].hasPrefix("Player 2's name: bo. Enter keeps it, Escape gives it up"))
    }
}

extension AnnouncerTests {
    @Test func sOnTheTitleTurnsTheModeOnOrOffAndNowhereElse() {
        let s = InputEvent.character("s")
        #expect(KeyMap.commands(for: s, state: Scene.title, rows: 24, columns: 80) == [.screenReaderToggled])
        #expect(KeyMap.commands(for: s, state: Scene.title, rows: 24, columns: 80, screenReader: true)
            == [.screenReaderToggled])
        // In a game s is a card's key; a name being typed takes it as a letter.
        #expect(KeyMap.commands(for: s, state: Scene.game(.hard), rows: 24, columns: 80) != [.screenReaderToggled])
        let typing = KeyMap.commands(for: s, state: Scene.game(["ann", "bob"]).withoutRound, rows: 24, columns: 80,
                                     nameEdit: NameEdit(seat: 0, text: "ann"))
        #expect(!typing.contains(.screenReaderToggled))
        // The help names it in the mode.
        #expect(ScreenView.helpRows(KeyNames(unicode: true, board: .medium), screenReader: true)
            .contains { $0.keys == "s" && $0.meaning == "screen-reader mode on or off, on the title" })
    }
}

private extension GameState {
    var withoutRound: GameState {
        var state = self
        state.round = nil
        return state
    }
}

extension AnnouncerTests {
    /// Every new line is written whole on a blank row and moves the cursor
    /// there: the bottom row and the one above it by turns, the other
    /// blank, so a reader that speaks what changed on the cursor's row, or
    /// what was written, says it whole, the same line again too.
    @Test func eachNewLineTakesTheOtherOfTheBottomTwoRowsTheSameLineToo() {
        let state = Scene.game(.medium)
        var context = ViewContext(rows: 24, columns: 80, screenReader: true, announcement: "That card is already matched")
        var rows: [Int] = []
        for count in 0..<4 {
            context.announcementCount = count
            let frame = ScreenView.frame(state, context: context)
            let row = frame.cursor!.row
            rows.append(row)
            #expect(frame.cursor!.column == 0)
            #expect(frame.lines[row].hasPrefix("That card is already matched"))
            #expect(frame.lines[row == 23 ? 22 : 23].allSatisfy { $0 == " " })
        }
        #expect(rows == [23, 22, 23, 22])
    }

    /// The screen-reader mode's screen is its line (and the help while it
    /// is open): no board, border, counter or title to be redrawn and read
    /// out after a key, so a flip, a pair, the computer's try or a new game
    /// change the line alone.
    @Test func nothingButTheLineIsOnTheScreen() {
        var state = Scene.game(["ann", Player.computerName], .medium)
        let context = ViewContext(rows: 24, columns: 80, screenReader: true, announcement: "x")
        let frames = [Scene.title, state] + [GameAction.cardFlipped(id: 0), .cardFlipped(id: 1), .mismatchDelayElapsed]
            .map { action -> GameState in GameReducer.reduce(&state, action); return state }
        for shown in frames {
            let lines = ScreenView.frame(shown, context: context).lines
            #expect(lines.dropLast(2).allSatisfy { $0.allSatisfy { $0 == " " } }, "\(lines)")
        }
    }
}

extension AnnouncerTests {
    /// Every line the mode says fits 79 columns, whatever the board (two-key
    /// labels, 72 pairs), the names (32 characters) and the lineup: each
    /// flip, pair, mismatch and turn of a whole game, the computer's tries,
    /// every reading's every line, the deal, the end, and the title.
    @Test func everyLineFitsSeventyNineColumns() {
        let long = String(repeating: "w", count: 32), other = String(repeating: "m", count: 32)
        let boards = [Board.easy, .medium, .hard, Board(rows: 6, columns: 6)!, Board(rows: 12, columns: 12)!]
        let lineups: [[String]] = [["ann"], [long, other], [long, Player.computerName], ["ann", "bob", long, other]]
        var heard: [String] = []
        for board in boards {
            for names in lineups {
                var state = GameState(board: board, players: Scene.lineup(names))
                heard.append(Announcer.title(state))
                heard.append(Announcer.title(state, prefix: "Screen-reader mode on. "))
                var before = state
                GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(board, seed: 7), seed: 7))
                heard.append(Announcer.news(from: before, to: state) ?? "")
                // Flip in order: mismatches, pairs, the turn passing, to the end.
                // The computer's turn refuses a person's flips: it flips as a person's key would here.
                var id = 0, steps = 0
                while state.round!.phase == .playing, steps < 4 * board.cardCount {
                    steps += 1
                    before = state
                    let round = state.round!
                    if round.isMismatchShowing {
                        GameReducer.reduce(&state, .mismatchDelayElapsed)
                    } else if let next = round.cards.first(where: { !$0.isMatched && !$0.isFaceUp && $0.id >= id % board.cardCount }) {
                        GameReducer.reduce(&state, .cardFlipped(id: next.id))
                        id = next.id + 1
                    } else {
                        id = 0
                        continue
                    }
                    for viewer in [nil, Viewer.seat(1)] {
                        heard.append(Announcer.news(from: before, to: state, viewer: viewer) ?? "")
                        for reading in [Reading.row, .score] { heard += Announcer.read(reading, state, viewer: viewer) }
                    }
                    if steps % 16 == 0 { heard += Announcer.read(.board, state) + Announcer.read(.time, state) }
                }
                before = state
                GameReducer.reduce(&state, .winDelayElapsed)
                heard.append(Announcer.news(from: before, to: state) ?? "")
                for viewer in [nil, Viewer.seat(0), .watcher] { heard.append(Announcer.situation(state, viewer: viewer)) }
            }
        }
        let long79 = heard.filter { DisplayWidth.of($0) > Announcer.width }
        #expect(long79.isEmpty, "\(long79.prefix(5))")
        #expect(heard.contains { $0.hasPrefix("Row 12, continued: ") })
        #expect(heard.contains { $0.hasPrefix("The computer turns ") || $0.hasPrefix("Then the computer turns ") })
    }
}
