extension ScoreTable {
    /// The place (1 is best) that a game of `moves` and `seconds` holds on
    /// `board`'s table, the first of equal records; nil when it is not in
    /// the top `limit`. The win screen asks it of the table as saved.
    package func rank(moves: Int, seconds: Int, on board: Board) -> Int? {
        ranking(for: board).firstIndex { ($0.moves, $0.seconds) == (moves, seconds) }.map { $0 + 1 }
    }
}
