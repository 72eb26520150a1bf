import Foundation
import GameCore
import GameStorage
import Testing

/// `stats` and `scores` name a board as `--board` spells it: `Medium` for a
/// preset, `6x8` for any other (issue 22: `stats --board 6x8` said `6X8`).
@Suite struct BoardHeadingTests {
    @Test func statsNamesACustomBoardAsItIsSpelled() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let scores = home.file("scores.json")
        let empty = try Subprocess.threeducks(["stats", "--board", "6x8", "--scores-file", scores], home: home.path)
        #expect(empty.stdout.hasSuffix("6x8: no games yet.\n"), "\(empty.stdout)")
        try FileHistoryStore(besideScores: scores).append(
            HistoryRecord(date: Scores.date, board: Board(name: "6x8")!, players: [Player(name: "ann")], moves: 60,
                          seconds: 42, result: .won, seed: 7, daily: nil))
        let played = try Subprocess.threeducks(["stats", "--board", "6x8", "--scores-file", scores], home: home.path)
        #expect(played.status == 0)
        #expect(played.stdout.contains("\n6x8: "), "\(played.stdout)")
        #expect(!played.stdout.contains("6X8"), "\(played.stdout)")
    }
}
