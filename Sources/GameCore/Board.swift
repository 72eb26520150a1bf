/// The grid a game is dealt on: rows × columns, an even number of cards, from
/// 2×2 to 12×12. Three sizes have names (the difficulties of 1.0): easy 2×4,
/// medium 3×4 and hard 4×5.
///
/// Files and flags spell a board by its `name`: `medium` for a named size,
/// `6x8` (rows, then columns) for any other. The scores file and recordings
/// keep that name under their old key, `difficulty`, so every file written
/// before boards had sizes still reads.
package struct Board: Hashable, Sendable {
    /// Rows of cards.
    package let rows: Int
    /// Cards in a row.
    package let columns: Int

    /// 8 cards, 4 pairs.
    package static let easy = Board(checkedRows: 2, columns: 4)
    /// 12 cards: the classic six animals.
    package static let medium = Board(checkedRows: 3, columns: 4)
    /// 20 cards, 10 pairs.
    package static let hard = Board(checkedRows: 4, columns: 5)
    /// The named boards, easier first, as on the title screen.
    package static let presets: [Board] = [.easy, .medium, .hard]
    /// The title's custom size until one is chosen: 16 cards, one more
    /// row than hard.
    package static let customDefault = Board(checkedRows: 4, columns: 4)
    /// The rows or columns a board may have.
    package static let sides = 2...12
    /// The largest board: every animal dealt once as a pair.
    package static let largest = Board(checkedRows: sides.upperBound, columns: sides.upperBound)
    /// What a flag or a file may say, for messages.
    package static let allowed = "easy, medium, hard or RxC (rows x columns, 2 to 12 each, an even number of cards)"

    private init(checkedRows rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// A board of `rows` × `columns`, or nil when either is outside 2...12
    /// or the cards would not pair up.
    package init?(rows: Int, columns: Int) {
        guard Self.sides.contains(rows), Self.sides.contains(columns), (rows * columns).isMultiple(of: 2) else {
            return nil
        }
        self.init(checkedRows: rows, columns: columns)
    }

    /// The board a flag or a file names: `easy`, `medium`, `hard`, or
    /// `RxC` such as `6x8` (`X` and `×` too, so `4×4` as the docs write a
    /// size reads); nil for anything else. A number has one spelling: `04x04`
    /// is no board, as a leading zero is nowhere written by the program.
    package init?(name: String) {
        if let preset = Self.presets.first(where: { $0.presetName == name }) {
            self = preset
            return
        }
        let parts = name.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) && $0.first != "0" }),
              let rows = Int(parts[0]), let columns = Int(parts[1]) else { return nil }
        self.init(rows: rows, columns: columns)
    }

    /// `easy`, `medium` or `hard` for a named board, else nil.
    package var presetName: String? {
        switch (rows, columns) {
        case (2, 4): "easy"
        case (3, 4): "medium"
        case (4, 5): "hard"
        default: nil
        }
    }

    /// How files, flags and screens name the board: `medium`, `6x8`.
    package var name: String { presetName ?? "\(rows)x\(columns)" }

    /// The board `step` rows (`.rows`) or columns (`.columns`) on, going
    /// round from 12 to 2 and back, past the sizes whose cards would not
    /// pair up: 3 rows of 5 columns is skipped for 4.
    package func stepped(_ side: Side, by step: Int) -> Board {
        let count = Self.sides.count
        var board = self
        for _ in 0..<count {
            let value = side == .rows ? board.rows : board.columns
            let next = Self.sides.lowerBound
                + ((value - Self.sides.lowerBound + step) % count + count) % count
            board = Board(checkedRows: side == .rows ? next : board.rows,
                          columns: side == .columns ? next : board.columns)
            if board.cardCount.isMultiple(of: 2) { return board }
        }
        return self
    }

    /// One side of a board.
    package enum Side: Sendable { case rows, columns }

    /// Cards in a deal.
    package var cardCount: Int { rows * columns }

    /// Pairs in a deal.
    package var pairCount: Int { cardCount / 2 }

    /// The animals dealt (one pair each), always including the ducks.
    package var animals: [Animal] { Array(Animal.allCases.prefix(pairCount)) }
}

extension Board: Comparable {
    /// Fewer cards first, then fewer rows: the named boards keep 1.0's order.
    package static func < (lhs: Board, rhs: Board) -> Bool {
        (lhs.cardCount, lhs.rows) < (rhs.cardCount, rhs.rows)
    }
}

extension Board: CustomStringConvertible {
    package var description: String { name }
}

extension Board: Codable {
    /// A board is written as its name, a string, as 1.0 wrote a difficulty.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let board = Board(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(name)\" is not a board: \(Board.allowed)")
        }
        self = board
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
