/// A daily game by its date and board: what the dealer counts to deal the
/// daily deal once a date and board (`GameState.dailiesDealt`).
package struct DailyGame: Hashable, Sendable {
    /// The UTC date, as `2026-11-23`.
    package var date: String
    /// The board it was dealt on.
    package var board: Board

    package init(date: String, board: Board) { (self.date, self.board) = (date, board) }
}
