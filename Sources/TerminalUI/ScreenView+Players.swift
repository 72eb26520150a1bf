import GameCore

/// The game header when several play: every player's pairs on the left,
/// the player to move marked (`▶`, or `>` in ASCII) and in reverse video,
/// so the turn shows without colour; the game's figures on the right.
extension ScreenView {
    static func drawScoreboard(_ frame: inout Frame, _ state: Round, _ context: ViewContext) {
        let gap = "  "
        let line = { (cells: Int) in
            PlayerText.scoreboard(state, cells: cells, context.glyphs).joined(separator: gap)
        }
        let longest = state.players.map { DisplayWidth.of($0.name) }.max() ?? 1
        // The figures shorten before names are cut below eight cells; the
        // shortest figures go with whatever length of name fits.
        let figures = shorterFigures(state)
        var chosen = (figures: figures.last ?? "", cells: 1)
        for (index, text) in figures.enumerated() {
            let isLast = index == figures.count - 1
            // A margin each side and two columns between names and figures.
            let room = frame.width - DisplayWidth.of(text) - 4
            if let cells = PlayerText.cells(fitting: room, fewest: isLast ? 1 : min(8, longest), line) {
                chosen = (text, cells)
                break
            }
        }
        var column = 1
        for (index, entry) in PlayerText.scoreboard(state, cells: chosen.cells, context.glyphs).enumerated() {
            if index > 0 { column = frame.put(gap, row: 0, column: column) }
            let style = index == state.turn ? CellStyle(bold: true, reverse: true) : CellStyle.plain
            column = frame.put(entry, row: 0, column: column, style: style)
        }
        frame.putRight(chosen.figures, row: 0, style: .strong)
    }

    /// The header's figures, longest first: the solo header's
    /// (`statusFigures`), then without the moves, then the bare numbers.
    private static func shorterFigures(_ state: Round) -> [String] {
        let pairs = "\(state.pairsFound)/\(state.board.pairCount)", time = clockText(state.elapsedSeconds)
        return [statusFigures(state), "Pairs: \(pairs)  Time: \(time)", "\(pairs)  \(time)"]
    }

    /// `Moves: 3  Pairs: 1/10  Time: 0:02`: the figures of every game header.
    static func statusFigures(_ state: Round) -> String {
        "Moves: \(state.moves)  Pairs: \(state.pairsFound)/\(state.board.pairCount)"
            + "  Time: \(clockText(state.elapsedSeconds))"
    }
}
