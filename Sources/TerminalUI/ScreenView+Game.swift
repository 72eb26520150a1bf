import GameCore

/// The game screen: a status line, the cue line, the grid, the key hints.
/// Paused hides the grid.
extension ScreenView {
    static func drawGame(_ frame: inout Frame, _ state: GameState, _ round: Round, _ context: ViewContext) {
        drawStatus(&frame, round, context)
        drawCueLine(&frame, state, round, context)
        if let layout = BoardLayout.fit(state.board, screenRows: context.rows, screenColumns: context.columns) {
            if round.phase == .paused {
                drawPaused(&frame, layout, context)
            } else {
                let labels = CardLabels(state.board)
                let typedRow = round.phase == .playing ? context.typedRow : nil
                for card in round.cards {
                    frame.drawCard(card, label: labels.label(of: card.id), at: layout.origin(of: card.id),
                                   layout: layout, highlighted: card.id == round.focus,
                                   rowKeyTyped: typedRow == card.id / layout.columns, context: context)
                }
                frame.cursor = cardCursor(round.focus, layout)
            }
        }
        if context.replay == nil {
            if state.dialog == .giveUpQuestion {
                // The question asked is where the player's attention goes.
                let column = frame.center(giveUpQuestion, row: context.rows - 1,
                                          style: CellStyle(color: .yellow, bold: true))
                frame.cursor = Frame.Position(row: context.rows - 1, column: column)
            } else {
                drawHints(&frame, state, context)
            }
        }
    }

    /// `Three Ducks · medium` (`· daily medium` in the daily game) on the left,
    /// `Moves: 3  Pairs: 1/6  Time: 0:07` on the right.
    /// With several players, every player's pairs instead of the name.
    private static func drawStatus(_ frame: inout Frame, _ round: Round, _ context: ViewContext) {
        if round.hasSeveralPlayers { return drawScoreboard(&frame, round, context) }
        let stats = statusFigures(round)
        let kind = gameKind(round.board, daily: round.daily)
        let name = "Three Ducks", detail = "\(context.glyphs.separator)\(kind)"
        // The name gives way to the figures on a narrow screen.
        if DisplayWidth.of(name + detail + stats) + 3 <= frame.width {
            let end = frame.put(name, row: 0, column: 1, style: CellStyle(color: .magenta, bold: true))
            frame.put(detail, row: 0, column: end, style: .faint)
        }
        frame.putRight(stats, row: 0, style: .strong)
    }

    /// Row 1, the cue line: the quack cue, the status line
    /// (`StatusLine`) and a warning, side by side in that order, centred.
    /// None hides another: on a narrow screen the warning is cut (ending
    /// in an ellipsis), and the status gives way when the warning would
    /// keep fewer than `warningCells` cells; the quack cue stays whole.
    static func drawCueLine(_ frame: inout Frame, _ state: GameState, _ round: Round, _ context: ViewContext) {
        let separator = context.glyphs.separator
        var parts: [(text: String, style: CellStyle)] = []
        if state.isQuacking {
            parts.append((context.emoji ? "🦆 Quack! 🦆" : "Quack!", CellStyle(color: .magenta, bold: true)))
        }
        let room = max(1, context.columns - 2)
        // The status's parts that fit beside the cue, dropped from the end
        // (whose turn goes before what happened).
        var status = StatusLine.parts(round, unicode: context.unicode, viewer: context.viewer)
        let cue = parts.first.map { DisplayWidth.of($0.text) + DisplayWidth.of(separator) } ?? 0
        while status.count > 1, cue + DisplayWidth.of(status.joined(separator: separator)) > room { status.removeLast() }
        if !status.isEmpty {
            parts.append((status.joined(separator: separator), CellStyle(color: .cyan, bold: true)))
        }
        if let warning = state.warning?.leading(cells: room).sanitizedForTerminal {
            // A failure to keep the game (the journal, an abandoned game's
            // history line) is said during play, after the status.
            var used = parts.reduce(0) { $0 + DisplayWidth.of($1.text) + DisplayWidth.of(separator) }
            if room - used < min(DisplayWidth.of(warning), warningCells), parts.count > (state.isQuacking ? 1 : 0) {
                used -= DisplayWidth.of(parts.removeLast().text) + DisplayWidth.of(separator)
            }
            parts.append((warning.prefixFitting(max(1, room - used), ellipsis: context.glyphs.ellipsis),
                          CellStyle(color: .yellow, bold: true)))
        }
        guard !parts.isEmpty else { return }
        let fitted = parts.map { (text: $0.text.prefixFitting(room, ellipsis: context.glyphs.ellipsis), style: $0.style) }
        let width = min(room, fitted.map { DisplayWidth.of($0.text) }.reduce(0, +)
                              + DisplayWidth.of(separator) * (fitted.count - 1))
        var column = max(0, (frame.width - width) / 2)
        for (index, part) in fitted.enumerated() {
            if index > 0 { column = frame.put(separator, row: 1, column: column, style: .faint) }
            column = frame.put(part.text, row: 1, column: column, style: part.style)
        }
    }

    /// The fewest cells of a warning the status line gives way to.
    static let warningCells = 24

    /// Where the cursor rests on the card `id`: at the start of its label,
    /// the `[` of a bordered card's `┌[ab]─┐`, the letter of a one-line
    /// card. The highlight moves it, and so do the computer's flips (they
    /// move the focus).
    static func cardCursor(_ id: Int, _ layout: BoardLayout) -> Frame.Position? {
        guard id >= 0, id < layout.rows * layout.columns else { return nil }
        let origin = layout.origin(of: id)
        return Frame.Position(row: origin.row, column: origin.column + (layout.cardSize.isOneLine ? 0 : 1))
    }

    private static func drawPaused(_ frame: inout Frame, _ layout: BoardLayout, _ context: ViewContext) {
        let middle = layout.top + layout.rows * layout.cardHeight / 2 - 1
        let column = frame.center("Paused", row: middle, style: CellStyle(color: .cyan, bold: true))
        frame.cursor = Frame.Position(row: middle, column: column)
        frame.center("the cards are hidden and the clock is stopped", row: middle + 1, style: .faint)
        frame.center("p to resume", row: middle + 2, style: .strong)
    }

    private static func drawHints(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        if state.screen == .playing, let row = context.typedRow {
            frame.centerFirstFitting(typedRowHints(row, context.keyNames(state), separator: context.glyphs.separator),
                                     row: context.rows - 1, style: .strong)
            return
        }
        let key = GameHintKey(screen: state.screen, unicode: context.unicode, board: state.board)
        // The named boards' lines are built once; another board's on each frame.
        let lines = gameHints[key]
            ?? hintLines(state.screen, context.keyNames(state), separator: context.glyphs.separator)
        frame.centerFirstFitting(lines, row: context.rows - 1, style: .faint)
    }

    /// The hint line while a row key waits for its column key: `row c ·
    /// a–h column · Esc cancel`, from the key table's cancel binding.
    static func typedRowHints(_ row: Int, _ names: KeyNames, separator: String) -> [String] {
        let rowKey = CardLabels.lineKeys[row]
        let columns = names.columnRange
        let cancel = KeyTable.cancelRowKey.hintText(names) ?? ""
        return ["row \(rowKey)\(separator)\(columns) column\(separator)\(cancel)",
                "row \(rowKey)\(separator)\(columns)\(separator)\(cancel)"]
    }

    private struct GameHintKey: Hashable {
        let screen: Screen, unicode: Bool, board: Board
    }

    /// The game screens' hint lines for every look and board, built once
    /// from the key table: the line is drawn every frame.
    private static let gameHints: [GameHintKey: [String]] = {
        var table: [GameHintKey: [String]] = [:]
        for screen in [Screen.playing, .paused] {
            for unicode in [true, false] {
                for board in Board.presets {
                    let glyphs: Glyphs = unicode ? .unicode : .ascii
                    table[GameHintKey(screen: screen, unicode: unicode, board: board)] =
                        hintLines(screen, KeyNames(unicode: unicode, board: board),
                                  separator: glyphs.separator)
                }
            }
        }
        return table
    }()

    /// The hint line of `screen` from the key table, longest first: each
    /// next one drops the hints that give way first on a narrow screen.
    static func hintLines(_ screen: Screen, _ names: KeyNames, separator: String = Glyphs.unicode.separator,
                          leaving: (KeyBinding<KeyAction>) -> Bool = { _ in true }) -> [String] {
        // Esc's hint is on the line shown while a row key waits, not on this one.
        let bindings = KeyTable.bindings(on: screen).filter {
            $0.hint != nil && $0.action != .cancelRowKey && leaving($0)
        }
        let priorities = Set(bindings.map(\.hintPriority)).sorted(by: >)
        return priorities.map { most in
            bindings.filter { $0.hintPriority <= most }.compactMap { $0.hintText(names) }.joinedText(separator: separator)
        }
    }

    /// The help box's rows from the key table: every screen's bindings, a
    /// row two screens share listed once, then the keys outside the map.
    /// Escape's "forget a typed row key" only where cards have two keys.
    static func helpRows(_ names: KeyNames, screenReader: Bool = false) -> [(keys: String, meaning: String)] {
        var rows: [(keys: String, meaning: String)] = []
        let bindings = KeyTable.helpOrder.flatMap { KeyTable.bindings(on: $0) }
            + (screenReader ? KeyTable.reading : [])
            + [KeyTable.giveUpAnswer] + KeyTable.resumeOffer + KeyTable.outside
        for binding in bindings {
            guard let meaning = binding.help, binding.action != .cancelRowKey || names.labels.isTwoKey else { continue }
            let row = (keys: binding.label(names), meaning: meaning)
            if !rows.contains(where: { $0 == row }) { rows.append(row) }
        }
        return rows
    }

    /// How many pages the key help has on this screen and state.
    package static func helpPageCount(_ state: GameState, _ context: ViewContext) -> Int {
        helpPages(state, context).count
    }

    /// The key help's pages on this screen.
    static func helpPages(_ state: GameState, _ context: ViewContext) -> HelpPages {
        // The screen-reader mode keeps the bottom two rows for its line.
        // Its lines, plain, fit the line's width, as the line does.
        HelpPages(helpRows(context.keyNames(state), screenReader: context.screenReader),
                  rows: context.screenReader ? context.rows - 2 : context.rows,
                  columns: context.screenReader ? min(context.columns, Announcer.width) : context.columns,
                  separator: context.glyphs.separator, plain: context.screenReader)
    }

    /// The key help, in a box over whatever screen is showing: the page
    /// `context.helpPage` of it, the page and the key for more in the bottom
    /// border when it has several.
    static func drawHelp(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let g = context.glyphs
        let help = helpPages(state, context)
        let page = help.clamped(context.helpPage)
        if context.screenReader {
            // Plain text, one key a line, nothing drawn around it: a reader reads it as it is.
            frame = Frame(width: frame.width, height: frame.height)
            for (offset, line) in help.pages[page].enumerated() {
                frame.put(line.meaning, row: offset, column: 0)
            }
            if help.count > 1 {
                frame.put(HelpPages.footer(page: page, of: help.count, separator: ", "), row: help.pages[page].count,
                          column: 0)
            }
            return
        }
        let width = help.width, height = help.height
        let top = max(0, (frame.height - height) / 2), left = max(0, (frame.width - width) / 2)
        frame.fill(row: top, column: left, width: width, height: height)
        frame.box(row: top, column: left, width: width, height: height, glyphs: g, style: .strong)
        frame.center(" Keys ", row: top, column: left, span: width, style: .strong)
        // The box covers the screen under it: the cursor goes to its first entry.
        if top + 1 < frame.height, left + 2 < frame.width {
            frame.cursor = Frame.Position(row: top + 1, column: left + 2)
        }
        for (offset, line) in help.pages[page].enumerated() {
            frame.put(line.keys, row: top + 1 + offset, column: left + 2, style: .strong)
            frame.put(line.meaning, row: top + 1 + offset, column: left + 2 + help.keyWidth + HelpPages.gap)
        }
        if help.count > 1 {
            frame.center(" \(HelpPages.footer(page: page, of: help.count, separator: g.separator)) ",
                         row: top + height - 1, column: left, span: width, style: .strong)
        }
    }
}
