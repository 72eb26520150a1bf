import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The win screen's table: the board's top 10 as `threeducks scores` shows
/// them, the game just won marked, fewer rows around it on a small screen.
@Suite struct WonTableTests {
    let large = ViewContext(rows: 24, columns: 80, dateZone: .utc)
    let small = ViewContext(rows: 14, columns: 50, dateZone: .utc)
    let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: false, dateZone: .utc)

    /// ann's easy game of 8 moves in 0:42 won, and saved beside others of
    /// `better` games (8 moves, less time) and `worse` ones (more moves).
    private func won(better: Int, worse: Int, name: String = "ann") -> GameState {
        var state = Scene.won()
        state.round?.players = [Player(name: name)]
        let day = 1_763_900_000.0
        let others = (0..<better).map { index in
            ScoreRecord(name: "bo\(index + 1)", moves: 8, seconds: 10 + index, date: Date(timeIntervalSince1970: day),
                        seed: UInt64(index + 100), board: .easy)
        } + (0..<worse).map { index in
            ScoreRecord(name: "cy\(index + 1)", moves: 10 + index, seconds: 30,
                        date: Date(timeIntervalSince1970: day + 86_400), seed: UInt64(index + 200), board: .easy)
        }
        let game = ScoreRecord(name: name, moves: state.round!.moves, seconds: 42,
                               date: Date(timeIntervalSince1970: day + 2 * 86_400 + 3_600), seed: 7, board: .easy)
        var table = ScoreTable(others)
        let rank = table.insert(game)
        GameReducer.reduce(&state, .scoreRecorded(table, isNewBest: rank == 1))
        return state
    }

    private func frame(_ state: GameState, _ context: ViewContext) -> Frame {
        ScreenView.frame(state, context: context)
    }

    private func text(_ state: GameState, _ context: ViewContext) -> String {
        frame(state, context).lines.joined(separator: "\n")
    }

    /// The rows of the frame whose every drawn cell is in reverse video.
    private func reversedRows(_ frame: Frame) -> [String] {
        (0..<frame.height).filter { row in
            (0..<frame.width).contains { frame[row, $0].style.reverse }
        }.map { frame.lines[$0].trimmingCharacters(in: .whitespaces) }
    }

    @Test func aWinRankedSeventhShowsTheTopTenWithItsRowMarkedAt80x24() throws {
        let state = won(better: 6, worse: 5)
        try expectSnapshot(frame(state, large), named: "won-rank-7-80x24")
        #expect(text(state, large).contains("Rank 7 on easy · Best: 8 moves in 0:10"))
        #expect(reversedRows(frame(state, large)) == ["▶  7  ann       8   0:42  2025-11-25 13:13"])
    }

    @Test func aWinRankedFirstIsMarkedBelowNewBest() throws {
        let state = won(better: 0, worse: 4)
        try expectSnapshot(frame(state, large), named: "won-rank-1-80x24")
        #expect(text(state, large).contains("New best!"))
        #expect(reversedRows(frame(state, large)).first?.hasPrefix("▶  1  ann") == true)
    }

    @Test func aWinOutsideTheTopTenShowsTheTopRowsAndItsOwnRowNotRanked() throws {
        let state = won(better: 10, worse: 0)
        try expectSnapshot(frame(state, large), named: "won-not-ranked-80x24")
        let lines = frame(state, large).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("10  bo10") })
        #expect(reversedRows(frame(state, large)) == ["▶  -  ann       8  0:42.0  not ranked"])
    }

    @Test func aSmallTerminalShowsTheRowsNearestTheGame() throws {
        let state = won(better: 6, worse: 5)
        let small = frame(state, small)
        try expectSnapshot(small, named: "won-rank-7-50x14")
        let shown = small.lines.compactMap { line in
            Int(line.trimmingCharacters(in: .whitespaces).drop { $0 == "▶" || $0 == " " }.prefix { $0.isNumber })
        }
        // Heading lines hold no rank: the rows shown are ranks in a run around 7.
        #expect(shown.contains(7) && !shown.contains(1) && shown.count >= 3, "\(shown)")
        #expect(shown == Array(shown[0]...shown[shown.count - 1]))
        #expect(reversedRows(small).count == 1)
    }

    @Test func theSmallestTerminalStillShowsTheGamesRowNotRanked() {
        let state = won(better: 10, worse: 0)
        let smallest = frame(state, ViewContext(rows: 12, columns: 44, dateZone: .utc))
        #expect(reversedRows(smallest) == ["▶  -  ann       8  0:42.0  not ranked"], "\(smallest.lines)")
        #expect(smallest.lines.joined().contains("play again"))
    }

    @Test func theAsciiLookMarksTheGameWithAGreaterThanSign() throws {
        let state = won(better: 6, worse: 5)
        let frame = frame(state, ascii)
        #expect(frame.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        try expectSnapshot(frame, named: "won-rank-7-80x24-ascii")
        #expect(reversedRows(frame) == [">  7  ann       8   0:42  2025-11-25 13:13"])
    }

    @Test func theRowsAreTheScoresCommandsRowsBesideAMarker() {
        let state = won(better: 1, worse: 0)
        let columns = ScoreColumns(nameWidth: 4, zone: .utc)
        let lines = frame(state, large).lines
        let best = state.scores.ranking(for: .easy)[0]
        #expect(lines.contains { $0.contains("   " + columns.heading) })
        #expect(lines.contains { $0.contains("   " + columns.row(rank: 1, best, name: "bo1")) })
    }

    @Test func aNameFromTheFileIsSanitizedAndClipped() {
        let hostile = "\u{1B}[31mmallory\u{1B}]0;owned\u{07}" + String(repeating: "y", count: 60)
        let state = won(better: 2, worse: 2, name: hostile)
        let text = text(state, large)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        let row = reversedRows(frame(state, large)).first ?? ""
        #expect(row.contains("mallory") && row.contains("…") && DisplayWidth.of(row) <= 78, "\(row)")
        #expect(row.hasSuffix("8   0:42  2025-11-25 13:13"), "\(row)")
    }

    @Test func untilTheScoreIsSavedNoTableIsShownThenItIs() {
        let saved = won(better: 3, worse: 3)
        // As the win screen is before the save: the table as loaded.
        var state = saved
        state.scores = ScoreTable()
        state.round?.isScoreSaved = false
        #expect(!text(state, large).contains("Name"))
        #expect(text(state, large).contains("Moves: 8"))
        GameReducer.reduce(&state, .scoreRecorded(saved.scores, isNewBest: false))
        #expect(text(state, large).contains("Name  Moves   Time  Date"))
        #expect(reversedRows(frame(state, large)).count == 1)
    }

    @Test func aGameOfSeveralPlayersShowsNoTable() {
        var state = Scene.finished(["ann", "bob"], takers: [0, 1, 1, 1])
        GameReducer.reduce(&state, .scoreRecorded(won(better: 3, worse: 3).scores, isNewBest: false))
        #expect(!text(state, large).contains("Name"))
        #expect(reversedRows(frame(state, large)).isEmpty)
    }

    @Test func aTieWithAnEarlierGameMarksTheGameJustWonNotTheEarlierOne() {
        var state = Scene.won()
        let earlier = ScoreRecord(name: "bo", moves: state.round!.moves, seconds: 42, date: Date(timeIntervalSince1970: 0),
                                  seed: 1, board: .easy)
        let game = ScoreRecord(name: "player", moves: state.round!.moves, seconds: 42, date: Date(timeIntervalSince1970: 60),
                               seed: 7, board: .easy)
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable([earlier, game]), isNewBest: false))
        #expect(text(state, large).contains("Rank 2 on easy"))
        #expect(reversedRows(frame(state, large)).first?.hasPrefix("▶  2  player") == true)
    }
}
