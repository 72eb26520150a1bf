import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// Short games are timed to a tenth of a second: shown so under a minute,
/// kept to the millisecond with the score, and ranked by it.
@Suite struct FineTimeTests {
    @Test func underAMinuteATimeShowsItsTenthCutNotRounded() {
        #expect(clockText(milliseconds: 0) == "0:00.0")
        #expect(clockText(milliseconds: 412) == "0:00.4")
        #expect(clockText(milliseconds: 9_999) == "0:09.9")
        #expect(clockText(milliseconds: 59_999) == "0:59.9")
        #expect(clockText(milliseconds: 60_000) == "1:00")
        #expect(clockText(milliseconds: 605_900) == "10:05")
        #expect(clockText(milliseconds: -5) == "0:00.0")
    }

    private func record(_ seconds: Int, _ milliseconds: Int?, name: String = "ann", moves: Int = 8,
                        at date: TimeInterval = 0) -> ScoreRecord {
        ScoreRecord(name: name, moves: moves, seconds: seconds, date: Date(timeIntervalSince1970: date), seed: 1,
                    board: .easy, milliseconds: milliseconds)
    }

    @Test func aRecordShowsTenthsOnlyWhenItsMillisecondsAreKnown() {
        #expect(record(9, 9_412).timeText == "0:09.4")
        #expect(record(9, nil).timeText == "0:09")
        #expect(record(65, 65_400).timeText == "1:05")
    }

    @Test func equalMovesInTheSameSecondRankByTheFinerTime() {
        // Entered slowest first and earliest first: the finer time decides.
        let table = ScoreTable([record(9, 9_900, name: "cy", at: 0), record(9, 9_100, name: "bo", at: 10),
                                record(9, 9_500, name: "di", at: 20), record(8, nil, name: "ed", at: 30),
                                record(9, 9_100, name: "fi", at: 40), record(9, 9_050, name: "gu", moves: 10, at: 0)])
        #expect(table.ranking(for: .easy).map(\.name) == ["ed", "bo", "fi", "di", "cy", "gu"])
        // A record of before, with whole seconds only, counts as the start of its second.
        let mixed = ScoreTable([record(9, 9_001, name: "new"), record(9, nil, name: "old", at: 50)])
        #expect(mixed.ranking(for: .easy).map(\.name) == ["old", "new"])
    }

    @Test func millisecondsOutsideTheirSecondsAreNoRecord() {
        #expect(record(9, 9_412).validationProblem == nil)
        #expect(record(9, 10_000).validationProblem != nil)
        #expect(record(9, 8_999).validationProblem != nil)
        #expect(record(0, -1).validationProblem != nil)
        #expect(record(Int.max, nil).finerMilliseconds == .max, "no overflow before a record is checked")
    }

    @Test func aWinIsSavedWithItsMillisecondsAndANewBestNeedsTheFinerTime() async throws {
        let scores = InMemoryScoreStore(ScoreTable([record(0, nil, name: "bo", moves: 8, at: 0)]))
        var configuration = Game.Configuration.testing(.easy, seed: 5, scores: scores)
        configuration.playerName = "ann"
        let game = GameHarness(configuration)
        game.send(.launched)
        game.start()
        // The clock runs from the first flip.
        let (first, second) = game.pair(.bat)
        game.flip(first)
        game.wait(.milliseconds(2_345))
        game.flip(second)
        await game.playPerfectly()
        await game.settle()
        let round = try #require(game.state.round)
        #expect(round.phase == .won)
        let saved = try #require(scores.table.ranking(for: .easy).first { $0.name == "ann" })
        #expect(saved.milliseconds == round.playedMilliseconds)
        #expect(saved.seconds == round.elapsedSeconds)
        #expect(round.playedMilliseconds >= 2_345, "the time played, to the millisecond")
        // bo's 8 moves in 0 s (no milliseconds, so 0.000 s) stay first: no new best.
        #expect(scores.table.ranking(for: .easy).map(\.name) == ["bo", "ann"])
        #expect(round.isNewBest == false)
    }
}
