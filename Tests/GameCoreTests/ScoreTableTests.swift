import Foundation
import GameCore
import Testing

@Suite struct ScoreTableTests {
    @Test func fewerMovesRankFirst() {
        let table = ScoreTable([score(20), score(14), score(17)])
        #expect(table.ranking(for: .medium).map(\.moves) == [14, 17, 20])
    }

    @Test func equalMovesRankByLessTime() {
        let table = ScoreTable([score(14, seconds: 50), score(14, seconds: 31), score(15, seconds: 5)])
        #expect(table.ranking(for: .medium).map(\.seconds) == [31, 50, 5])
    }

    @Test func aFullTieRanksTheEarlierGameFirst() {
        let later = score(14, name: "later", date: testDate + 60)
        let earlier = score(14, name: "earlier", date: testDate)
        #expect(ScoreTable([later, earlier]).ranking(for: .medium).map(\.name) == ["earlier", "later"])
    }

    @Test func eachDifficultyKeepsItsOwnTopTen() {
        var table = ScoreTable()
        for moves in 1...15 {
            table.insert(score(moves + 10, board: .hard))
            table.insert(score(moves, board: .easy))
        }
        #expect(table.ranking(for: .easy).map(\.moves) == Array(1...10))
        #expect(table.ranking(for: .hard).map(\.moves) == Array(11...20))
        #expect(table.ranking(for: .medium).isEmpty)
        #expect(table.allRecords.count == 20)
    }

    @Test func insertSaysTheRankOrNilWhenTheRecordMissesTheTable() {
        var table = ScoreTable((1...10).map { score($0 * 2) })
        #expect(table.insert(score(5)) == 3)
        #expect(table.ranking(for: .medium).count == 10)
        #expect(table.ranking(for: .medium).last?.moves == 18, "the worst record fell off")
        #expect(table.insert(score(30)) == nil)
        #expect(!table.ranking(for: .medium).contains { $0.moves == 30 })
    }

    @Test func aRecordEqualToTheTenthDoesNotPushItOut() {
        var table = ScoreTable((1...10).map { score($0) })
        #expect(table.insert(score(10)) == nil)
        #expect(table.ranking(for: .medium).map(\.moves) == Array(1...10))
    }

    @Test func theBestIsTheFirstOfItsDifficulty() {
        let table = ScoreTable([score(9, board: .easy), score(7, board: .hard), score(8, board: .easy)])
        #expect(table.best(for: .easy)?.moves == 8)
        #expect(table.best(for: .medium) == nil)
    }

    @Test func resetEmptiesOneDifficultyOrAll() {
        var table = ScoreTable([score(9, board: .easy), score(7, board: .hard)])
        table.reset(.easy)
        #expect(table.ranking(for: .easy).isEmpty && table.best(for: .hard) != nil)
        table.reset(nil)
        #expect(table == ScoreTable())
    }

    @Test func allRecordsListEasyFirstThenBestFirst() {
        let table = ScoreTable([score(30, board: .hard), score(12, board: .medium),
                                score(9, board: .easy), score(8, board: .easy)])
        #expect(table.allRecords.map(\.moves) == [8, 9, 12, 30])
    }

    @Test func theGameJustSavedIsTheLastRecordOfItsMovesTimeAndSeed() {
        let earlier = score(14, seed: 5, date: testDate)
        let sameSeedEarlier = score(14, seed: 9, date: testDate + 30)
        let game = score(14, seed: 9, date: testDate + 60)
        let table = ScoreTable([game, earlier, sameSeedEarlier, score(12, seed: 9)])
        #expect(table.index(ofGame: 14, seconds: 30, seed: 9, on: .medium) == 3)
        #expect(table.index(ofGame: 14, seconds: 31, seed: 9, on: .medium) == nil)
        #expect(table.index(ofGame: 14, seconds: 30, seed: 9, on: .hard) == nil)
    }
}
