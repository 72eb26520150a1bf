/// The fields of `GameState` that last across games and change a few times
/// a session at most: the score table, the warning, the title's lineups and
/// a waiting game. `GameState` keeps them in one `Box`, so that copying a
/// state (the store does twice per action) retains one reference for all
/// of them (docs/performance.md).
///
/// `GameState`'s accessors of the same names are the only way in, and
/// they follow one rule (`changeLasting`); its mirror lists these fields as
/// its own, so the box shows nowhere in a diff (GameState+Mirror.swift).
struct LastingFields: Equatable, Sendable {
    var scores = ScoreTable()
    var warning: String?
    var titleLineups: TitleLineups
    var waitingGame: Round?

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
