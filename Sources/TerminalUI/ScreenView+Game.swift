import GameCore

/// The game screen: a status line, the cue line, the grid, the key hints.
/// Paused hides the grid.
extension ScreenView {
    static func drawGame(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        drawStatus(&frame, state, context)
        if state.isQuacking {
            frame.center(context.emoji ? "🦆 Quack! 🦆" : "Quack!", row: 1,
                         style: CellStyle(color: .magenta, bold: true))
        }
        if let layout = BoardLayout.fit(state.difficulty, screenRows: context.rows, screenColumns: context.columns) {
            if state.screen == .paused {
                drawPaused(&frame, layout, context)
            } else {
                for card in state.cards {
                    frame.drawCard(card, letter: cardLetters[card.id], at: layout.origin(of: card.id),
                                   size: layout.cardSize, highlighted: card.id == state.focus, context: context)
                }
            }
        }
        if context.replay == nil {
            drawHints(&frame, state, context)
        }
    }

    /// `Three Ducks · medium` on the left, `Moves: 3  Pairs: 1/6  Time: 0:07` on the right.
    private static func drawStatus(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let stats = "Moves: \(state.moves)  Pairs: \(state.pairsFound)/\(state.difficulty.pairCount)"
            + "  Time: \(clockText(state.elapsedSeconds))"
        let name = "Three Ducks", detail = "\(context.glyphs.separator)\(state.difficulty.rawValue)"
        // The name gives way to the figures on a narrow screen.
        if DisplayWidth.of(name + detail + stats) + 3 <= frame.width {
            let end = frame.put(name, row: 0, column: 1, style: CellStyle(color: .magenta, bold: true))
            frame.put(detail, row: 0, column: end, style: .faint)
        }
        frame.putRight(stats, row: 0, style: .strong)
    }

    private static func drawPaused(_ frame: inout Frame, _ layout: BoardLayout, _ context: ViewContext) {
        let middle = layout.top + layout.rows * layout.cardSize.height / 2 - 1
        frame.center("Paused", row: middle, style: CellStyle(color: .cyan, bold: true))
        frame.center("the cards are hidden and the clock is stopped", row: middle + 1, style: .faint)
        frame.center("p to resume", row: middle + 2, style: .strong)
    }

    private static func drawHints(_ frame: inout Frame, _ state: GameState, _ context: ViewContext) {
        let g = context.glyphs, s = g.separator
        let hints = state.screen == .paused
            ? ["p resume\(s)? keys\(s)q give up"]
            : ["\(g.letterRange) flip\(s)\(g.arrows) move\(s)Enter flip\(s)p pause\(s)? keys\(s)q give up",
               "\(g.letterRange) flip\(s)p pause\(s)? keys\(s)q give up",
               "p pause\(s)? keys\(s)q give up"]
        frame.centerFirstFitting(hints, row: context.rows - 1, style: .faint)
    }

    /// The key help, in a box over whatever screen is showing.
    static func drawHelp(_ frame: inout Frame, _ context: ViewContext) {
        let g = context.glyphs
        let lines: [(String, String)] = [
            ("\(g.letterRange) (not p, q)", "flip that card"),
            (context.unicode ? "← ↑ ↓ →" : "arrow keys", "move the highlight"),
            ("Enter, Space", "flip the highlighted card"),
            ("mouse click", "flip a card, choose, play"),
            ("p", "pause or resume"),
            ("q", "give up (on the title: quit)"),
            (context.unicode ? "← → or 1 2 3" : "left/right, 1 2 3", "difficulty, on the title"),
            ("Enter", "play, or play again"),
            ("Ctrl-C", "quit at once"),
            // Last: on the smallest screen (12 rows) the box has room for one line fewer.
            ("t, Escape", "win screen: to the title"),
        ]
        let keyWidth = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(frame.width, keyWidth + 2 + (lines.map { DisplayWidth.of($0.1) }.max() ?? 0) + 4)
        let height = min(frame.height, lines.count + 4)
        let top = max(0, (frame.height - height) / 2), left = max(0, (frame.width - width) / 2)
        frame.fill(row: top, column: left, width: width, height: height)
        frame.box(row: top, column: left, width: width, height: height, glyphs: g, style: .strong)
        frame.center(" Keys ", row: top, column: left, span: width, style: .strong)
        for (offset, (key, meaning)) in lines.enumerated() where offset + 2 < height - 1 {
            frame.put(key, row: top + 1 + offset, column: left + 2, style: .strong)
            frame.put(meaning, row: top + 1 + offset, column: left + 4 + keyWidth)
        }
        frame.center("any key closes this", row: top + height - 2, column: left, span: width, style: .faint)
    }
}
