import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The two questions: q in a game asks "Give up this game? y/N", and the
/// title offers a game an earlier run left unfinished before a new one.
@Suite struct ResumeKeysTests {
    private func commands(_ event: InputEvent, _ state: GameState) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: 24, columns: 80)
    }

    private var asking: GameState {
        var state = Scene.midGame(.easy)
        GameReducer.reduce(&state, .giveUpAsked)
        return state
    }

    private var offering: GameState {
        var state = GameState(board: .medium)
        GameReducer.reduce(&state, .gameWaiting((Scene.midGame(.easy)).round?.resumable, warning: nil))
        return state
    }

    @Test func onlyYGivesUpAndAnyOtherKeyKeepsPlaying() {
        #expect(commands(.character("q"), Scene.midGame(.easy)) == [.send(.giveUpAsked)])
        #expect(commands(.character("y"), asking) == [.send(.gaveUp)])
        for event: InputEvent in [.character("n"), .character("q"), .character("Y"), .enter, .escape, .character("a"),
                                  .click(row: 9, column: 12)] {
            #expect(commands(event, asking) == [.send(.giveUpDeclined)], "\(event)")
        }
        #expect(commands(.resize, asking).isEmpty)
    }

    @Test func theQuestionTakesTheHintLine() {
        let text = ScreenView.frame(asking, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(text.contains("Give up this game? y/N"))
        #expect(!text.contains("q give up"))
    }

    @Test func theTitleOffersTheWaitingGameAndAsksBeforeANewOne() {
        #expect(commands(.character("r"), offering) == [.send(.resumeTapped)])
        #expect(commands(.character("n"), offering) == [.send(.waitingGameDiscarded)], "n goes to the title, dealing nothing")
        #expect(commands(.enter, offering) == [.send(.resumeTapped)], "Enter takes the highlighted choice, resume")
        #expect(commands(.character(" "), offering).isEmpty)
        #expect(commands(.character("q"), offering) == [.quit])
        #expect(commands(.character("1"), offering) == [.send(.boardChosen(.easy))])
        #expect(commands(.character("r"), GameState(board: .medium)) == [.send(.boardChosen(Board(rows: 5, columns: 4)!))],
                "without a waiting game r is the custom size's row key")
    }

    @Test func theOfferSaysTheBoardMovesAndTimeAndThePlayersWhenSeveralPlayed() throws {
        let game = try #require(offering.waitingGame)
        let text = ScreenView.frame(offering, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(text.contains("Resume your easy game (\(game.moves) moves, 0:02)? [r resume] · n new game"))
        var several = Scene.midGame(.easy)
        several.round?.players = [Player(name: "ann"), Player(name: "bob")]
        let lines = ScreenView.resumeOffer(try #require(several.round?.resumable), ViewContext(rows: 24, columns: 80))
        #expect(lines.first?.hasPrefix("Resume your easy game with ann and bob (") == true)
        var withTheComputer = Scene.midGame(.easy)
        withTheComputer.round?.players = [Player(name: "ann"), Player(name: "bob"), .computer(.hard)]
        let computerLines = ScreenView.resumeOffer(try #require(withTheComputer.round?.resumable),
                                                   ViewContext(rows: 24, columns: 80))
        #expect(computerLines.first?.hasPrefix("Resume your easy game with ann, bob and the computer (") == true)
        var oneMove = Scene.midGame(.easy)
        oneMove.round?.moves = 1
        let oneMoveLines = ScreenView.resumeOffer(try #require(oneMove.round?.resumable), ViewContext(rows: 24, columns: 80))
        #expect(oneMoveLines.first?.contains("(1 move, ") == true, "\(oneMoveLines)")
        var daily = Scene.midGame(.easy)
        daily.round?.daily = "2026-11-23"
        let dailyLines = ScreenView.resumeOffer(try #require(daily.round?.resumable), ViewContext(rows: 24, columns: 80))
        #expect(dailyLines.first?.hasPrefix("Resume your daily easy game (") == true)
    }
}

/// The offer shows which choice Enter takes: the first, resume, bracketed
/// and in reverse video, and nothing else on its line is.
@Suite struct ResumeOfferHighlightTests {
    @Test(arguments: [(24, 80, true), (13, 45, false)])
    func theHighlightedChoiceIsReversedAndEnterTakesIt(_ rows: Int, _ columns: Int, _ unicode: Bool) throws {
        var state = GameState(board: .medium)
        GameReducer.reduce(&state, .gameWaiting(Scene.midGame(.easy).round?.resumable, warning: nil))
        let frame = ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns, unicode: unicode))
        let row = try #require(frame.lines.firstIndex { $0.contains("[r resume]") }, "\(frame.lines)")
        let line = frame.lines[row]
        let start = line.distance(from: line.startIndex, to: try #require(line.range(of: "[r resume]")).lowerBound)
        #expect((start..<start + 10).allSatisfy { frame[row, $0].style.reverse })
        #expect((0..<frame.width).filter { frame[row, $0].style.reverse }.count == 10, "only the choice is reversed")
        #expect(KeyMap.commands(for: .enter, state: state, rows: rows, columns: columns) == [.send(.resumeTapped)])
    }
}

/// Tab moves the offer's highlight between its two choices, and Enter
/// takes the one highlighted.
@Suite struct ResumeOfferTabTests {
    private var offering: GameState {
        var state = GameState(board: .medium)
        GameReducer.reduce(&state, .gameWaiting(Scene.midGame(.easy).round?.resumable, warning: nil))
        return state
    }

    @Test func tabMovesTheHighlightAndEnterTakesTheHighlightedChoice() throws {
        let state = offering
        #expect(KeyMap.commands(for: .tab, state: state, rows: 24, columns: 80) == [.offerChoiceMoved(1)])
        #expect(KeyMap.commands(for: .tab, state: state, rows: 24, columns: 80, offerChoice: 1) == [.offerChoiceMoved(0)])
        #expect(KeyMap.commands(for: .enter, state: state, rows: 24, columns: 80, offerChoice: 1)
                == [.send(.waitingGameDiscarded)])
        #expect(KeyMap.commands(for: .enter, state: state, rows: 24, columns: 80, offerChoice: 0) == [.send(.resumeTapped)])
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80, offerChoice: 1))
        let row = try #require(frame.lines.firstIndex { $0.contains("r resume · [n new game]") }, "\(frame.lines)")
        let line = frame.lines[row]
        let start = line.distance(from: line.startIndex, to: try #require(line.range(of: "[n new game]")).lowerBound)
        #expect((start..<start + 12).allSatisfy { frame[row, $0].style.reverse })
        #expect((0..<frame.width).filter { frame[row, $0].style.reverse }.count == 12)
        #expect(KeyMap.commands(for: .tab, state: GameState(board: .medium), rows: 24, columns: 80).isEmpty,
                "no offer, no highlight to move")
    }
}
