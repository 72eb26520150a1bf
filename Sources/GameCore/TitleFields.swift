/// The fields of `GameState` that change a few times a game at most: the
/// daily mark, the scores, the warning, the title's lineups and a waiting
/// game. `GameState` keeps them in one `Box`, so that copying a state (the
/// store does twice per action) retains one reference for all of them.
///
/// `GameState`'s accessors of the same names are the only way in; its
/// `Equatable`, `Codable` and mirror list these fields as its own, so the
/// box shows nowhere (GameState+Coding.swift).
struct TitleFields: Equatable, Sendable {
    var daily: String?
    var scores = ScoreTable()
    var warning: String?
    var titleLineups: TitleLineups
    var waitingGame: ResumableGame?

    /// The fields behind one shared, immutable reference: a change stores a
    /// new box (`GameState.changeTitle(_:)`), so a box is never written
    /// while another state holds it.
    final class Box: Equatable, Sendable {
        let fields: TitleFields

        init(_ fields: TitleFields) { self.fields = fields }

        /// The same box, or boxes with equal fields.
        static func == (lhs: Box, rhs: Box) -> Bool {
            lhs === rhs || lhs.fields == rhs.fields
        }
    }
}
