import GameCore

/// What `ssh -t ducks@HOST` shows a player with a name: today's daily on
/// each board (their result and place, or that it is theirs to play), the
/// open rooms, and the choices, each one key and a word; and what a typed
/// line chooses. Lines only: a session at any terminal, a screen reader's
/// too, reads them as they come.
package struct ServerTitle: Equatable, Sendable {
    package var server: String
    package var account: String
    package var name: String
    /// The UTC date of today's daily.
    package var date: String
    /// The player's results today, a board each.
    package var today: [BoardResult]
    /// How many results each board's daily has today.
    package var counts: [String: Int]
    /// The rooms open on the server, waiting for players.
    package var rooms: [String]

    package init(server: String, account: String, name: String, date: String, today: [BoardResult], counts: [String: Int],
                 rooms: [String]) {
        self.server = server
        self.account = account
        self.name = name
        self.date = date
        self.today = today
        self.counts = counts
        self.rooms = rooms
    }

    /// The boards a daily is offered on, with their keys.
    package static let boards: [(key: String, board: Board)] = [("e", .easy), ("m", .medium), ("h", .hard)]

    package var lines: [String] {
        var lines = ["Welcome back, \(name.sanitizedForTerminal). Three Ducks on \(server.sanitizedForTerminal), \(date) (UTC).", ""]
        lines.append("Today's daily:")
        for (key, board) in Self.boards {
            let count = counts[board.name] ?? 0
            let played = count == 1 ? "1 result" : "\(count) results"
            if let result = today.first(where: { $0.board == board.name }) {
                lines.append("  \(key)  \(board.name): yours, \(result.moves) moves, \(clockText(result.seconds)), #\(result.rank) of \(count)")
            } else {
                lines.append("  \(key)  \(board.name) (\(played) so far)")
            }
        }
        lines.append("")
        if rooms.isEmpty {
            lines.append("No room is open: o opens yours, o NAME one of that name.")
        } else {
            lines.append("Open rooms: " + rooms.map { $0.sanitizedForTerminal }.joined(separator: ", "))
            lines.append("  j ROOM joins one, w ROOM watches it, o opens yours.")
        }
        lines.append("")
        lines.append("  b  the boards    q  leave    (ssh \(account)@\(server.sanitizedForTerminal) help: the same as commands)")
        return lines
    }

    /// What a line typed at the title asks.
    package enum Choice: Equatable, Sendable {
        case daily(Board)
        case boards
        case join(String)
        case watch(String)
        case host(String?)
        case quit
        /// Not a choice: the line to say.
        case unknown(String)
    }

    /// The choice `line` makes (`m`, `j pond`, `o`, `q`).
    package static func choice(_ line: String) -> Choice {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        guard let first = words.first else { return .unknown("Type a letter, then Enter: e, m or h plays a daily, q leaves.") }
        let room = words.count > 1 ? String(words[1].prefix(64)) : nil
        switch first {
        case "d": return .daily(.medium)
        case "b": return .boards
        case "q", "quit", "exit": return .quit
        case "o": return .host(room)
        case "j", "w":
            guard let room else { return .unknown("\(first) takes the room's name: \(first) pond") }
            return first == "j" ? .join(room) : .watch(room)
        default:
            if let board = boards.first(where: { $0.key == first })?.board { return .daily(board) }
            return .unknown("No choice \"\(String(first.prefix(20)).sanitizedForTerminal)\": e, m or h plays a daily, b the boards, q leaves.")
        }
    }
}
