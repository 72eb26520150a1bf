import GameCore

/// The title and end screens: centred text.
extension ScreenView {
    static func drawTitle(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let layout = TitleLayout(rows: context.rows, columns: context.columns, custom: state.customBoard)
        let names = context.keyNames(state), sep = context.glyphs.separator
        if !layout.isCompact {
            frame.center(context.emoji ? "🦆🦆🦆" : "<(')<(')<(')", row: layout.top,
                         style: CellStyle(color: .magenta))
            frame.center("a card-matching memory game", row: layout.nameRow + 1, style: .faint)
        }
        frame.center("Three Ducks", row: layout.nameRow, style: CellStyle(color: .magenta, bold: true))
        var typingPoint: Frame.Position?
        if let edit = context.nameEdit, state.players.indices.contains(edit.seat) {
            typingPoint = drawNameEdit(&frame, edit, layout, context)
        } else {
            frame.center(PlayerText.lineup(state.players, context.glyphs, width: context.columns - 2),
                         row: layout.lineupRow)
            frame.centerFirstFitting(TitleLayout.choiceHints(names, separator: sep, mode: state.mode),
                                     row: layout.choiceHintRow, style: .faint)
        }
        frame.center(bestLine(state), row: layout.bestRow)
        var offerCursor: Frame.Position?
        if let edit = context.nameEdit, state.players.indices.contains(edit.seat) {
            // The keys that act while a name is typed; "Enter to play" would not.
            frame.centerFirstFitting(nameEditHints(context), row: layout.hintRow, style: .strong)
        } else if let game = state.waitingGame {
            offerCursor = Frame.Position(row: layout.hintRow, column: 0)
            // The offer takes the hint line: starting anew is asked first.
            let offer = resumeOffer(game, context)
            let line = offer.first { DisplayWidth.of($0) <= context.columns } ?? offer.last ?? ""
            let start = frame.center(line, row: layout.hintRow, style: CellStyle(color: .yellow, bold: true))
            // The highlighted choice, reversed as the title's chosen board is.
            let choice = highlightedChoice(context)
            if let at = line.indices.first(where: { line[$0...].hasPrefix(choice) }) {
                let column = start + DisplayWidth.of(String(line[..<at]))
                frame.put(choice, row: layout.hintRow, column: column,
                          style: CellStyle(color: .yellow, bold: true, reverse: true))
                offerCursor = Frame.Position(row: layout.hintRow, column: min(column, max(0, context.columns - 1)))
            }
        } else {
            frame.center(TitleLayout.hints(names, separator: sep), row: layout.hintRow, style: .strong)
        }
        let board = drawChoice(&frame, label: TitleLayout.boardLabel, layout.boards, chosen: state.board,
                               row: layout.difficultyRow, layout)
        let mode = drawChoice(&frame, label: TitleLayout.modeLabel, layout.modes, chosen: state.mode,
                              row: layout.modeRow, layout)
        var detail: Frame.Position?
        // The mode's own choice; each choice's keys after it, clickable.
        switch state.mode {
        case .solo:
            break
        case .players:
            detail = drawChoice(&frame, label: TitleLayout.countLabel, layout.counts, chosen: state.players.count,
                                row: layout.detailRow, layout)
        case .computer:
            if let level = TitleLayout.level(state.players) {
                detail = drawChoice(&frame, label: TitleLayout.levelLabel, layout.levels, chosen: level,
                                    row: layout.detailRow, layout)
            }
        }
        if let column = layout.detailHintColumn(state.mode), TitleLayout.level(state.players) != nil || state.mode == .players {
            frame.put(TitleLayout.detailHint(names), row: layout.detailRow, column: column, style: .faint)
        }
        if let column = layout.sizeHintColumn {
            frame.put(TitleLayout.sizeHint(names), row: layout.difficultyRow, column: column, style: .faint)
        }
        drawWarning(&frame, state.warning, row: layout.hintRow + 2)
        // The cursor: on the question asked (a name being typed, the resume
        // offer's highlighted choice), else on the chosen entry of the row
        // last changed (the board's at first; solo has no players row).
        if let typingPoint {
            frame.cursor = typingPoint
        } else {
            let chosen = switch context.titleRow {
            case .board: board
            case .mode: mode ?? board
            case .detail: detail ?? mode ?? board
            }
            frame.cursor = offerCursor ?? chosen
        }
    }

    /// `Player 2's name: bob_` on the lineup's line, the keys (or why the
    /// name cannot be kept) on the line above it. Returns the typing point, the `_`.
    private static func drawNameEdit(_ frame: inout Frame, _ edit: NameEdit, _ layout: TitleLayout,
                                     _ context: ViewContext) -> Frame.Position {
        let label = "Player \(edit.seat + 1)'s name: "
        let room = max(1, context.columns - 2 - DisplayWidth.of(label) - 1)
        // The end of the text shows when it is wider than the screen; the cursor after it.
        let text = String(edit.text.sanitizedForTerminal.reversed()).prefixFitting(room).reversed()
        let line = label + String(text) + "_"
        let start = frame.center(line, row: layout.lineupRow, style: .strong)
        if let problem = edit.problem {
            frame.center(problem.prefixFitting(context.columns - 2), row: layout.choiceHintRow,
                         style: CellStyle(color: .red, bold: true))
        }
        let column = start + DisplayWidth.of(line) - 1
        return Frame.Position(row: layout.lineupRow, column: max(0, min(column, context.columns - 1)))
    }

    /// The hint line while a name is typed, then a shorter one.
    static func nameEditHints(_ context: ViewContext) -> [String] {
        let sep = context.glyphs.separator
        return ["Enter keeps the name\(sep)Esc gives it up\(sep)Backspace deletes", "Enter keeps it\(sep)Esc gives it up",
                "Enter keeps\(sep)Esc"]
    }

    /// `Board:  easy  [medium]  hard`, the chosen one bracketed and reversed;
    /// returns where the chosen one starts (its `[`).
    @discardableResult
    private static func drawChoice<Choice: Equatable>(
        _ frame: inout Frame, label: String, _ items: [(choice: Choice, name: String, columns: ColumnSpan)],
        chosen: Choice, row: Int, _ layout: TitleLayout
    ) -> Frame.Position? {
        frame.put(label, row: row, column: layout.choicesColumn - DisplayWidth.of(label))
        var position: Frame.Position?
        for item in items {
            let isChosen = item.choice == chosen
            if isChosen, item.columns.lowerBound >= 0, item.columns.lowerBound < frame.width {
                position = Frame.Position(row: row, column: item.columns.lowerBound)
            }
            let text = isChosen ? "[\(item.name)]" : " \(item.name) "
            frame.put(text, row: row, column: item.columns.lowerBound,
                      style: isChosen ? CellStyle(bold: true, reverse: true) : CellStyle.plain)
        }
        return position
    }

    private static func bestLine(_ state: GameState) -> String {
        guard let best = state.scores.best(for: state.board) else {
            // Only solo games are scored: "no best yet" promised one to players taking turns (issue 35).
            return state.mode == .solo ? "No best score for \(state.board.name) yet"
                : "Best scores are kept for solo games"
        }
        return "Best \(state.board.name): \(best.moves) moves in \(best.timeText)"
            + " by \(best.name.leading(cells: 20).sanitizedForTerminal.prefixFitting(20))"
    }

    /// The end screen: the headline, the game's moves and time, its rank
    /// or new best, and for a solo game whose score is saved, its board's
    /// top 10 with the game marked (`WonTable`).
    static func drawWon(_ frame: inout Frame, _ state: GameState, _ round: Round, _ context: ViewContext) {
        let sep = context.glyphs.separator
        // Why the score was not saved comes first: a later warning (the
        // history, the journal) is added after it and never hides it.
        let warning = [round.scoreProblem, state.warning].compactMap { $0 }.joinedText(separator: " · ").nilIfEmpty
        var score: [(String, CellStyle)] = []
        // A game of several players is no solo score: no best to claim.
        if round.hasSeveralPlayers {
            score.append(("", .plain))
        } else if round.scoreProblem != nil {
            // Said in the score's own line, which no later warning takes;
            // why, first in the warning lines below.
            score.append(("Score not saved.", CellStyle(color: .red, bold: true)))
        } else if round.isNewBest {
            score.append(("New best!", CellStyle(color: .yellow, bold: true, underline: true)))
        } else if let best = state.scores.best(for: round.board), round.isScoreSaved {
            score.append((rankText(state.scores, round, separator: sep) + "Best: \(best.moves) moves in \(best.timeText)", .plain))
        } else if !round.isScoreSaved {
            // The save runs off the run loop and may wait for another
            // program's lock: this line until its result, which brings the
            // rank and the table, or says it was not saved.
            score.append(("Saving the score" + (context.glyphs.ellipsis == "…" ? "…" : "..."), .faint))
        } else {
            score.append(("", .plain))
        }
        if let daily = round.daily {
            // One line to paste to a friend.
            // On a server's board, its place there (`#3 of 57 on HOST`).
            let standing = round.isScoreSaved ? state.scores.standing.map { sep + $0.text } ?? "" : ""
            score.append((DailyDeal.shareLine(date: daily, board: round.board, moves: round.moves,
                                              seconds: round.elapsedSeconds, separator: sep) + standing, .strong))
        }
        // Across machines the room ends with its game: no key plays again.
        let hints = context.viewer.map { [$0.wonKeys] } ?? hintLines(.won, context.keyNames(state), separator: sep)
        let screen = WonLayout(
            headline: (wonHeadline(round, context), CellStyle(color: .magenta, bold: true)),
            result: [("Moves: \(round.moves)\(sep)Time: \(clockText(milliseconds: round.playedMilliseconds))", .strong),
                     (boardLine(round.board, separator: sep, width: context.columns - 2), .faint)],
            score: score, hints: (hints.first ?? "", .strong),
            table: WonTable(state.scores, round, context), rows: context.rows, hasWarning: warning != nil)
        // The cursor on the headline, the first thing the screen says.
        frame.cursor = screen.draw(&frame)
        drawWarning(&frame, warning, row: screen.top + screen.rows.count + 1)
    }

    /// `You won!` alone; with several players, who won and every player's
    /// pairs, between ducks when they fit.
    private static func wonHeadline(_ state: Round, _ context: ViewContext) -> String {
        guard state.hasSeveralPlayers else { return context.emoji ? "🦆 You won! 🦆" : "You won!" }
        let result = PlayerText.result(state, context.glyphs, width: context.columns - 2)
        let ducks = "🦆 \(result) 🦆"
        return context.emoji && DisplayWidth.of(ducks) <= context.columns - 2 ? ducks : result
    }
}

extension ScreenView {
    /// `medium, 6 pairs · a move is one card turned, 12 at the fewest`: what
    /// the moves above count, when it fits `width`; else the board alone.
    static func boardLine(_ board: Board, separator sep: String, width: Int) -> String {
        let line = "\(board.name), \(board.pairCount) pairs"
        let explained = line + sep + "a move is one card turned, \(board.cardCount) at the fewest"
        return DisplayWidth.of(explained) <= width ? explained : line
    }

    /// `Rank 3 on medium · ` or `Not in the medium top 10 · `: where the game
    /// just won stands on its board's table, as saved: the row its table marks.
    static func rankText(_ scores: ScoreTable, _ round: Round, separator sep: String) -> String {
        // A server's board is larger than its top ten: the place on the whole of it.
        if let standing = scores.standing { return standing.text + sep }
        guard let index = WonTable.gameIndex(scores, round) else {
            return "Not in the \(round.board.name) top \(ScoreTable.limit)" + sep
        }
        return "Rank \(index + 1) on \(round.board.name)" + sep
    }

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

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
