#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// The summary `threeducks stats` keeps beside the history
/// (`history.jsonl.summary`, docs/history.md): the figures of the games of
/// the history's first `bytes` bytes, so that the next `stats` reads only
/// the lines added since. A cache: deleting it changes no figure, and one
/// that does not read (damaged, foreign, too large, of another format or
/// rules) or that does not match the history it was made from (replaced,
/// cut short, edited: `HistoryFingerprint`) is ignored, and the history
/// read whole again.
///
/// Plain lines of text, read without a JSON decoder (a `stats` that reads
/// no JSON stays small):
///
///     threeducks history summary 1
///     rules 1
///     covers 163826616 1000001 2049 1234567 9f3a0c2e51d7b864
///     damaged 2 5 9
///     board medium
///     solo 4 3 0 0 1 0
///     hotSeat 0 0 0 0 0 0
///     againstComputer 2 1 1 0 0 0
///     moves 12:1 14:2
///     dailies 20410+11 20415+0
///     game {"board":"medium","date":…}
///     end
///
/// `covers`: the bytes and lines (the header's included) summarised, the
/// history's device and inode, and its fingerprint. `damaged`: the count of
/// damaged lines, then the first five's numbers. Per board: the counts
/// (played, won, lost, drawn, given up, abandoned) of each company, the
/// won solo games' moves as `moves:games`, the first daily game of each day
/// as runs of days (`first day since 1970-01-01` `+` one `1` or `0` a day:
/// won by a person or not), and the last solo games as the history writes them.
struct HistorySummaryFile: Equatable {
    /// The first line.
    static let magic = "threeducks history summary 1"
    /// How games are counted; a summary of other rules is recounted. Raise
    /// it whenever `HistorySummary` counts anything differently.
    static let rules = 1
    /// The most bytes a summary may hold: one larger is not read, and not written.
    static let sizeLimit = 1024 * 1024
    /// The most daily days a summary may hold, all boards together (some
    /// 270 years of every board's daily game).
    static let dailyLimit = 100_000

    /// The games summarised.
    var summary = HistorySummary()
    /// The history's bytes summarised: every whole line before this offset.
    var bytes = 0
    /// The lines summarised, the header's included.
    var lines = 0
    /// The history file it was made from (`stat`'s device and inode).
    var device: UInt64 = 0
    var inode: UInt64 = 0
    /// `HistoryFingerprint` of the first `bytes` bytes.
    var fingerprint: UInt64 = 0
    /// Damaged lines among those summarised.
    var damagedCount = 0
    /// The first five damaged lines' numbers (1 the header).
    var damagedLines: [Int] = []

    /// Counts one more damaged line, at `line`.
    mutating func damaged(at line: Int) {
        damagedCount += 1
        if damagedLines.count < 5 { damagedLines.append(line) }
    }

    /// The summary's text, or nil when it would be larger than `sizeLimit`
    /// (a history of that many daily days is simply read whole each time).
    var text: Data? {
        var text = Self.magic + "\nrules \(Self.rules)\n"
        text += "covers \(bytes) \(lines) \(device) \(inode) \(fingerprint.hexDigits(16))\n"
        text += "damaged \(([damagedCount] + damagedLines).map(String.init).joined(separator: " "))\n"
        let dailies = summary.boards.values.reduce(0) { $0 + $1.dailies.count }
        guard dailies <= Self.dailyLimit else { return nil }
        for board in summary.boards.keys.sorted() {
            guard let games = summary.boards[board] else { continue }
            text += "board \(board.name)\n"
            for (name, tally) in [("solo", games.solo), ("hotSeat", games.hotSeat), ("againstComputer", games.againstComputer)] {
                text += "\(name) \(tally.played) \(tally.won) \(tally.lost) \(tally.drawn) \(tally.gaveUp) \(tally.abandoned)\n"
            }
            text += "moves" + games.wonSoloMoves.sorted { $0.key < $1.key }.map { " \($0.key):\($0.value)" }.joined() + "\n"
            text += "dailies" + Self.runs(games.dailies).map { " \($0.first)+\($0.flags)" }.joined() + "\n"
            for game in games.recent {
                guard let line = try? HistoryFile.line(game) else { return nil }
                text += "game " + String(decoding: line, as: UTF8.self)
            }
        }
        text += "end\n"
        let data = Data(text.utf8)
        return data.count <= Self.sizeLimit ? data : nil
    }

    /// Days in runs of consecutive days, each day's flag `1` (won) or `0`.
    private static func runs(_ dailies: [Int: Bool]) -> [(first: Int, flags: String)] {
        var runs: [(first: Int, flags: String)] = []
        var previous = Int.min
        for day in dailies.keys.sorted() {
            let flag = dailies[day] == true ? "1" : "0"
            if day == previous + 1, !runs.isEmpty {
                runs[runs.count - 1].flags += flag
            } else {
                runs.append((day, flag))
            }
            previous = day
        }
        return runs
    }

    /// The summary in `data`, or nil when it is not one this program
    /// wrote, whole, under these rules: any doubt, and the history is read
    /// whole instead.
    init?(_ data: Data) {
        guard data.count <= Self.sizeLimit, data.last == UInt8(ascii: "\n") else { return nil }
        var rows = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        rows.removeLast()
        guard rows.count >= 5, rows[0] == Self.magic, rows[1] == "rules \(Self.rules)", rows.last == "end" else {
            return nil
        }
        let covers = rows[2].split(separator: " ", omittingEmptySubsequences: false)
        guard covers.count == 6, covers[0] == "covers", let bytes = Self.count(covers[1]), let lines = Self.count(covers[2]),
              let device = UInt64(covers[3]), let inode = UInt64(covers[4]), covers[5].utf8.count == 16,
              let fingerprint = UInt64(covers[5], radix: 16), bytes > 0, lines > 0, lines <= bytes else { return nil }
        (self.bytes, self.lines, self.device, self.inode, self.fingerprint) = (bytes, lines, device, inode, fingerprint)
        let damaged = rows[3].split(separator: " ", omittingEmptySubsequences: false)
        guard damaged.count >= 2, damaged[0] == "damaged", let count = Self.count(damaged[1]) else { return nil }
        let shown = damaged.dropFirst(2).compactMap { Self.count($0) }
        guard shown.count == damaged.count - 2, shown.count == min(count, 5), count < lines,
              shown.allSatisfy({ (2...lines).contains($0) }), shown == shown.sorted(), Set(shown).count == shown.count
        else { return nil }
        (damagedCount, damagedLines) = (count, shown)
        var index = 4
        var dailies = 0
        while index < rows.count - 1 {
            guard let (board, games, next) = Self.board(rows, at: index), summary.boards[board] == nil else { return nil }
            dailies += games.dailies.count
            guard dailies <= Self.dailyLimit else { return nil }
            summary.boards[board] = games
            index = next
        }
        guard summary.played + damagedCount < lines else { return nil }
    }

    /// One board's lines from `index`: the board, its figures and the index after them.
    private static func board(_ lines: [Substring], at start: Int) -> (Board, BoardSummary, Int)? {
        guard start + 5 < lines.count, lines[start].hasPrefix("board "),
              let board = Board(name: String(lines[start].dropFirst(6))), board.name == lines[start].dropFirst(6)
        else { return nil }
        var games = BoardSummary()
        for (offset, name) in ["solo", "hotSeat", "againstComputer"].enumerated() {
            let fields = lines[start + 1 + offset].split(separator: " ", omittingEmptySubsequences: false)
            let counts = fields.dropFirst().compactMap { Self.count($0) }
            guard fields.first == Substring(name), fields.count == 7, counts.count == 6,
                  counts[0] == counts[1...].reduce(0, +) else { return nil }
            var tally = GameTally()
            (tally.played, tally.won, tally.lost, tally.drawn, tally.gaveUp, tally.abandoned)
                = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
            switch offset {
            case 0: games.solo = tally
            case 1: games.hotSeat = tally
            default: games.againstComputer = tally
            }
        }
        // A board is written for its games; a solo game is won or given up
        // or abandoned: never lost or drawn.
        guard games.played > 0, games.solo.lost == 0, games.solo.drawn == 0 else { return nil }
        let moves = lines[start + 4].split(separator: " ", omittingEmptySubsequences: false)
        guard moves.first == "moves" else { return nil }
        for pair in moves.dropFirst() {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let count = Self.count(parts[0]), let games2 = Self.count(parts[1]), games2 > 0,
                  (board.cardCount...ScoreRecord.movesLimit).contains(count), games.wonSoloMoves[count] == nil
            else { return nil }
            games.wonSoloMoves[count] = games2
        }
        guard games.wonSoloMoves.values.reduce(0, +) == games.solo.won else { return nil }
        let dailies = lines[start + 5].split(separator: " ", omittingEmptySubsequences: false)
        guard dailies.first == "dailies" else { return nil }
        let days = dayRange
        for run in dailies.dropFirst() {
            let parts = run.split(separator: "+", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = Int(parts[0]), !parts[1].isEmpty,
                  parts[1].utf8.count <= dailyLimit, parts[1].utf8.allSatisfy({ $0 == 48 || $0 == 49 }),
                  days.contains(first), days.contains(first + parts[1].utf8.count - 1) else { return nil }
            for (offset, flag) in parts[1].utf8.enumerated() {
                guard games.dailies.updateValue(flag == 49, forKey: first + offset) == nil else { return nil }
            }
            guard games.dailies.count <= dailyLimit else { return nil }
        }
        guard games.dailies.count <= games.played else { return nil }
        var index = start + 6
        var recent: [HistoryRecord] = []
        while index < lines.count, lines[index].hasPrefix("game ") {
            let line = Array(lines[index].utf8.dropFirst(5))
            // Written by `HistoryFile.line`, so read by the fast reader; the
            // decoder only for a line it leaves (it reads it as a history would).
            guard recent.count < BoardStats.chartLength,
                  let game = line.withUnsafeBytes({ HistoryLine.canonicalRecord($0) ?? HistoryLine.record($0, decoder: JSONDecoder()) }),
                  game.board == board, game.company == .solo else { return nil }
            recent.append(game)
            index += 1
        }
        guard recent.count == min(games.solo.played, BoardStats.chartLength) else { return nil }
        games.recent = recent
        return (board, games, index)
    }

    /// The days a daily game may be of: from 0000-01-01 to 9999-12-31.
    private static var dayRange: ClosedRange<Int> {
        DailyDeal.day(year: 0, month: 1, day: 1)!...DailyDeal.day(year: 9999, month: 12, day: 31)!
    }

    /// A count: digits, no sign, not starting with 0 unless it is 0, at
    /// most 15 of them.
    private static func count(_ text: Substring) -> Int? {
        let digits = text.utf8
        guard (1...15).contains(digits.count), digits.allSatisfy({ (48...57).contains($0) }),
              digits.count == 1 || digits.first != 48 else { return nil }
        return Int(text)
    }

    init() {}
}

/// A cheap check that a history is still the file a summary was made of:
/// a 64-bit FNV-1a hash of its first `bytes` bytes, all of them up to
/// 256 KiB; of a longer history, its first and last 4 KiB and 64 pieces of
/// 256 bytes spread between (some 24 KiB, read in 66 `pread`s). A history
/// replaced, cut short or rewritten changes its inode, its length or these
/// bytes; an edit by hand that keeps the length and touches none of them is
/// not seen (deleting the summary recounts).
enum HistoryFingerprint {
    static let wholeLimit = 256 * 1024

    /// The fingerprint of `descriptor`'s first `bytes` bytes, or nil when
    /// they cannot be read (the file is shorter).
    static func of(_ descriptor: Int32, bytes: Int) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ buffer: UnsafeRawBufferPointer) {
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        withUnsafeBytes(of: UInt64(bytes).littleEndian) { mix($0) }
        var pieces: [(offset: Int, count: Int)] = []
        if bytes <= wholeLimit {
            pieces = stride(from: 0, to: bytes, by: 64 * 1024).map { ($0, min(64 * 1024, bytes - $0)) }
        } else {
            pieces.append((0, 4096))
            let span = bytes - 2 * 4096 - 256
            for index in 0..<64 { pieces.append((4096 + span * index / 63, 256)) }
            pieces.append((bytes - 4096, 4096))
        }
        var buffer = [UInt8](repeating: 0, count: pieces.map(\.count).max() ?? 0)
        for piece in pieces {
            var done = 0
            while done < piece.count {
                let count = buffer.withUnsafeMutableBytes {
                    pread(descriptor, $0.baseAddress! + done, piece.count - done, off_t(piece.offset + done))
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                done += count
            }
            buffer.withUnsafeBytes { mix(UnsafeRawBufferPointer(rebasing: $0[0..<piece.count])) }
        }
        return hash
    }
}
