import GameCore

/// Where the title screen puts what a click can land on: the difficulty
/// choice and the "Enter to play" hint. The view draws there and the key
/// map hit-tests there, from this one computation.
struct TitleLayout: Equatable {
    /// Lines of the title, top to bottom, as `ScreenView.drawTitle` lays them out.
    static let rowCount = 10
    /// The label before the difficulties.
    static let label = "Difficulty: "
    /// The hint that starts a game; the first part of the last line.
    static var playHint: String {
        KeyTable.bindings(on: .title).first?.hintText(KeyNames(unicode: true, difficulty: .medium)) ?? ""
    }

    /// The first line of the title.
    let top: Int
    /// The line of the difficulty choice.
    var difficultyRow: Int { top + 4 }
    /// The line of the key hints.
    var hintRow: Int { top + Self.rowCount - 1 }
    /// The columns of each difficulty, bracketed or not (the same width).
    let difficulties: [(difficulty: Difficulty, columns: Range<Int>)]
    /// The columns of `playHint` on `hintRow`.
    let playHintColumns: Range<Int>

    /// The last line: the key hints from the key table, centred, the play
    /// hint first. Both separators are three columns wide, so the layout is
    /// the same in Unicode and in ASCII.
    static func hints(_ names: KeyNames, separator: String) -> String {
        ScreenView.hintLines(.title, names, separator: separator) { $0.action != .chooseDifficulty }.first ?? ""
    }

    /// `← → or 1 2 3 to choose`: the difficulty keys, on a line of their own.
    static func choiceHint(_ names: KeyNames) -> String {
        guard let choose = KeyTable.bindings(on: .title).first(where: { $0.action == .chooseDifficulty }) else {
            return ""
        }
        return "\(choose.label(names, joinedBy: " or ")) \(choose.hint ?? "")"
    }

    /// The layout on a screen of `rows` × `columns`.
    init(rows: Int, columns: Int) {
        let hints = Self.hints(KeyNames(unicode: true, difficulty: .medium), separator: Glyphs.unicode.separator)
        top = max(0, (rows - Self.rowCount - 2) / 2)
        let items = Difficulty.allCases.map { (difficulty: $0, width: DisplayWidth.of($0.rawValue) + 2) }
        let width = DisplayWidth.of(Self.label) + items.reduce(0) { $0 + $1.width + 1 }
        var column = max(0, (columns - width) / 2) + DisplayWidth.of(Self.label)
        var difficulties: [(Difficulty, Range<Int>)] = []
        for item in items {
            difficulties.append((item.difficulty, column..<column + item.width))
            column += item.width + 1
        }
        self.difficulties = difficulties
        let hintStart = max(0, (columns - DisplayWidth.of(hints)) / 2)
        playHintColumns = hintStart..<hintStart + DisplayWidth.of(Self.playHint)
    }

    static func == (lhs: TitleLayout, rhs: TitleLayout) -> Bool {
        lhs.top == rhs.top && lhs.playHintColumns == rhs.playHintColumns
            && lhs.difficulties.map(\.difficulty) == rhs.difficulties.map(\.difficulty)
            && lhs.difficulties.map(\.columns) == rhs.difficulties.map(\.columns)
    }

    /// The difficulty drawn at this cell, if any.
    func difficulty(atRow row: Int, column: Int) -> Difficulty? {
        guard row == difficultyRow else { return nil }
        return difficulties.first { $0.columns.contains(column) }?.difficulty
    }

    /// Whether this cell is on the "Enter to play" hint.
    func isOnPlayHint(row: Int, column: Int) -> Bool {
        row == hintRow && playHintColumns.contains(column)
    }
}
