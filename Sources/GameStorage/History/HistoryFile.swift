#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// The history file's format (docs/history.md): JSON lines, a header line
/// `{"format":1,"threeducks":"history"}`, then one game a line, appended as
/// games end:
///
///     {"board":"medium","date":"2026-11-23T14:00:00Z","moves":14,"players":[{"name":"ann","pairs":6}],"result":"won","seconds":42,"seed":7}
///
/// A line that does not read (cut short by a crash, edited by hand) is one
/// damaged record: skipped and counted, never the end of the file.
package enum HistoryFile {
    /// The format this program writes and reads.
    package static let currentFormat = 1
    /// The header line, newline included.
    package static let header = Data("{\"format\":\(currentFormat),\"threeducks\":\"history\"}\n".utf8)
    /// The most bytes `FileHistoryStore.read` reads: some 55,000 games. A
    /// longer file is read from its end, the oldest games left out (and said
    /// so). `stats` reads every game (`FileHistoryStore.figures`).
    package static let readLimit = 8 * 1024 * 1024
    /// The longest line taken for a record; longer ones are damaged.
    static let lineLimit = 4096

    /// What a read found: the records, and how many lines were damaged.
    package struct Contents: Equatable, Sendable {
        package var records: [HistoryRecord] = []
        /// Line numbers (1 is the header) of the records skipped.
        package var damagedLines: [Int] = []
        /// The file was longer than `readLimit`: its oldest games were not read.
        package var isTruncated = false

        /// One line for the player, or nil when every record read.
        package func warning(path: String) -> String? {
            var parts: [String] = []
            if let damaged = HistoryFile.damagedWarning(count: damagedLines.count, lines: damagedLines) {
                parts.append(damaged)
            }
            if isTruncated { parts.append("only the last \(readLimit / 1024 / 1024) MiB read") }
            return parts.isEmpty ? nil : "\(path): " + parts.joined(separator: "; ")
        }
    }

    /// `2 damaged records skipped (lines 5, 9)`: `count` lines damaged, the
    /// first five of `lines` named; nil for none.
    static func damagedWarning(count: Int, lines: [Int]) -> String? {
        guard count > 0 else { return nil }
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ")
        let more = count > 5 ? ", …" : ""
        return "\(count) damaged record\(count == 1 ? "" : "s") skipped (line\(count == 1 ? "" : "s") \(shown)\(more))"
    }

    /// One record's line, newline included. Throws `.io` when the line
    /// would be longer than `lineLimit`: the reader would call it damaged,
    /// so it is never written.
    package static func line(_ record: HistoryRecord) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = try encoder.encode(StoredGame(record))
        guard line.count <= lineLimit else {
            throw HistoryFileError.Reason.io("the game was not added: its line would be \(line.count) bytes, over the \(lineLimit) a history line may hold")
        }
        return line + Data("\n".utf8)
    }

    /// The format a header line names; throws `.notAHistory` when it is not one.
    static func format(ofHeader line: Data.SubSequence) throws(HistoryFileError.Reason) -> Int {
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(line)), header.threeducks == "history" else {
            throw .notAHistory
        }
        return header.format
    }

    /// The records in `data`; `fromStart` when `data` begins at the file's
    /// first byte (so its first line is the header), else it begins with the
    /// rest of a line, which is dropped.
    package static func decode(_ data: Data, fromStart: Bool) throws(HistoryFileError.Reason) -> Contents {
        var contents = Contents(isTruncated: !fromStart)
        // The first append cut short by a crash inside its header: no game yet.
        if fromStart && isCutHeader(data) { return contents }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The text after the last newline: empty, or a record cut short.
        let tail = lines.removeLast()
        if fromStart {
            guard let first = lines.first ?? (tail.isEmpty ? nil : tail) else { return contents }
            let format = try format(ofHeader: first)
            guard format == currentFormat else { throw .unsupportedFormat(format) }
            if lines.isEmpty { return contents }
            lines.removeFirst()
        } else if !lines.isEmpty {
            lines.removeFirst()
        }
        let firstNumber = fromStart ? 2 : 1
        let decoder = JSONDecoder()
        for (offset, line) in lines.enumerated() where !line.isEmpty {
            // A key written twice is ambiguous (the decoder would keep one
            // value quietly): the line is damaged, as in the scores file.
            guard line.count <= lineLimit, let stored = try? decoder.decode(StoredGame.self, from: Data(line)),
                  let record = stored.record, JSONDuplicateKey.find(in: line) == nil else {
                contents.damagedLines.append(firstNumber + offset)
                continue
            }
            contents.records.append(record)
        }
        if !tail.isEmpty { contents.damagedLines.append(firstNumber + lines.count) }
        return contents
    }

    /// `data` is the start of the header and no more: the first append was
    /// cut short inside it (the next append writes it again).
    static func isCutHeader(_ data: Data) -> Bool {
        data.count < header.count && header.starts(with: data)
    }

    private struct Header: Codable {
        let format: Int
        let threeducks: String
    }
}
