import GameCore

/// Tells the game when the terminal stops or starts being large enough to
/// show it, since the game clock stops while the player cannot see the
/// board. The size decision is `ScreenView.fits`, the one the view draws by.
enum FitSignal {
    /// `terminalFitChanged` when the screen described by `context` fits
    /// `state` otherwise than the state last heard; nil when nothing changed.
    static func action(for state: GameState, in context: ViewContext) -> GameAction? {
        let fits = ScreenView.fits(state, rows: context.rows, columns: context.columns)
        return fits == state.terminalFits ? nil : .terminalFitChanged(fits: fits)
    }
}
