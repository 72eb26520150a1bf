extension ScoreTable {
    /// The index in `board`'s ranking (0 is best) of the game of `moves`,
    /// `seconds` and `seed` just saved; nil when it is not in the top
    /// `limit`. The win screen asks it of the table as saved, to show the
    /// game's rank and mark its row.
    ///
    /// The last such record: a game ties an earlier one of the same moves
    /// and time behind it (earlier ranks first), and the seed tells the game
    /// from others of the same moves and time. Only a game of the same seed,
    /// moves and time saved before, with this one cut from a full table, is
    /// taken for it.
    package func index(ofGame moves: Int, seconds: Int, seed: UInt64, on board: Board) -> Int? {
        ranking(for: board).lastIndex { ($0.moves, $0.seconds, $0.seed) == (moves, seconds, seed) }
    }
}
