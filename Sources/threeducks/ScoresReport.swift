#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
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
            lines += ["", Self.movesNote(boards.filter { !(file?.table.ranking(for: $0) ?? []).isEmpty })]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(for board: Board) -> [String] {
        let records = file?.table.ranking(for: board) ?? []
        guard !records.isEmpty else { return ["\(Self.heading(board)): no scores yet"] }
        let names = records.map(\.name.sanitizedForTerminal)
        let columns = ScoreColumns(nameWidth: names.map(DisplayWidth.of).max() ?? 0,
                                   timeWidth: ScoreColumns.timeWidth(records.map(\.timeText)))
        return [Self.heading(board), columns.heading]
            + records.indices.map { columns.row(rank: $0 + 1, records[$0], name: names[$0]) }
    }

    /// What Moves counts, under the tables: `A move is one card turned: a
    /// game takes at least as many as its board has cards (easy 8, medium
    /// 12). Equal moves rank by time.`
    static func movesNote(_ boards: [Board]) -> String {
        let fewest = boards.map { "\($0.name) \($0.cardCount)" }.joined(separator: ", ")
        return "A move is one card turned: a game takes at least as many as its board has cards (\(fewest))."
            + " Equal moves rank by time."
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
        return ScoresFile.jsonText(document)
    }

    private struct JSONDocument: Encodable {
        let path: String
        let records: [StoredRecord]
        let skipped: [String]
    }
}
