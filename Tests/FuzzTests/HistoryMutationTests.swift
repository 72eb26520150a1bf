import Foundation
import GameCore
import GameStorage
import GameTesting
import Testing

/// The history reader on seeded mutations of a good file: every mutation is
/// read or refused by the reader's own error, never trapped on; what reads
/// is records a game could leave, which write back to lines that read the same.
@Suite struct HistoryMutationTests {
    static let mutations = 3000

    static var history: [UInt8] {
        let records = [
            HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_000), board: .medium,
                          players: [Player(name: "ann", pairs: 6)], moves: 14, seconds: 65, result: .won, seed: 42,
                          daily: "2027-01-15"),
            HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_100), board: Board(name: "4x6")!,
                          players: [Player(name: "bo", pairs: 1), Player(name: "Computer", computer: .hard, pairs: 2)],
                          moves: 9, seconds: 20, result: .gaveUp, seed: UInt64.max),
            HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_200), board: .easy,
                          players: [Player(name: "cy")], moves: 3, seconds: 4, result: .abandoned, seed: 0),
        ]
        var data = HistoryFile.header
        for record in records { data.append(try! HistoryFile.line(record)) }
        return Array(data)
    }

    @Test func seededMutationsAreReadOrRefusedAndWhatReadsRoundTrips() throws {
        let good = Self.history
        var mutator = Mutator(seed: 14)
        // Half the reads as from the file's start, half as from the middle of a long file.
        var coin = SplitMix64(seed: 15)
        var read = 0, refused = 0, damaged = 0
        for _ in 0..<Self.mutations {
            let bytes = mutator.mutate(good, other: good)
            let contents: HistoryFile.Contents
            do throws(HistoryFileError.Reason) {
                contents = try HistoryFile.decode(Data(bytes), fromStart: coin.next() & 1 == 0)
            } catch {
                refused += 1
                continue
            }
            read += 1
            damaged += contents.damagedLines.count
            for record in contents.records {
                #expect(record.validationProblem == nil)
                var line = HistoryFile.header
                line.append(try HistoryFile.line(record))
                #expect(try HistoryFile.decode(line, fromStart: true).records == [record])
            }
        }
        print("history: \(read) read (\(damaged) damaged records skipped), \(refused) refused")
        #expect(read * 10 >= Self.mutations)
        #expect(damaged > 0)
    }

    /// The fast reader of lines in the game's own form (`HistoryLine`, what
    /// `stats` reads a long history with) on seeded mutations of such lines:
    /// whatever it takes, it reads as the decoder of every version does;
    /// what it leaves, the decoder decides.
    @Test func theFastLineReaderReadsWhatItTakesAsTheDecoderDoes() throws {
        // The three above, and random games of every board, company and result (names with accents, seeds past 2^53).
        let random = try RandomHistory.make(seed: 24, games: 60).map { Array(try HistoryFile.line($0).dropLast()) }
        let lines = Self.history.split(separator: UInt8(ascii: "\n")).dropFirst().map(Array.init) + random
        var mutator = Mutator(seed: 24)
        let decoder = JSONDecoder()
        var taken = 0, left = 0
        for index in 0..<(4 * Self.mutations) {
            let line = index % 8 == 0 ? lines[index % lines.count]
                : mutator.mutate(lines[index % lines.count], other: lines[(index + 1) % lines.count])
            line.withUnsafeBytes { bytes in
                let slow = HistoryLine.decodedRecord(bytes, decoder: decoder)
                if let fast = HistoryLine.canonicalRecord(bytes) {
                    taken += 1
                    #expect(fast == slow, "\(String(decoding: line, as: UTF8.self))")
                } else {
                    left += 1
                    if index % 8 == 0 { Issue.record("a line as the game writes it is left to the decoder") }
                }
            }
        }
        print("history lines: \(taken) read by the fast reader, \(left) left to the decoder")
        #expect(taken >= Self.mutations / 2)
    }
}
