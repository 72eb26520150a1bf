import GameCore

/// Where the cards of a game sit on a screen of some size.
///
/// The grid's shape is fixed per board (so the arrow keys always move
/// the same way); the card size is the largest that fits, so 80×24 shows hard
/// with full cards and a smaller terminal gets smaller ones.
package struct BoardLayout: Equatable, Sendable {
    /// Card sizes, largest first.
    package enum CardSize: CaseIterable, Sendable {
        /// Bordered, 15×5: face, name and art.
        case large
        /// Bordered, 11×3: the name, the emoji in the bottom border.
        case compact
        /// One line, 10 wide: the key and the name.
        case tiny

        package var width: Int {
            switch self {
            case .large: 15
            case .compact: 11
            case .tiny: 10
            }
        }

        package var height: Int {
            switch self {
            case .large: 5
            case .compact: 3
            case .tiny: 1
            }
        }
    }

    /// Rows the game screen keeps for itself: two above the grid, one below.
    package static let chromeRows = 3
    /// Columns between cards.
    package static let gap = 1

    package let columns: Int
    package let rows: Int
    package let cardSize: CardSize
    /// The screen row and column of the first card's top-left corner.
    package let top: Int
    package let left: Int

    /// The grid's shape for a board: columns × rows.
    package static func shape(_ board: Board) -> (columns: Int, rows: Int) {
        (board.columns, board.rows)
    }

    /// The largest layout of `board` that fits a screen of
    /// `screenRows` × `screenColumns`, or nil when none does.
    package static func fit(_ board: Board, screenRows: Int, screenColumns: Int) -> BoardLayout? {
        let (columns, rows) = shape(board)
        for size in CardSize.allCases {
            let width = columns * size.width + (columns - 1) * gap
            let height = rows * size.height
            guard width <= screenColumns, height + chromeRows <= screenRows else { continue }
            let spare = screenRows - chromeRows - height
            return BoardLayout(columns: columns, rows: rows, cardSize: size,
                               top: 2 + spare / 2, left: (screenColumns - width) / 2)
        }
        return nil
    }

    /// The smallest screen a game of `board` fits: its tiny layout.
    package static func minimumSize(_ board: Board) -> (rows: Int, columns: Int) {
        let (columns, rows) = shape(board)
        let size = CardSize.tiny
        return (rows * size.height + chromeRows, columns * size.width + (columns - 1) * gap)
    }

    /// Top-left corner of card `id`.
    package func origin(of id: Int) -> (row: Int, column: Int) {
        (top + (id / columns) * cardSize.height, left + (id % columns) * (cardSize.width + Self.gap))
    }

    /// The card drawn at a screen position, if any (for mouse clicks).
    package func card(atRow row: Int, column: Int) -> Int? {
        guard row >= top, column >= left else { return nil }
        let gridRow = (row - top) / cardSize.height
        let step = cardSize.width + Self.gap
        let gridColumn = (column - left) / step
        guard gridRow < rows, gridColumn < columns, (column - left) % step < cardSize.width else { return nil }
        return gridRow * columns + gridColumn
    }

    /// The card the highlight moves to from `id` one step in a direction,
    /// staying put at an edge.
    package func neighbour(of id: Int, rowStep: Int, columnStep: Int, cardCount: Int) -> Int {
        let row = id / columns + rowStep, column = id % columns + columnStep
        guard row >= 0, row < rows, column >= 0, column < columns else { return id }
        let next = row * columns + column
        return next < cardCount ? next : id
    }
}
