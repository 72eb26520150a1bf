import GameCore

/// One row of the key table: the keys, what they do, and how the help box
/// and the hint line name them.
/// `Action` says which table it is of: a game screen's (`KeyAction`) or
/// the replay's (`ReplayKeyAction`).
///
/// `Action` has no requirement but `Sendable` (a marker): a requirement on
/// the type itself is checked by the Swift runtime the first time the
/// program makes a table of them, a search through every conformance in the
/// binary, about 190,000 instructions of the start (docs/performance.md).
/// Bindings are equatable where their actions are (the extension below).
struct KeyBinding<Action: Sendable>: Sendable {
    /// What is pressed.
    let keys: [KeyName]
    /// What pressing it does; the key map turns it into commands.
    let action: Action
    /// What the help box says it does; nil for a binding whose keys the
    /// help names in another row.
    let help: String?
    /// The word after its first key on the hint line; nil keeps it off the line.
    let hint: String?
    /// Which hints give way first on a narrow screen: the highest goes first.
    let hintPriority: Int

    init(_ keys: [KeyName], _ action: Action, help: String?, hint: String? = nil, hintPriority: Int = 0) {
        self.keys = keys
        self.action = action
        self.help = help
        self.hint = hint
        self.hintPriority = hintPriority
    }

    /// The same binding, named on the hint line as `hint`.
    func hinted(_ hint: String) -> KeyBinding {
        KeyBinding(keys, action, help: help, hint: hint, hintPriority: hintPriority)
    }

    /// Whether `event` is one of this binding's keys.
    func matches(_ event: InputEvent) -> Bool {
        keys.contains { $0.matches(event) }
    }

    /// Every key, as the help box names them: `Enter, Space`.
    func label(_ names: KeyNames, joinedBy separator: String = ", ") -> String {
        keys.map { $0.name(names) }.joinedText(separator: separator)
    }

    /// `Enter to play`: the first key and the hint, for the hint line.
    func hintText(_ names: KeyNames) -> String? {
        guard let hint, let first = keys.first else { return nil }
        return "\(first.name(names, short: true)) \(hint)"
    }
}

extension KeyBinding: Equatable where Action: Equatable {}

/// What a binding of the game's screens does. The key map resolves it
/// against the state on screen (which card a letter names, where a click lands).
enum KeyAction: Equatable, Sendable {
    case flipByLetter, flipHighlighted, moveHighlight, click
    case pauseToggled, gaveUp, helpToggled
    case play, playDaily, chooseBoard, playAgain, backToTitle, quit
    /// On the title: one more row (r) or column (c) for the custom size.
    case chooseSize
    /// On the title: solo, people taking turns, or against the computer.
    case chooseMode
    /// On the title: one more or one fewer taking turns, or the computer a
    /// level up or down.
    case chooseDetail
    /// On the title: type the players' names (not the solo player's: --name's).
    case editName
    /// Forgets the row key typed on a board of two-key labels (the run
    /// loop keeps the typed row, not the key map).
    case cancelRowKey
    /// q in a game asks first; r and n answer the title's resume offer.
    case askToGiveUp, resume, newGame
    /// On the resume offer: Enter takes the highlighted choice, Tab moves it.
    case takeOfferChoice, moveOfferChoice
    /// In the screen-reader mode: read part of the game aloud (`Reading`).
    case read(Reading)
    /// On the title: the screen-reader mode on or off.
    case toggleScreenReader
    /// Handled outside the key map (Ctrl-C is a signal).
    case none
}

/// What a key does while the key help shows more than one page
/// (`KeyTable.helpPaging`); any other key closes the help.
enum HelpKeyAction: Equatable, Sendable {
    case nextPage, previousPage
}

/// What a binding of the replay does: play and quit, and the inspector's
/// moves (`ReplayInspector.Move`) and its panel. `TerminalApp.inspect`
/// handles them; the game's key map never sees them.
enum ReplayKeyAction: Equatable, Sendable {
    case pauseToggled, quit
    /// About twice or half as fast (`ReplayTimeline.steps`).
    case faster, slower
    case stepBack, stepForward, pageBack, pageForward, toStart, toEnd
    case panelToggled, jump
}

/// A key or a group of keys the table binds.
enum KeyName: Equatable, Sendable {
    /// One key, as the terminal reports it.
    case key(InputEvent)
    /// The letters of the cards on the board (`ScreenView.cardLetters`), or
    /// on a board of more cards the row and column keys (`CardLabels`).
    case cardLetters
    /// The four arrow keys.
    case arrows
    /// Left and right.
    case leftRight
    /// Up and down.
    case upDown
    /// 1, 2, 3, 4: a board by its place on the title (4 the custom size).
    case boardDigits
    /// A mouse click anywhere.
    case click
    /// Ctrl-C, which the terminal turns into a signal.
    case controlC

    func matches(_ event: InputEvent) -> Bool {
        switch (self, event) {
        case (.key(let key), _): key == event
        case (.cardLetters, .character(let letter)): ScreenView.cardLetters.contains(letter)
        case (.arrows, .up), (.arrows, .down), (.arrows, .left), (.arrows, .right): true
        case (.leftRight, .left), (.leftRight, .right): true
        case (.upDown, .up), (.upDown, .down): true
        case (.boardDigits, .character(let digit)): KeyName.boardPlace(digit) != nil
        case (.click, .click): true
        default: false
        }
    }

    /// The place on the title's board row a digit key names: 0 for 1, the
    /// first preset, up to `Board.presets.count` for the custom size.
    static func boardPlace(_ digit: Character) -> Int? {
        // ASCII only: wholeNumberValue also reads ١ or ①, which no hint names.
        guard digit.isASCII, let number = digit.wholeNumberValue,
              (1...Board.presets.count + 1).contains(number) else { return nil }
        return number - 1
    }

    /// The name the help box (or, `short`, the hint line) gives it.
    func name(_ names: KeyNames, short: Bool = false) -> String {
        switch self {
        case .key(.character(" ")): "Space"
        case .key(.character(let character)): String(character)
        case .key(.enter): "Enter"
        case .key(.escape): short ? "Esc" : "Escape"
        case .key(.backspace): "Backspace"
        case .key(.tab): "Tab"
        case .key(.up): names.unicode ? "↑" : "up"
        case .key(.down): names.unicode ? "↓" : "down"
        case .key(.left): names.unicode ? "←" : "left"
        case .key(.right): names.unicode ? "→" : "right"
        case .key(.pageUp): "PgUp"
        case .key(.pageDown): "PgDn"
        case .key(.home): "Home"
        case .key(.end): "End"
        case .key(.click): "mouse click"
        case .key(.resize): "resize"
        case .cardLetters: names.letterRange(short: short)
        case .arrows: names.unicode ? (short ? "←↑↓→" : "← ↑ ↓ →") : (short ? "arrows" : "arrow keys")
        case .leftRight: names.unicode ? "← →" : "left/right"
        case .upDown: names.unicode ? "↑ ↓" : "up/down"
        case .boardDigits: (1...Board.presets.count + 1).map(String.init).joinedText(separator: " ")
        case .click: "mouse click"
        case .controlC: "Ctrl-C"
        }
    }
}

/// What naming a key depends on: the glyphs the terminal can show and the
/// cards on the board.
struct KeyNames: Sendable {
    var unicode: Bool
    /// How the board's cards are named.
    var labels: CardLabels

    init(unicode: Bool, board: Board) {
        self.unicode = unicode
        labels = CardLabels(board)
    }

    /// How many cards the board has letters for (one-key boards).
    var cardCount: Int { min(labels.board.cardCount, ScreenView.cardLetters.count) }

    /// `a–h` on an 8-card board; `a–v (not p, q)` on one whose letters jump
    /// over p and q (the help says so; the hint line has no room); on a
    /// two-key board the row keys, then the column keys, said plainly:
    /// `row a–f, then column a–h` (`row a–f, column a–h` on the hint line).
    func letterRange(short: Bool) -> String {
        if labels.isTwoKey {
            return "row \(range(labels.rowKeys)),\(short ? "" : " then") column \(columnRange)"
        }
        let letters = ScreenView.cardLetters.prefix(cardCount)
        guard let first = letters.first, let last = letters.last else { return "" }
        let range = range(letters)
        let skipped = "pq".filter { $0 > first && $0 < last }
        guard !short, !skipped.isEmpty else { return range }
        return "\(range) (not \(skipped.map(String.init).joined(separator: ", ")))"
    }

    /// The column keys of a two-key board: `a–h`.
    var columnRange: String { range(labels.columnKeys) }

    private func range(_ keys: ArraySlice<Character>) -> String {
        guard let first = keys.first, let last = keys.last else { return "" }
        return "\(first)\(unicode ? "–" : "-")\(last)"
    }
}
