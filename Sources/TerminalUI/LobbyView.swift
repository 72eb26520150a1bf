import GameCore

/// A room before its game (issue 23, docs/network.md): who sits where, how
/// others join, and what the keys do. The host's terminal shows it with the
/// join commands and Enter to start; a joiner's shows it while it waits
/// for the host to deal. A value, drawn by `LobbyView`.
package struct Lobby: Equatable, Sendable {
    /// The room's name.
    package var room: String
    /// The board the game will be dealt on.
    package var board: Board
    /// The seats, empty ones included, as the room gives them (`lobbySeats`).
    package var seats: [LobbySeat]
    /// The exact command lines that join this room (the host's lobby);
    /// none on a joiner's.
    package var joinCommands: [String]
    /// The host's lobby (Enter starts), or a joiner's (waits).
    package var isHost: Bool
    /// A line of news: who was turned away, why Enter did not start.
    package var note: String?
    /// A joiner's room after its game: nothing more will start.
    package var isOver = false

    package init(room: String, board: Board, seats: [LobbySeat], joinCommands: [String] = [], isHost: Bool,
                 note: String? = nil) {
        self.room = room
        self.board = board
        self.seats = seats
        self.joinCommands = joinCommands
        self.isHost = isHost
        self.note = note
    }

    /// The seats someone holds (a person or the computer).
    package var taken: Int { seats.count { $0.kind != .empty } }

    /// A game seats two to four: Enter starts one only then.
    package var canStart: Bool { (2...GameState.maximumPlayers).contains(taken) }

    /// Why Enter does not start, in one line; nil when it does.
    package var startProblem: String? {
        canStart ? nil : "A game needs 2 to \(GameState.maximumPlayers) players: \(taken) \(taken == 1 ? "is" : "are") here"
    }

    /// A seat as the lobby lists it: `1. ann (host)`, `2. Computer (hard)`,
    /// `3. bob, away 23 s`, `4. (empty)`.
    static func line(_ seat: LobbySeat, number: Int) -> String {
        let name = (seat.name ?? "").sanitizedForTerminal
        var text: String
        switch seat.kind {
        case .empty: return "\(number). (empty)"
        case .computer(let level): text = "\(number). \(name) (computer, \(level.rawValue))"
        case .person: text = "\(number). \(name)" + (seat.isHost ? " (host)" : "")
        }
        switch seat.presence {
        case .connected: break
        case .away(let seconds): text += ", away \(seconds) s"
        case .left: text += ", left"
        }
        return text
    }
}

/// The lobby's screen: a pure function of the lobby and the screen's size.
package enum LobbyView {
    package static func frame(_ lobby: Lobby, context: ViewContext) -> Frame {
        var frame = Frame(width: context.columns, height: context.rows)
        if context.screenReader {
            // As in a game, the screen is the line, on the other of the bottom
            // two rows when it changes (the run loop counts): no seat list whose
            // away countdown, redrawn each second, a pty reader would say.
            ScreenView.drawLine(&frame, line(lobby, context: context), context)
            return frame
        }
        var lines: [(String, CellStyle)] = []
        let title = CellStyle(color: .magenta, bold: true)
        lines.append(("Three Ducks\(context.glyphs.separator)room \(lobby.room)", title))
        lines.append(("\(lobby.board.name) board", .faint))
        lines.append(("", .plain))
        lines.append(("Players", .strong))
        for (index, seat) in lobby.seats.enumerated() {
            lines.append((Lobby.line(seat, number: index + 1), seat.kind == .empty ? .faint : .plain))
        }
        if !lobby.joinCommands.isEmpty {
            lines.append(("", .plain))
            lines.append(("To join", .strong))
            for command in lobby.joinCommands { lines.append(("  " + command, .plain)) }
        }
        lines.append(("", .plain))
        if let note = lobby.note {
            lines.append((note.sanitizedForTerminal, CellStyle(color: .yellow, bold: true)))
        }
        lines.append((hint(lobby, separator: context.glyphs.separator), CellStyle(color: .cyan, bold: true)))
        let top = max(0, (context.rows - lines.count) / 2)
        let width = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let left = max(0, (context.columns - width) / 2)
        for (offset, line) in lines.enumerated() where top + offset < context.rows {
            frame.put(line.0, row: top + offset, column: left, style: line.1)
        }
        let row = min(context.rows - 1, top + lines.count - 1)
        if row >= 0, context.columns > 0 { frame.cursor = Frame.Position(row: row, column: min(left, context.columns - 1)) }
        return frame
    }

    /// What the keys do here, for the hint line.
    private static func hint(_ lobby: Lobby, separator: String) -> String {
        lobby.isHost
            ? (lobby.canStart ? "Enter starts the game\(separator)q closes the room"
                              : "Waiting for players\(separator)q closes the room")
            : lobby.isOver ? "The game is over\(separator)q leaves"
            : "Waiting for the host to start\(separator)q leaves"
    }

    /// The screen-reader mode's line in the lobby, within 79 columns: its
    /// news (`Lobby.note`), who is here, what the keys do; shorter forms
    /// when the names are long. No countdown: it would change every second.
    package static func line(_ lobby: Lobby, context: ViewContext) -> String {
        let here = lobby.seats.filter { $0.kind != .empty }.map { ($0.name ?? "").sanitizedForTerminal }
        let room = "Room \(lobby.room.sanitizedForTerminal), \(lobby.board.name)"
        let keys = hint(lobby, separator: " · ").replacing(" · ", with: "; ")
        let note = lobby.note.map { $0.sanitizedForTerminal + ". " } ?? ""
        let names = here.joined(separator: ", ")
        return Announcer.fitting([note + room + ": " + names + ". " + keys,
                                  note + room + ", \(here.count) here: " + names + ". " + keys,
                                  note + "\(here.count) here. " + keys,
                                  note + keys])
    }
}
