import GameCore

/// Where the title screen puts what a click can land on: the board and
/// mode choices and the "Enter to play" hint. The view draws there and the
/// key map hit-tests there, from this one computation.
struct TitleLayout: Equatable {
    /// Lines of the title, top to bottom, as `ScreenView.drawTitle` lays
    /// them out: the ducks, the name and the subtitle, a blank, the board,
    /// the mode, the mode's own choice, the keys that choose, the lineup,
    /// the best score, a blank, the key hints.
    static let rowCount = 12
    /// Lines of the compact title, without the ducks and the subtitle.
    static let compactRowCount = 10
    /// The labels before the boards and the modes, as wide as each other
    /// so that both lists start in one column.
    static let boardLabel = "Board: ", modeLabel = " Mode: "
    /// How the title names each mode.
    static let modeNames: [(choice: PlayMode, name: String)] = [
        (.solo, "solo"), (.players, "players"), (.computer, "vs computer"),
    ]
    /// The hint that starts a game; the first part of the last line.
    static var playHint: String {
        KeyTable.bindings(on: .title).first?.hintText(KeyNames(unicode: true, board: .medium)) ?? ""
    }

    /// The boards the title's row offers, in order: the presets, then the
    /// custom size (the one last chosen, or `Board.customDefault`).
    static func boardChoices(_ state: GameState) -> [Board] {
        Board.presets + [state.customBoard]
    }

    /// How many may take turns in the players mode.
    static let seatCounts = 2...GameState.maximumPlayers
    /// The labels of the mode's own choice.
    static let countLabel = "Players: ", levelLabel = "Level: "

    /// `players` with `count` people: the last ones leave, or seats join
    /// named `Player 3`, `Player 4` (the first such name not taken).
    static func lineup(_ players: [Player], count: Int) -> [Player] {
        guard count > players.count else { return Array(players.prefix(count)) }
        var lineup = players
        var number = players.count + 1
        while lineup.count < count {
            let name = Player.seatName(number)
            if !lineup.contains(where: { $0.name == name }) { lineup.append(Player(name: name)) }
            number += 1
        }
        return lineup
    }

    /// `players` with the computer at `level`.
    static func lineup(_ players: [Player], level: ComputerLevel) -> [Player] {
        players.map { Player(name: $0.name, computer: $0.computer == nil ? nil : level) }
    }

    /// The computer's level in `players`, if it plays.
    static func level(_ players: [Player]) -> ComputerLevel? {
        players.lazy.compactMap(\.computer).first
    }

    /// The widest name the custom size can have: `12x12`.
    private static let widestCustom = Board.largest.name

    /// The first line of the title.
    let top: Int
    /// Below 16 rows the ducks and the subtitle give way, so that a warning
    /// (a scores file moved aside) keeps the lines it had before the mode row.
    let isCompact: Bool
    /// The line of the name.
    var nameRow: Int { isCompact ? top : top + 1 }
    /// The line of the board choice.
    var difficultyRow: Int { nameRow + (isCompact ? 2 : 3) }
    /// The line of the mode choice.
    var modeRow: Int { difficultyRow + 1 }
    /// The line of the mode's own choice: how many take turns, or the
    /// computer's level; blank for the solo game.
    var detailRow: Int { difficultyRow + 2 }
    /// The line naming the keys that choose.
    var choiceHintRow: Int { difficultyRow + 3 }
    /// The line naming who would play.
    var lineupRow: Int { difficultyRow + 4 }
    /// The line of the best score.
    var bestRow: Int { difficultyRow + 5 }
    /// The line of the key hints, the last.
    var hintRow: Int { difficultyRow + 7 }
    /// The column both lists of choices start in, after their labels.
    let choicesColumn: Int
    /// The screen's width.
    let screenColumns: Int
    /// The columns of each board, bracketed or not (the same width).
    let boards: [(choice: Board, name: String, columns: ColumnSpan)]
    /// The columns of each mode, bracketed or not.
    let modes: [(choice: PlayMode, name: String, columns: ColumnSpan)]
    /// The columns of each number of people taking turns, on `detailRow` in the players mode.
    let counts: [(choice: Int, name: String, columns: ColumnSpan)]
    /// The columns of each level of the computer, on `detailRow` against the computer.
    let levels: [(choice: ComputerLevel, name: String, columns: ColumnSpan)]
    /// `(+ -)`: the keys of the mode's own choice, after it on its line.
    static func detailHint(_ names: KeyNames) -> String {
        keysHint(.chooseDetail, names)
    }

    /// `(r c)`: the keys of the custom size, after the board row.
    static func sizeHint(_ names: KeyNames) -> String {
        keysHint(.chooseSize, names)
    }

    private static func keysHint(_ action: KeyAction, _ names: KeyNames) -> String {
        "(\(KeyTable.bindings(on: .title).first { $0.action == action }?.label(names, joinedBy: " ") ?? ""))"
    }

    /// The column the board row's `(r c)` starts in, nil when it does not
    /// fit: after the custom size at its widest, so that it stays put as
    /// the size grows under the mouse.
    var sizeHintColumn: Int? {
        guard let custom = boards.last?.columns.lowerBound else { return nil }
        let end = custom + DisplayWidth.of(Self.widestCustom) + 2
        guard end + 2 + 5 <= screenColumns else { return nil }
        return end + 2
    }

    /// The column the mode's own `(+ -)` starts in (players or the
    /// computer), nil for solo or when it does not fit.
    func detailHintColumn(_ mode: PlayMode) -> Int? {
        let end: Int?
        switch mode {
        case .solo: end = nil
        case .players: end = counts.last?.columns.upperBound
        case .computer: end = levels.last?.columns.upperBound
        }
        guard let end, end + 2 + 5 <= screenColumns else { return nil }
        return end + 2
    }

    /// The key a click on `(r c)` or `(+ -)` presses: each key is a button.
    func hintKey(atRow row: Int, column: Int, mode: PlayMode) -> Character? {
        let start = row == difficultyRow ? sizeHintColumn : row == detailRow ? detailHintColumn(mode) : nil
        guard let start else { return nil }
        let keys: [Character] = row == difficultyRow ? ["r", "c"] : ["+", "-"]
        switch column - start {
        case 1: return keys[0]
        case 3: return keys[1]
        default: return nil
        }
    }

    /// The columns of `playHint` on `hintRow`.
    let playHintColumns: Range<Int>

    /// The last line: the key hints from the key table, centred, the play
    /// hint first. Both separators are three columns wide, so the layout is
    /// the same in Unicode and in ASCII.
    static func hints(_ names: KeyNames, separator: String) -> String {
        ScreenView.hintLines(.title, names, separator: separator) {
            !Self.choosing.contains($0.action) && $0.action != .chooseDetail
        }.first ?? ""
    }

    /// The title's keys that choose rather than act: on a line of their own.
    static let choosing: [KeyAction] = [.chooseBoard, .chooseSize, .chooseMode, .editName]

    /// `← → or 1 2 3 4 board · r or c size · ↑ ↓ or m mode`: the keys that choose, on a
    /// line of their own; then the first keys alone, for a narrow screen.
    static func choiceHints(_ names: KeyNames, separator: String, mode: PlayMode = .players) -> [String] {
        // The solo player's name is --name's: n names no one then.
        let choosing = KeyTable.bindings(on: .title).filter {
            Self.choosing.contains($0.action) && !(mode == .solo && $0.action == .editName)
        }
        let full = choosing.map { "\($0.label(names, joinedBy: " or ")) \($0.hint ?? "")" }
        let short = choosing.compactMap { $0.hintText(names) }
        return [full.joinedText(separator: separator), short.joinedText(separator: separator)]
    }

    /// The layout on a screen of `rows` × `columns`, `custom` the board
    /// row's fourth entry.
    init(rows: Int, columns: Int, custom: Board = .customDefault) {
        let hints = Self.hints(KeyNames(unicode: true, board: .medium), separator: Glyphs.unicode.separator)
        isCompact = rows < Self.rowCount + 4
        top = max(0, (rows - (isCompact ? Self.compactRowCount : Self.rowCount) - 2) / 2)
        let boardNames = (Board.presets + [custom]).map { (choice: $0, name: $0.name) }
        // Each item is its name and a column each side (blank or bracket), then a gap.
        func width<T>(_ items: [(choice: T, name: String)]) -> Int {
            items.reduce(0) { $0 + DisplayWidth.of($1.name) + 3 }
        }
        // The custom size counted at its widest, so that no list moves as it changes.
        let widestBoards = Board.presets.map { (choice: $0, name: $0.name) } + [(choice: custom, name: Self.widestCustom)]
        let widest = DisplayWidth.of(Self.boardLabel) + max(width(widestBoards), width(Self.modeNames))
        let start = max(0, (columns - widest) / 2) + DisplayWidth.of(Self.boardLabel)
        choicesColumn = start
        screenColumns = columns
        func place<T>(_ items: [(choice: T, name: String)]) -> [(choice: T, name: String, columns: ColumnSpan)] {
            var column = start
            return items.map { item in
                let end = column + DisplayWidth.of(item.name) + 2
                defer { column = end + 1 }
                return (item.choice, item.name, ColumnSpan(column..<end))
            }
        }
        boards = place(boardNames)
        modes = place(Self.modeNames)
        counts = place(Self.seatCounts.map { (choice: $0, name: String($0)) })
        levels = place(ComputerLevel.allCases.map { (choice: $0, name: $0.rawValue) })
        let hintStart = max(0, (columns - DisplayWidth.of(hints)) / 2)
        playHintColumns = hintStart..<hintStart + DisplayWidth.of(Self.playHint)
    }

    static func == (lhs: TitleLayout, rhs: TitleLayout) -> Bool {
        lhs.top == rhs.top && lhs.isCompact == rhs.isCompact && lhs.playHintColumns == rhs.playHintColumns
            && lhs.choicesColumn == rhs.choicesColumn
            && lhs.boards.map(\.choice) == rhs.boards.map(\.choice)
            && lhs.boards.map(\.columns) == rhs.boards.map(\.columns)
            && lhs.modes.map(\.choice) == rhs.modes.map(\.choice)
            && lhs.modes.map(\.columns) == rhs.modes.map(\.columns)
            && lhs.counts.map(\.columns) == rhs.counts.map(\.columns)
            && lhs.levels.map(\.columns) == rhs.levels.map(\.columns)
    }

    /// The board drawn at this cell, if any.
    func board(atRow row: Int, column: Int) -> Board? {
        guard row == difficultyRow else { return nil }
        return boards.first { $0.columns.contains(column) }?.choice
    }

    /// The mode drawn at this cell, if any.
    func mode(atRow row: Int, column: Int) -> PlayMode? {
        guard row == modeRow else { return nil }
        return modes.first { $0.columns.contains(column) }?.choice
    }

    /// The number of people drawn at this cell, if any (the players mode's row).
    func count(atRow row: Int, column: Int) -> Int? {
        guard row == detailRow else { return nil }
        return counts.first { $0.columns.contains(column) }?.choice
    }

    /// The computer's level drawn at this cell, if any (the vs computer mode's row).
    func level(atRow row: Int, column: Int) -> ComputerLevel? {
        guard row == detailRow else { return nil }
        return levels.first { $0.columns.contains(column) }?.choice
    }

    /// Whether this cell is on the "Enter to play" hint.
    func isOnPlayHint(row: Int, column: Int) -> Bool {
        row == hintRow && playHintColumns.contains(column)
    }
}

/// The columns `lowerBound..<upperBound` a title choice takes: a plain
/// struct, not a `Range<Int>`. An array of tuples holding a `Range` is a
/// generic type the Swift runtime makes the first time it is used, and
/// `Range`'s requirement (`Int: Comparable`) is checked by searching every
/// conformance in the binary: about 190,000 instructions of the start
/// (docs/performance.md).
struct ColumnSpan: Equatable {
    let lowerBound: Int
    let upperBound: Int

    init(_ range: Range<Int>) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
    }

    func contains(_ column: Int) -> Bool {
        lowerBound <= column && column < upperBound
    }
}
