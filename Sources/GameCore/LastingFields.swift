/// The fields of `GameState` that last across games and change a few times
/// a session at most: the score table, the warning, the title's lineups, a
/// waiting game and the dailies dealt. `GameState` keeps them in one `Box`,
/// so that copying a state (the store does twice per action) retains one
/// reference for all of them (docs/performance.md).
///
/// `GameState` reads and sets each by name, and every setter follows one
/// rule (`setLasting`); its mirror lists these fields as its own, so the box
/// shows nowhere in a diff (GameState+Mirror.swift).
package struct LastingFields: Equatable, Sendable {
    /// The best scores, shown on the title.
    package var scores = ScoreTable()
    /// A line the player must see (scores file unreadable, score not saved).
    package var warning: String?
    /// Who plays in each mode the title offers.
    package var titleLineups: TitleLineups
    /// A game an earlier run left unfinished, offered on the title.
    package var waitingGame: Round?
    /// The title's fourth board, after the presets: the size last chosen
    /// that has no name (by `--board 6x8`, or on the title), kept for the
    /// session while the player tries the presets.
    package var customBoard = Board.customDefault
    /// The chance, in thousandths, that the computer forgets a card it
    /// remembers each time the turn passes, when not its level's
    /// (`ComputerLevel.forgettingPerMille`): tests give 0 or 1000 to know
    /// exactly what it remembers. Nil in every game a player plays.
    package var computerForgetting: UInt64?
    /// The daily games dealt already, in the order learnt: this session's
    /// (`dailyDealt`, or resumed) and the history's of the day, read when
    /// the daily deal was asked for (`dailiesLoaded`). The dealer deals
    /// each daily deal once.
    package var dailiesDealt: [DailyGame] = []

    init(titleLineups: TitleLineups) { self.titleLineups = titleLineups }

    /// The fields behind one shared, immutable reference: a change stores a
    /// new box, so a box is never written while another state holds it.
    final class Box: Equatable, Sendable {
        let fields: LastingFields

        init(_ fields: LastingFields) { self.fields = fields }

        /// The same box, or boxes with equal fields.
        static func == (lhs: Box, rhs: Box) -> Bool {
            lhs === rhs || lhs.fields == rhs.fields
        }
    }
}
