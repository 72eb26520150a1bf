import GameCore

/// Where the cards of a game sit on a screen of some size.
///
/// The grid's shape is fixed per board (so the arrow keys always move
/// the same way); the card size is the richest that fits, so 80×24 shows hard
/// with full cards, a smaller terminal or a larger board gets smaller ones
/// (down to a label and a face: 12×12 at 80×24), and a larger terminal
/// larger ones again. A bordered card then grows to the largest width and
/// height the screen has room for, its face and name centred inside its
/// border, so a large terminal is filled rather than left blank; a one-line
/// card grows in width only.
package struct BoardLayout: Equatable, Sendable {
    /// Card sizes, largest first.
    package enum CardSize: CaseIterable, Sendable {
        /// Bordered, 15×5: face, name and art.
        case large
        /// Bordered, 11×3: the name (with a second inner row the face
        /// above it, with a third the "matched" caption below).
        case compact
        /// Bordered, 7×3: the label in the border, the face (emoji or a
        /// two-letter ASCII one) inside (the name below it when taller).
        case small
        /// One line: the label, a mark, the name (10 wide with one key).
        case tiny
        /// One line: the label, a mark, the face (5 wide with two keys).
        case mini

        /// The fewest columns of a card whose label takes `labelWidth`
        /// columns: the one-line cards grow by the label, the bordered ones
        /// hold it.
        package func width(labelWidth: Int) -> Int {
            switch self {
            case .large: 15
            case .compact: 11
            case .small: 7
            case .tiny: labelWidth + 1 + 8
            case .mini: labelWidth + 1 + 2
            }
        }

        /// The fewest rows of a card of this size.
        package var height: Int {
            switch self {
            case .large: 5
            case .compact, .small: 3
            case .tiny, .mini: 1
            }
        }

        /// The one-line sizes (the rest have a border).
        package var isOneLine: Bool { height == 1 }
    }

    /// Rows the game screen keeps for itself: two above the grid, one below.
    package static let chromeRows = 3
    /// Columns between cards.
    package static let gap = 1

    package let columns: Int
    package let rows: Int
    package let cardSize: CardSize
    /// Columns of one card: at least `cardSize`'s for this board's labels,
    /// more when the screen has room.
    package let cardWidth: Int
    /// Rows of one card: at least `cardSize`'s (always 1 on a one-line
    /// card), more when the screen has room.
    package let cardHeight: Int
    /// The screen row and column of the first card's top-left corner.
    package let top: Int
    package let left: Int

    /// The grid's shape for a board: columns × rows.
    package static func shape(_ board: Board) -> (columns: Int, rows: Int) {
        (board.columns, board.rows)
    }

    /// The largest layout of `board` that fits a screen of
    /// `screenRows` × `screenColumns`, or nil when none does: the richest
    /// card size whose fewest columns and rows fit, grown to the room there is.
    package static func fit(_ board: Board, screenRows: Int, screenColumns: Int) -> BoardLayout? {
        let (columns, rows) = shape(board)
        let labelWidth = CardLabels(board).width
        // The most each card can have: the screen shared out, less the gaps and the chrome.
        let roomWidth = (screenColumns - (columns - 1) * gap) / columns
        let roomHeight = (screenRows - chromeRows) / rows
        for size in CardSize.allCases {
            guard size.width(labelWidth: labelWidth) <= roomWidth, size.height <= roomHeight else { continue }
            let cardWidth = roomWidth, cardHeight = size.isOneLine ? 1 : roomHeight
            let width = columns * cardWidth + (columns - 1) * gap
            let spare = screenRows - chromeRows - rows * cardHeight
            return BoardLayout(columns: columns, rows: rows, cardSize: size, cardWidth: cardWidth,
                               cardHeight: cardHeight, top: 2 + spare / 2, left: (screenColumns - width) / 2)
        }
        return nil
    }

    /// The smallest screen a game of `board` fits: its mini layout, the
    /// narrowest and lowest of all.
    package static func minimumSize(_ board: Board) -> (rows: Int, columns: Int) {
        let (columns, rows) = shape(board)
        let size = CardSize.mini
        let width = size.width(labelWidth: CardLabels(board).width)
        return (rows * size.height + chromeRows, columns * width + (columns - 1) * gap)
    }

    /// Top-left corner of card `id`.
    package func origin(of id: Int) -> (row: Int, column: Int) {
        (top + (id / columns) * cardHeight, left + (id % columns) * (cardWidth + Self.gap))
    }

    /// The card drawn at a screen position, if any (for mouse clicks).
    package func card(atRow row: Int, column: Int) -> Int? {
        guard row >= top, column >= left else { return nil }
        let gridRow = (row - top) / cardHeight
        let step = cardWidth + Self.gap
        let gridColumn = (column - left) / step
        guard gridRow < rows, gridColumn < columns, (column - left) % step < cardWidth else { return nil }
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
