import GameCore

/// The title and win screens: centred text.
extension ScreenView {
    static func drawTitle(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let layout = TitleLayout(rows: context.rows, columns: context.columns)
        var rows: [(String, CellStyle)] = []
        rows.append((context.emoji ? "🦆🦆🦆" : "<(')<(')<(')", CellStyle(color: .magenta)))
        rows.append(("Three Ducks", CellStyle(color: .magenta, bold: true)))
        rows.append(("a card-matching memory game", .faint))
        rows.append(("", .plain))
        rows.append(("", .plain))  // the board choice, drawn below
        rows.append((TitleLayout.choiceHint(context.keyNames(state)), .faint))
        rows.append(("", .plain))
        rows.append((bestLine(state), .plain))
        rows.append(("", .plain))
        rows.append((TitleLayout.hints(context.keyNames(state), separator: context.glyphs.separator), .strong))
        for (offset, (text, style)) in rows.enumerated() where !text.isEmpty {
            frame.center(text, row: layout.top + offset, style: style)
        }
        if let game = state.waitingGame {
            // The offer takes the hint line: starting anew is asked first.
            frame.centerFirstFitting(resumeOffer(game, context), row: layout.hintRow, style: CellStyle(color: .yellow, bold: true))
        }
        drawBoardChoice(&frame, state.board, layout)
        drawWarning(&frame, state.warning, row: layout.top + TitleLayout.rowCount + 1)
    }

    /// `Board:  easy  [medium]  hard`, the chosen one bracketed and reversed.
    private static func drawBoardChoice(_ frame: inout Frame, _ chosen: Board, _ layout: TitleLayout) {
        let row = layout.difficultyRow
        let first = layout.boards.first?.columns.lowerBound ?? 0
        frame.put(TitleLayout.label, row: row, column: first - DisplayWidth.of(TitleLayout.label))
        for (board, columns) in layout.boards {
            let item = board == chosen ? "[\(board.name)]" : " \(board.name) "
            let style = board == chosen ? CellStyle(bold: true, reverse: true) : CellStyle.plain
            frame.put(item, row: row, column: columns.lowerBound, style: style)
        }
    }

    private static func bestLine(_ state: GameState) -> String {
        guard let best = state.scores.best(for: state.board) else {
            return "No best score for \(state.board.name) yet"
        }
        return "Best \(state.board.name): \(best.moves) moves in \(clockText(best.seconds))"
            + " by \(best.name.leading(cells: 20).sanitizedForTerminal.prefixFitting(20))"
    }

    static func drawWon(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let sep = context.glyphs.separator
        var rows: [(String, CellStyle)] = [
            (context.emoji ? "🦆 You won! 🦆" : "You won!", CellStyle(color: .magenta, bold: true)),
            ("", .plain),
            ("Moves: \(state.moves)\(sep)Time: \(clockText(state.elapsedSeconds))", .strong),
            ("\(state.board.name), \(state.board.pairCount) pairs", .faint),
            ("", .plain),
        ]
        if state.isNewBest {
            rows.append(("New best!", CellStyle(color: .yellow, bold: true, underline: true)))
        } else if let best = state.scores.best(for: state.board), state.isScoreSaved {
            rows.append(("Best: \(best.moves) moves in \(clockText(best.seconds))", .plain))
        } else {
            rows.append(("", .plain))
        }
        rows.append(("", .plain))
        let hints = hintLines(.won, context.keyNames(state), separator: sep)
        rows.append((hints.first ?? "", .strong))
        let top = max(0, (context.rows - rows.count - 2) / 2)
        for (offset, (text, style)) in rows.enumerated() where !text.isEmpty {
            frame.center(text, row: top + offset, style: style)
        }
        drawWarning(&frame, state.warning, row: top + rows.count + 1)
    }
}

extension ScreenView {
    /// A warning (scores unreadable, score not saved), wrapped to the screen
    /// on as many lines as it takes and as there are: it names a file the
    /// player may need to find. Only as much of it as the rows below `row`
    /// can hold is sanitized and wrapped, so a huge warning costs no more.
    static func drawWarning(_ frame: inout Frame, _ warning: String?, row: Int) {
        guard let warning else { return }
        let columns = frame.width - 2, rows = frame.height - row
        guard columns > 0, rows > 0 else { return }
        let text = warning.leading(cells: columns * rows).sanitizedForTerminal
        for (offset, line) in text.wrapped(to: columns, limit: rows).enumerated() {
            frame.center(line, row: row + offset, style: CellStyle(color: .red, bold: true))
        }
    }
}
