import GameCore

/// The view: a pure function from the game's state to the frame a screen of
/// some size should show. No terminal, no clock; tests render every screen
/// into text.
package enum ScreenView {
    /// The key letters, in grid order: a to v without p and q, which pause
    /// and quit. A board of more cards names them by two keys (`CardLabels`).
    package static let cardLetters: [Character] = Array("abcdefghijklmnorstuv")

    /// The frame for `state` on a screen described by `context`.
    package static func frame(_ state: GameState, context: ViewContext) -> Frame {
        var frame = Frame(width: context.columns, height: context.rows)
        if context.screenReader, context.replay == nil {
            // Nothing on the screen moves but the line: no board, borders
            // or counters to be read out when they are redrawn. The keys
            // read the board (`Announcer.read`); the help is plain lines.
            if state.dialog == .help, fits(state, rows: context.rows, columns: context.columns) {
                drawHelp(&frame, state, context)
            }
            drawAnnouncement(&frame, state, context)
            return frame
        }
        guard fits(state, rows: context.rows, columns: context.columns) else {
            drawTooSmall(&frame, state, needed: minimumSize(state), context: context)
            return frame
        }
        if let round = state.round {
            if round.phase == .won {
                drawWon(&frame, state, round, context)
            } else {
                drawGame(&frame, state, round, context)
            }
        } else {
            drawTitle(&frame, state, context)
        }
        if let replay = context.replay {
            drawReplayStatus(&frame, replay, context)
        }
        if state.dialog == .help {
            drawHelp(&frame, state, context)
        }
        return frame
    }

    /// A screen of `rows` × `columns` shows `state`; otherwise it shows
    /// "Terminal too small", clicks land on nothing, and the game is told
    /// (`FitSignal`) so that its clock stops.
    package static func fits(_ state: GameState, rows: Int, columns: Int) -> Bool {
        let needed = minimumSize(state)
        return rows >= needed.rows && columns >= needed.columns
    }

    /// The smallest screen `state` can be shown on.
    package static func minimumSize(_ state: GameState) -> (rows: Int, columns: Int) {
        let text = (rows: 12, columns: 44)
        switch state.screen {
        case .title, .won:
            return text
        case .playing, .paused:
            let board = BoardLayout.minimumSize(state.board)
            return (board.rows, max(board.columns, text.columns))
        }
    }

    /// "Terminal too small", what needs how much (a game names its board,
    /// whose size sets it), what the terminal has, and what to do.
    private static func drawTooSmall(_ frame: inout Frame, _ state: GameState, needed: (rows: Int, columns: Int),
                                     context: ViewContext) {
        let x = context.unicode ? "×" : "x"
        let what = state.isInGame ? "this \(state.board.name) board" : "this screen"
        let lines = [
            "Terminal too small",
            "\(what) needs \(needed.columns)\(x)\(needed.rows);",
            "the terminal is \(context.columns)\(x)\(context.rows)",
            "enlarge it to go on",
        ]
        let top = max(0, (context.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = frame.center(line, row: top + offset, style: offset == 0 ? .strong : .plain)
            if offset == 0, top < context.rows, context.columns > 0 {
                frame.cursor = Frame.Position(row: top, column: min(column, context.columns - 1))
            }
        }
    }

    /// The screen-reader mode's line (`Announcer`), from its first column,
    /// with the cursor at its start: on the bottom row, or the row above
    /// it, by turns (`ViewContext.announcementCount`), the other row left
    /// blank, so that every new line is written whole on a blank row and
    /// the cursor changes row. A line longer than the screen is wide (only
    /// on a screen narrower than 80 columns: every line fits 79) goes on
    /// downwards from its start.
    static func drawAnnouncement(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        drawLine(&frame, announcementText(state, context), context)
    }

    /// Draws `text` as the screen-reader mode's line, as `drawAnnouncement`
    /// does: the game's, and the lobby's (`LobbyView`).
    static func drawLine(_ frame: inout Frame, _ text: String, _ context: ViewContext) {
        let text = text.sanitizedForTerminal
        let lines = text.wrapped(to: max(1, context.columns - 1), limit: max(1, context.rows - 1))
        let top = max(0, context.rows - lines.count - (context.announcementCount.isMultiple(of: 2) ? 0 : 1))
        let slots = max(0, context.rows - lines.count - 1)
        frame.fill(row: slots, column: 0, width: context.columns, height: context.rows - slots)
        let isOdd = !context.announcementCount.isMultiple(of: 2)
        for (offset, line) in lines.enumerated() {
            let end = frame.put(line, row: top + offset, column: 0, style: .strong)
            // On the upper row the line ends in a no-break space (a full
            // stop without UTF-8), which shows nothing: a line said again
            // then differs from its row before in its characters, so curses
            // writes it anew rather than scrolling the screen by a row to
            // move it there (a scroll a pty reader would not hear).
            if isOdd { frame.put(context.unicode ? "\u{A0}" : ".", row: top + offset, column: end, style: .strong) }
        }
        frame.cursor = Frame.Position(row: top, column: 0)
    }

    /// The line said now: what the screen is when the view decides it (too
    /// small; the help's page, which the run loop turns), else the news kept.
    static func announcementText(_ state: GameState, _ context: ViewContext) -> String {
        if !fits(state, rows: context.rows, columns: context.columns) {
            let needed = minimumSize(state)
            return "Terminal too small: it needs \(needed.columns) by \(needed.rows), it is \(context.columns) by "
                + "\(context.rows); enlarge it to go on"
        }
        if let edit = context.nameEdit, state.screen == .title, state.overlay == nil {
            // A name being typed, kept by the run loop: said as it stands, with its problem.
            let name = edit.text.isEmpty ? "empty" : edit.text
            return "Player \(edit.seat + 1)'s name: \(name)" + (edit.problem.map { ". \($0)" } ?? "")
                + ". Enter keeps it, Escape gives it up"
        }
        if state.dialog == .help {
            let help = helpPages(state, context)
            let page = help.clamped(context.helpPage)
            guard help.count > 1 else { return "Keys, one a line above; any key closes the help" }
            return "Keys, page \(page + 1) of \(help.count), above; "
                + (page + 1 < help.count ? "Space for more" : "any key closes")
        }
        return context.announcement ?? Announcer.situation(state)
    }

    /// The replay's status line replaces the bottom row.
    private static func drawReplayStatus(_ frame: inout Frame, _ replay: ReplayStatus, _ context: ViewContext) {
        let row = context.rows - 1
        frame.fill(row: row, column: 0, width: context.columns, height: 1)
        let state = replay.isFinished ? "replay finished" : replay.isPaused ? "replay paused" : "replaying"
        let sep = context.glyphs.separator
        // Int(exactly:) is nil, not a trap, for a speed past Int's range.
        let speed = Int(exactly: replay.speed).map(String.init) ?? String(replay.speed)
        let names = KeyNames(unicode: context.unicode, board: .medium)
        // Space says what it will do: play a paused replay, pause a playing one.
        let hints = KeyTable.replay.map { binding in
            binding.action == .pauseToggled && replay.isPaused ? binding.hinted("play") : binding
        }.compactMap { $0.hintText(names) }
        let keys = KeyTable.replay.compactMap { $0.keys.first?.name(names, short: true) }
        frame.centerFirstFitting(
            [(["\(state) at \(speed)x"] + hints).joined(separator: sep), ([state] + keys).joined(separator: sep)],
            row: row, style: CellStyle(color: .cyan, bold: true))
    }
}
