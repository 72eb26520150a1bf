// score-writer PATH WRITER COUNT START-FILE [history]
//
// Test-only: records COUNT scores into the scores file at PATH through
// FileScoreStore, as game number WRITER. It first waits (at most 10 s) for
// START-FILE to exist, so that every writer a test started begins at once
// and they really race for the lock. Record i of writer w is score number
// n = w * COUNT + i: board n % 3, moves that make each one distinct.
// With `history`, it appends COUNT games to the history file at PATH
// through FileHistoryStore instead: game n has seed n.
import Foundation
import GameCore
import GameStorage

let arguments = CommandLine.arguments
guard arguments.count == 5 || (arguments.count == 6 && arguments[5] == "history"), let writer = Int(arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: score-writer PATH WRITER COUNT START-FILE [history]\n".utf8))
    exit(64)
}
let deadline = Date().addingTimeInterval(10)
while access(arguments[4], F_OK) != 0 && Date() < deadline { usleep(500) }

if arguments.count == 6 {
    let history = FileHistoryStore(path: arguments[1], lockTimeout: .seconds(30))
    for index in 0..<count {
        let number = writer * count + index
        let board = Board.presets[number % Board.presets.count]
        let record = HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_000 + Double(number)), board: board,
                                   players: [Player(name: "writer\(writer)", pairs: board.pairCount)],
                                   moves: board.cardCount + number, seconds: number, result: .won, seed: UInt64(number))
        do {
            try history.append(record)
        } catch {
            FileHandle.standardError.write(Data("score-writer: \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}

let store = FileScoreStore(path: arguments[1], lockTimeout: .seconds(30))
for index in 0..<count {
    let number = writer * count + index
    let board = Board.presets[number % Board.presets.count]
    let record = ScoreRecord(name: "writer\(writer)", moves: board.cardCount + number, seconds: number,
                             date: Date(timeIntervalSince1970: 1_800_000_000 + Double(number)),
                             seed: UInt64(number), board: board)
    do {
        _ = try store.record(record)
    } catch {
        FileHandle.standardError.write(Data("score-writer: \(error)\n".utf8))
        exit(1)
    }
}
