#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// One line of the history read as a record, fast: a line in the exact form
/// this program writes (`HistoryFile.line`: sorted keys, no spaces, strings
/// without escapes) is read byte by byte; any other line goes to
/// `JSONDecoder` as before, which decides. So a million games read in about
/// a second rather than twenty, and every line reads exactly as it did:
/// the fast reader takes only lines whose meaning is beyond doubt and
/// builds the record as `StoredGame.record` does, checks included
/// (`HistoryLineTests` holds the two readers to the same answer over
/// thousands of mutated lines).
package enum HistoryLine {
    /// The record on `line` (no newline), or nil when the line is damaged.
    package static func record(_ line: UnsafeRawBufferPointer, decoder: JSONDecoder) -> HistoryRecord? {
        guard line.count <= HistoryFile.lineLimit else { return nil }
        if let record = canonicalRecord(line) { return record }
        return decodedRecord(line, decoder: decoder)
    }

    /// The record as `JSONDecoder` reads `line`: the reader of every
    /// version, for any line the fast reader leaves.
    package static func decodedRecord(_ line: UnsafeRawBufferPointer, decoder: JSONDecoder) -> HistoryRecord? {
        let data = Data(line)
        // A key written twice is ambiguous (the decoder would keep one
        // value quietly): the line is damaged, as in the scores file.
        guard let stored = try? decoder.decode(StoredGame.self, from: data), let record = stored.record,
              JSONDuplicateKey.find(in: data) == nil else { return nil }
        return record
    }

    /// The record of a line in the form `HistoryFile.line` writes, or nil
    /// for any other line (which may still be a record, or damaged: the
    /// decoder says).
    package static func canonicalRecord(_ line: UnsafeRawBufferPointer) -> HistoryRecord? {
        var cursor = JSONScanner(line)
        guard cursor.take("{\"board\":"), let boardName = cursor.plainString(), let board = Self.board(boardName) else {
            return nil
        }
        var daily: String?
        if cursor.take(",\"daily\":") {
            guard let text = cursor.plainString(), let valid = String(validating: text, as: UTF8.self) else { return nil }
            daily = valid
        }
        guard cursor.take(",\"date\":"), let dateText = cursor.plainString(), let date = StoredRecord.parse(bytes: dateText),
              cursor.take(",\"moves\":"), let moves = cursor.wholeNumber(), cursor.take(",\"players\":[") else { return nil }
        var players: [Player] = []
        repeat {
            guard cursor.take("{") else { return nil }
            var computer: ComputerLevel?
            if cursor.take("\"computer\":") {
                guard let level = cursor.plainString(), let known = Self.level(level) else { return nil }
                computer = known
                guard cursor.take(",") else { return nil }
            }
            guard cursor.take("\"name\":"), let name = cursor.plainString(), let text = String(validating: name, as: UTF8.self),
                  cursor.take(",\"pairs\":"), let pairs = cursor.wholeNumber(), cursor.take("}") else { return nil }
            players.append(Player(name: text, computer: computer, pairs: pairs))
        } while cursor.take(",")
        guard cursor.take("],\"result\":"), let resultName = cursor.plainString(), let result = Self.result(resultName),
              cursor.take(",\"seconds\":"), let seconds = cursor.wholeNumber(), cursor.take(",\"seed\":") else { return nil }
        let seed: UInt64
        if let number = cursor.wholeNumber(digits: 16) {
            guard UInt64(number) <= JSONSeed.exactLimit else { return nil }
            seed = UInt64(number)
        } else {
            // A string of digits, as `JSONSeed` reads it.
            guard let digits = cursor.plainString(), let value = JSONSeed.value(digits: digits) else { return nil }
            seed = value
        }
        guard cursor.take("}"), cursor.isAtEnd else { return nil }
        let record = HistoryRecord(date: date, board: board, players: players, moves: moves, seconds: seconds,
                                   result: result, seed: seed, daily: daily)
        return record.validationProblem == nil ? record : nil
    }

    private static func board(_ name: UnsafeRawBufferPointer) -> Board? {
        if name.elementsEqual("medium".utf8) { return .medium }
        if name.elementsEqual("easy".utf8) { return .easy }
        if name.elementsEqual("hard".utf8) { return .hard }
        // Only the form written, `RxC`: any other spelling goes to the decoder.
        guard name.count <= 5, name.allSatisfy({ (48...57).contains($0) || $0 == UInt8(ascii: "x") }),
              let board = Board(name: String(decoding: name, as: UTF8.self)), board.name.utf8.elementsEqual(name) else {
            return nil
        }
        return board
    }

    private static func level(_ name: UnsafeRawBufferPointer) -> ComputerLevel? {
        ComputerLevel.allCases.first { $0.rawValue.utf8.elementsEqual(name) }
    }

    private static func result(_ name: UnsafeRawBufferPointer) -> GameResult? {
        GameResult.allCases.first { $0.rawValue.utf8.elementsEqual(name) }
    }

    /// `"daily":"`, as every writer of the history spells the key.
    private static let dailyKey = Array(#""daily":""#.utf8)

    /// Whether `line` holds `"daily":"`: a record of a daily game, or one
    /// that only says so (a damaged line, or the key inside a name, which
    /// the decoder then tells apart). A line without it is no daily game.
    package static func namesADailyDeal(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let base = line.baseAddress, line.count >= dailyKey.count else { return false }
        let last = line.count - dailyKey.count
        var from = 0
        return dailyKey.withUnsafeBytes { key in
            // Each `"` a candidate: memchr finds the next, memcmp checks the rest.
            while from <= last, let quote = memchr(base + from, Int32(UInt8(ascii: "\"")), last - from + 1) {
                if memcmp(quote, key.baseAddress!, key.count) == 0 { return true }
                from = base.distance(to: quote) + 1
            }
            return false
        }
    }
}
