import GameCore

/// Where the title screen puts what a click can land on: the board
/// choice and the "Enter to play" hint. The view draws there and the key
/// map hit-tests there, from this one computation.
struct TitleLayout: Equatable {
    /// Lines of the title, top to bottom, as `ScreenView.drawTitle` lays them out.
    static let rowCount = 10
    /// The label before the boards.
    static let label = "Board: "
    /// The hint that starts a game; the first part of the last line.
    static var playHint: String {
        KeyTable.bindings(on: .title).first?.hintText(KeyNames(unicode: true, board: .medium)) ?? ""
    }

    /// The first line of the title.
    let top: Int
    /// The line of the board choice.
    var difficultyRow: Int { top + 4 }
    /// The line of the key hints.
    var hintRow: Int { top + Self.rowCount - 1 }
    /// The columns of each board, bracketed or not (the same width).
    let boards: [(board: Board, columns: Range<Int>)]
    /// The columns of `playHint` on `hintRow`.
    let playHintColumns: Range<Int>

    /// The last line: the key hints from the key table, centred, the play
    /// hint first. Both separators are three columns wide, so the layout is
    /// the same in Unicode and in ASCII.
    static func hints(_ names: KeyNames, separator: String) -> String {
        ScreenView.hintLines(.title, names, separator: separator) { $0.action != .chooseBoard }.first ?? ""
    }

    /// `← → or 1 2 3 to choose`: the board keys, on a line of their own.
    static func choiceHint(_ names: KeyNames) -> String {
        guard let choose = KeyTable.bindings(on: .title).first(where: { $0.action == .chooseBoard }) else {
            return ""
        }
        return "\(choose.label(names, joinedBy: " or ")) \(choose.hint ?? "")"
    }

    /// The layout on a screen of `rows` × `columns`.
    init(rows: Int, columns: Int) {
        let hints = Self.hints(KeyNames(unicode: true, board: .medium), separator: Glyphs.unicode.separator)
        top = max(0, (rows - Self.rowCount - 2) / 2)
        let items = Board.presets.map { (board: $0, width: DisplayWidth.of($0.name) + 2) }
        let width = DisplayWidth.of(Self.label) + items.reduce(0) { $0 + $1.width + 1 }
        var column = max(0, (columns - width) / 2) + DisplayWidth.of(Self.label)
        var boards: [(Board, Range<Int>)] = []
        for item in items {
            boards.append((item.board, column..<column + item.width))
            column += item.width + 1
        }
        self.boards = boards
        let hintStart = max(0, (columns - DisplayWidth.of(hints)) / 2)
        playHintColumns = hintStart..<hintStart + DisplayWidth.of(Self.playHint)
    }

    static func == (lhs: TitleLayout, rhs: TitleLayout) -> Bool {
        lhs.top == rhs.top && lhs.playHintColumns == rhs.playHintColumns
            && lhs.boards.map(\.board) == rhs.boards.map(\.board)
            && lhs.boards.map(\.columns) == rhs.boards.map(\.columns)
    }

    /// The board drawn at this cell, if any.
    func board(atRow row: Int, column: Int) -> Board? {
        guard row == difficultyRow else { return nil }
        return boards.first { $0.columns.contains(column) }?.board
    }

    /// Whether this cell is on the "Enter to play" hint.
    func isOnPlayHint(row: Int, column: Int) -> Bool {
        row == hintRow && playHintColumns.contains(column)
    }
}
