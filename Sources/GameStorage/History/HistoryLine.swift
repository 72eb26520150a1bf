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
        var cursor = Cursor(bytes: line)
        guard cursor.take("{\"board\":"), let boardName = cursor.string(), let board = Self.board(boardName) else {
            return nil
        }
        var daily: String?
        if cursor.take(",\"daily\":") {
            guard let text = cursor.string(), let valid = String(validating: text, as: UTF8.self) else { return nil }
            daily = valid
        }
        guard cursor.take(",\"date\":"), let dateText = cursor.string(), let date = StoredRecord.parse(bytes: dateText),
              cursor.take(",\"moves\":"), let moves = cursor.number(), cursor.take(",\"players\":[") else { return nil }
        var players: [Player] = []
        repeat {
            guard cursor.take("{") else { return nil }
            var computer: ComputerLevel?
            if cursor.take("\"computer\":") {
                guard let level = cursor.string(), let known = Self.level(level) else { return nil }
                computer = known
                guard cursor.take(",") else { return nil }
            }
            guard cursor.take("\"name\":"), let name = cursor.string(), let text = String(validating: name, as: UTF8.self),
                  cursor.take(",\"pairs\":"), let pairs = cursor.number(), cursor.take("}") else { return nil }
            players.append(Player(name: text, computer: computer, pairs: pairs))
        } while cursor.take(",")
        guard cursor.take("],\"result\":"), let resultName = cursor.string(), let result = Self.result(resultName),
              cursor.take(",\"seconds\":"), let seconds = cursor.number(), cursor.take(",\"seed\":") else { return nil }
        let seed: UInt64
        if let number = cursor.number(digits: 16) {
            guard UInt64(number) <= JSONSeed.exactLimit else { return nil }
            seed = UInt64(number)
        } else {
            // A string of digits, as `JSONSeed` reads it.
            guard let digits = cursor.string(), !digits.isEmpty, digits.allSatisfy({ (48...57).contains($0) }),
                  let value = UInt64(String(decoding: digits, as: UTF8.self)) else { return nil }
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

    /// Reads forward through a line's bytes.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        /// Steps over `text` when the line goes on with it.
        mutating func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            let start = text.utf8Start
            for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
            position += count
            return true
        }

        /// A string's bytes, between quotes, when it holds no escape and
        /// no control character (those go to the decoder).
        mutating func string() -> UnsafeRawBufferPointer? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            let start = position + 1
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                end += 1
            }
            guard end < bytes.count else { return nil }
            position = end + 1
            return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        }

        /// A whole number as JSON writes it: `0`, or digits not starting
        /// with 0, at most `limit` of them; followed by `,` or `}` (a
        /// fraction or an exponent goes to the decoder).
        mutating func number(digits limit: Int = 15) -> Int? {
            var end = position
            var value = 0
            while end < bytes.count, (48...57).contains(bytes[end]) {
                guard end - position < limit else { return nil }
                value = value * 10 + Int(bytes[end] - 48)
                end += 1
            }
            let digits = end - position
            guard digits > 0, digits <= limit, digits == 1 || bytes[position] != UInt8(ascii: "0"), end < bytes.count,
                  bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "}") else { return nil }
            position = end
            return value
        }
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
