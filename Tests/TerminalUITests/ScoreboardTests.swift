import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The game header when several play: whose turn it is and every player's
/// pairs, readable without colour and on 80 columns whatever the names.
@Suite struct ScoreboardTests {
    let large = ViewContext(rows: 24, columns: 80)
    let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: false)

    @Test func theHeaderShowsEveryPlayersPairsAndMarksThePlayerToMove() throws {
        var state = Scene.game(["ann", "bob"])
        let (first, second) = Scene.pair(.ducks, in: state)
        GameReducer.reduce(&state, .cardFlipped(id: first))
        GameReducer.reduce(&state, .cardFlipped(id: second))
        let frame = ScreenView.frame(state, context: large)
        #expect(frame.lines[0].hasPrefix(" ▶ann 1   bob 0"), "\(frame.lines[0])")
        #expect(frame.lines[0].hasSuffix("Moves: 2  Pairs: 1/4  Time: 0:00 "))
        try expectSnapshot(frame, named: "game-two-players")
    }

    @Test func aMismatchMovesTheMarkerToTheNextPlayer() {
        var state = Scene.game(["ann", "bob", "cy"])
        Scene.mismatch(&state)
        #expect(ScreenView.frame(state, context: large).lines[0].hasPrefix("  ann 0  ▶bob 0   cy 0"))
        Scene.mismatch(&state)
        Scene.mismatch(&state)
        #expect(ScreenView.frame(state, context: ascii).lines[0].hasPrefix(" >ann 0   bob 0   cy 0"))
    }

    @Test func withoutColourThePlayerToMoveIsReversedAndTheOthersAreNot() {
        let state = Scene.game(["ann", "bob"])
        let frame = ScreenView.frame(state, context: ascii)
        let ann = frame.lines[0].distance(of: ">ann"), bob = frame.lines[0].distance(of: "bob")
        #expect((ann..<ann + 6).allSatisfy { frame[0, $0].style.reverse })
        #expect(!frame[0, bob].style.reverse)
    }

    @Test(arguments: [true, false])
    func fourPlayersOfThirtyTwoCharactersShareEightyColumns(_ unicode: Bool) throws {
        let names = ["a", "b", "c", "d"].map { Scene.longName(Character($0)) }
        var state = Scene.game(names, .hard)
        Scene.mismatch(&state)
        let context = ViewContext(rows: 24, columns: 80, emoji: false, unicode: unicode)
        let header = ScreenView.frame(state, context: context).lines[0]
        // Every name starts, clipped to the same length, and the figures stay.
        let marker = unicode ? "▶" : ">", cut = unicode ? "…" : "."
        for letter in ["a", "c", "d"] { #expect(header.contains(" \(letter)xxxxxx\(cut) 0"), "\(header)") }
        #expect(header.contains("\(marker)bxxxxxx\(cut) 0"), "\(header)")
        if !unicode { #expect(header.unicodeScalars.allSatisfy { $0.isASCII }, "\(header)") }
        #expect(header.contains("Pairs: 0/10  Time: 0:00"))
        #expect(header.filter { String($0) == marker }.count == 1)
        if !unicode {
            try expectSnapshot(ScreenView.frame(state, context: context), named: "game-four-long-names-ascii")
        }
    }

    @Test func onTheNarrowestGameScreenTheFiguresShortenAndNamesStillStart() {
        let names = ["a", "b", "c", "d"].map { Scene.longName(Character($0)) }
        let state = Scene.game(names, .easy)
        let header = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 44)).lines[0]
        #expect(header.hasSuffix(" 0/4  0:00 "), "\(header)")
        for letter in ["a", "b", "c", "d"] { #expect(header.contains("\(letter)x")) }
    }

    @Test func aNameIsSanitizedBeforeItReachesTheTerminal() {
        // A bidirectional override is no control character: a recording's name may hold one.
        let state = Scene.game(["ann\u{202E}evil", "bob"])
        let header = ScreenView.frame(state, context: large).lines[0]
        #expect(header.contains("annevil 0") && !header.unicodeScalars.contains("\u{202E}"))
    }

    @Test func theSoloHeaderIsTheOneItWas() {
        let header = ScreenView.frame(Scene.game(.easy), context: large).lines[0]
        #expect(header.hasPrefix(" Three Ducks · easy") && header.hasSuffix("Moves: 0  Pairs: 0/4  Time: 0:00 "))
    }

    @Test func theDailyGameSaysSoInTheSoloHeader() {
        var daily = Scene.game(.easy)
        daily.round?.daily = "2026-11-23"
        let header = ScreenView.frame(daily, context: large).lines[0]
        #expect(header.hasPrefix(" Three Ducks · daily easy") && header.hasSuffix("Time: 0:00 "), "\(header)")
        // On a narrow screen the figures still come first.
        let narrow = ScreenView.frame(daily, context: ViewContext(rows: 12, columns: 44)).lines[0]
        #expect(narrow.contains("Moves: 0  Pairs: 0/4  Time: 0:00"), "\(narrow)")
    }
}

extension String {
    /// Columns before the first `text` (ASCII lines only).
    func distance(of text: String) -> Int {
        distance(from: startIndex, to: range(of: text)?.lowerBound ?? endIndex)
    }
}
