import FoundationEssentials
import GameCore

/// What `ssh ducks@HOST board` prints (docs/server.md): for each board
/// asked for, the day's daily results and each key's best of all time,
/// then the asking player's own results; as lines, or as the JSON
/// documented there (pinned by ServerBoardsTests' golden file).
package struct ServerBoards: Equatable, Sendable {
    package var server: String
    /// The UTC date of the daily shown.
    package var date: String
    package var boards: [Section]
    /// The asking player's results, newest first; nil with `--daily`.
    package var you: Yours?

    /// One board's results.
    package struct Section: Equatable, Sendable {
        package var board: String
        /// The day's daily, best first: the top `limit`.
        package var daily: [BoardResult]
        /// How many won that daily.
        package var dailyCount: Int
        /// Each key's best on this board over every day; nil with `--daily`.
        package var best: [BoardResult]?
    }

    /// A player's own results.
    package struct Yours: Equatable, Sendable {
        package var name: String
        package var results: [BoardResult]
    }

    /// How many results each list shows.
    package static let limit = 10

    /// The boards `store` holds for `date`: each of `boards`, with the
    /// all-time lists unless `dailyOnly`, and `player`'s results.
    package static func read(from store: any ServerStore, server: String, date: String, boards: [String],
                             dailyOnly: Bool, player: ServerPlayer?) throws -> ServerBoards {
        let sections = try boards.map { board in
            let daily = DailyBoard(date: date, board: board)
            return Section(board: board, daily: try store.results(of: daily, limit: limit),
                           dailyCount: try store.count(of: daily),
                           best: dailyOnly ? nil : try store.bestResults(board: board, limit: limit))
        }
        let you = try player.flatMap { player in
            dailyOnly ? nil : Yours(name: player.name, results: try store.attempts(of: player.fingerprint, limit: limit))
        }
        return ServerBoards(server: server, date: date, boards: sections, you: you)
    }

    /// As lines for a terminal: every name made safe.
    package var text: String {
        // Names in a column as wide as the longest shown, in terminal columns
        // (a wide character takes two); a name is at most `nameLimit` characters.
        let width = boards.flatMap { $0.daily + ($0.best ?? []) }.map { DisplayWidth.of(Self.shown($0.name)) }.max() ?? 0
        var lines = ["Three Ducks on \(server.sanitizedForTerminal), \(date) (UTC)"]
        for section in boards {
            lines.append("")
            lines.append("Today's \(section.board) daily: " + (section.dailyCount == 1 ? "1 result" : "\(section.dailyCount) results"))
            lines += section.daily.map { Self.line($0, date: false, width: width) }
            if let best = section.best {
                lines.append("Best of all time, \(section.board):" + (best.isEmpty ? " none yet" : ""))
                lines += best.map { Self.line($0, date: true, width: width) }
            }
        }
        if let you {
            lines.append("")
            lines.append("Your results (\(you.name.sanitizedForTerminal)):" + (you.results.isEmpty ? " none yet" : ""))
            lines += you.results.map { "  \($0.date)  \($0.board.sanitizedForTerminal.padded(to: 6))  \(String($0.moves).leftPadded(to: 4)) moves  "
                + "\(clockText($0.seconds).leftPadded(to: 5))  #\($0.rank)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ result: BoardResult, date: Bool, width: Int) -> String {
        let name = shown(result.name).padded(to: width)
        return "  \(String(result.rank).leftPadded(to: 3))  \(name)  \(String(result.moves).leftPadded(to: 4)) moves  \(clockText(result.seconds).leftPadded(to: 5))"
            + (date ? "  \(result.date)" : "")
    }

    /// A name as the list shows it: made safe, and at most `ScoreRecord.nameLimit` characters.
    private static func shown(_ name: String) -> String {
        String(name.sanitizedForTerminal.prefix(ScoreRecord.nameLimit))
    }

    /// As JSON (docs/server.md): keys sorted, one document.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(self))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        let server: String
        let date: String
        let boards: [Board]
        let you: You?

        init(_ boards: ServerBoards) {
            server = boards.server
            date = boards.date
            self.boards = boards.boards.map(Board.init)
            you = boards.you.map { You(name: $0.name, results: $0.results.map(Entry.init)) }
        }

        struct Board: Encodable {
            let board: String
            let daily: [Entry]
            let dailyCount: Int
            let best: [Entry]?

            init(_ section: Section) {
                board = section.board
                daily = section.daily.map(Entry.init)
                dailyCount = section.dailyCount
                best = section.best?.map(Entry.init)
            }
        }

        struct You: Encodable {
            let name: String
            let results: [Entry]
        }

        struct Entry: Encodable {
            let rank: Int
            let name: String
            let date: String
            let board: String
            let moves: Int
            let seconds: Int
            let milliseconds: Int

            init(_ result: BoardResult) {
                rank = result.rank
                name = result.name
                date = result.date
                board = result.board
                moves = result.moves
                seconds = result.seconds
                milliseconds = result.milliseconds
            }
        }
    }
}
