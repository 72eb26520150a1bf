#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
import Glibc
import TerminalUI

/// What `threeducks scores` prints: a table per board, or JSON. Every
/// string that came from the file is sanitized; anyone may have edited it.
struct ScoresReport {
    let path: String
    let file: ScoresFile?
    let board: Board?

    /// The path, safe to print.
    var safePath: String { path.sanitizedForTerminal }

    /// The board asked for, or the presets then each custom board with scores.
    private var boards: [Board] { board.map { [$0] } ?? (file?.table ?? ScoreTable()).boards }

    private var isEmpty: Bool {
        boards.allSatisfy { (file?.table.ranking(for: $0) ?? []).isEmpty }
    }

    /// The path, then a table per board, or `No scores yet.`
    var text: String {
        var lines = ["Scores file: \(safePath)"]
        if isEmpty {
            lines.append("No scores yet.")
        } else {
            for board in boards {
                lines += [""] + table(for: board)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(for board: Board) -> [String] {
        let records = file?.table.ranking(for: board) ?? []
        guard !records.isEmpty else { return ["\(Self.heading(board)): no scores yet"] }
        let names = records.map(\.name.sanitizedForTerminal)
        let nameWidth = max(4, names.map(DisplayWidth.of).max() ?? 0)
        var lines = [Self.heading(board),
                     " #  \("Name".padding(nameWidth))  Moves   Time  Date"]
        for (index, record) in records.enumerated() {
            let rank = String(index + 1).leftPadded(2)
            lines.append("\(rank)  \(names[index].padding(nameWidth))  \(String(record.moves).leftPadded(5))  "
                         + "\(clockText(record.seconds).leftPadded(5))  \(Self.date(record.date))")
        }
        return lines
    }

    /// `Medium` for a preset, `6x8` for any other board: as `--board` spells it.
    static func heading(_ board: Board) -> String {
        board.presetName?.capitalized ?? board.name
    }

    /// `{"path": …, "records": [{"rank": 1, "difficulty": "easy", …}], "skipped": […]}`,
    /// the presets first (easy first), then custom boards smaller first;
    /// best first within each board.
    var json: String {
        let records = boards.flatMap { board in
            (file?.table.ranking(for: board) ?? []).enumerated().map { index, record in
                var shown = record
                shown.name = record.name.sanitizedForTerminal
                return StoredRecord(shown, rank: index + 1)
            }
        }
        let document = JSONDocument(path: safePath, records: records,
                                    skipped: (file?.skipped ?? []).map(\.sanitizedForTerminal))
        let data = (try? ScoresFile.encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `2026-01-05 10:00`, in the local time zone (`TZ`, else /etc/localtime).
    ///
    /// The C library's `localtime_r` and `strftime`, not Foundation's date
    /// formatting: that lives in FoundationInternationalization, which maps
    /// ICU, and would cost every game a few MiB of resident memory.
    static func date(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "?" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private struct JSONDocument: Encodable {
        let path: String
        let records: [StoredRecord]
        let skipped: [String]
    }
}

private extension String {
    /// Padded with spaces on the right to `width` terminal columns: a wide
    /// character (Chinese, Japanese, emoji) takes two, so columns line up.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
    /// Padded with spaces on the left to `width` characters.
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
