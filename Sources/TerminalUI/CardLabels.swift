import GameCore

/// The keys that name the cards of a board, printed on the cards and typed
/// to flip them.
///
/// A board of up to 20 cards names each card by one letter
/// (`ScreenView.cardLetters`, which jump over p and q). A larger board names
/// each card by two keys, its row's and then its column's, both from the
/// first twelve of those letters (a to l): no command key of any screen is
/// among them, and twelve is the most rows or columns a board has.
package struct CardLabels: Equatable, Sendable {
    package let board: Board

    package init(_ board: Board) {
        self.board = board
    }

    /// The keys of rows and of columns on a two-key board: row (or column)
    /// n is `lineKeys[n]`.
    package static let lineKeys: [Character] = Array(ScreenView.cardLetters.prefix(Board.sides.upperBound))

    /// Cards are named by two keys: the board has more cards than letters.
    package var isTwoKey: Bool { board.cardCount > ScreenView.cardLetters.count }

    /// Columns a label takes on a card: 1 or 2.
    package var width: Int { isTwoKey ? 2 : 1 }

    /// The label of card `id`: `c`, or `bf` (row b, column f).
    package func label(of id: Int) -> String {
        guard isTwoKey else { return String(ScreenView.cardLetters[id]) }
        return String([Self.lineKeys[id / board.columns], Self.lineKeys[id % board.columns]])
    }

    /// The card a letter flips on a one-key board.
    package func card(letter: Character) -> Int? {
        guard !isTwoKey, let id = ScreenView.cardLetters.firstIndex(of: letter), id < board.cardCount else {
            return nil
        }
        return id
    }

    /// The row a first key chooses on a two-key board.
    package func row(key: Character) -> Int? {
        guard isTwoKey, let row = Self.lineKeys.firstIndex(of: key), row < board.rows else { return nil }
        return row
    }

    /// The card a second key names in `row` on a two-key board.
    package func card(row: Int, key: Character) -> Int? {
        guard isTwoKey, row < board.rows, let column = Self.lineKeys.firstIndex(of: key),
              column < board.columns else { return nil }
        return row * board.columns + column
    }

    /// The row keys of this board (`a`…), for hints.
    var rowKeys: ArraySlice<Character> { Self.lineKeys.prefix(board.rows) }

    /// The column keys of this board, for hints.
    var columnKeys: ArraySlice<Character> { Self.lineKeys.prefix(board.columns) }
}
