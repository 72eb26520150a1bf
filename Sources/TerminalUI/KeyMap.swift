import GameCore

/// Turns input into actions, given the state on screen: a pure function, so
/// every key of every screen is tested without a terminal. Which keys act,
/// and as what, is `KeyTable`'s; this resolves a binding against the state.
package enum KeyMap {
    /// The commands for `event` while `state` is shown on a screen of
    /// `rows` × `columns` (for mouse clicks), `typedRow` being the row key
    /// typed last on a board of two-key labels, if it waits for a column key,
    /// `help` the key help's page showing and how many it has.
    package static func commands(for event: InputEvent, state: GameState, rows: Int, columns: Int,
                                 typedRow: Int? = nil, help: (page: Int, count: Int) = (0, 1)) -> [Command] {
        let answer = commands(for: event, state: state, rows: rows, columns: columns, resolving: typedRow,
                              help: help)
        // A typed row key waits for one key only: a column key flips, Esc
        // and a key that names no column forget it, and any other key does
        // its own job as well. A resize is no key.
        guard typedRow != nil, event != .resize, !answer.contains(where: \.isRowKey) else { return answer }
        return [.rowKeyTyped(nil)] + answer
    }

    private static func commands(for event: InputEvent, state: GameState, rows: Int, columns: Int,
                                 resolving typedRow: Int?, help: (page: Int, count: Int)) -> [Command] {
        let found: KeyBinding<KeyAction>?
        switch state.overlay {
        case .help:
            // Any key closes the help and does nothing else, but for the
            // paging keys while it has pages to turn.
            guard event != .resize else { return [] }
            return helpPaging(event, page: min(max(help.page, 0), help.count - 1), of: help.count)
                ?? [.send(.helpToggled)]
        case .giveUpQuestion:
            // Only y gives up; any other key keeps playing, and does nothing else.
            guard event != .resize else { return [] }
            return KeyTable.giveUpAnswer.matches(event) ? [.send(.gaveUp)] : [.send(.giveUpDeclined)]
        case .resumeOffer:
            found = KeyTable.resumeOfferBinding(for: event)
        case .paused, nil:
            found = KeyTable.binding(for: event, on: state.screen)
        }
        guard let binding = found else { return [] }
        // The short pause before the win screen: the game is won, and no key
        // (not q, not p) may take that back; only the help opens.
        if let round = state.round, round.phase == .playing, round.allMatched, binding.action != .helpToggled {
            return []
        }
        // The computer is playing its turn: a person's flips are refused (the
        // status line says to wait); pause, help and give up still work. A
        // click beside the cards is no flip, and says nothing.
        if state.isComputersTurn, [.flipByLetter, .flipHighlighted, .click].contains(binding.action) {
            if case .click(let row, let column) = event,
               boardClick(row: row, column: column, state, rows: rows, columns: columns).isEmpty {
                return []
            }
            return [.send(.keyRefused(.computersTurn))]
        }
        return commands(for: binding.action, event: event, state: state, rows: rows, columns: columns,
                        typedRow: typedRow)
    }

    /// The page a paging key turns the help to, nil when the key closes
    /// it: a next-page key on the last page, any other key.
    private static func helpPaging(_ event: InputEvent, page: Int, of count: Int) -> [Command]? {
        guard count > 1, let action = KeyTable.helpPaging.first(where: { $0.matches(event) })?.action else {
            return nil
        }
        switch action {
        case .nextPage: return page + 1 < count ? [.helpPaged(page + 1)] : nil
        case .previousPage: return page > 0 ? [.helpPaged(page - 1)] : []
        }
    }

    /// What `action`, pressed as `event`, does to `state`.
    private static func commands(for action: KeyAction, event: InputEvent, state: GameState,
                                 rows: Int, columns: Int, typedRow: Int?) -> [Command] {
        switch action {
        case .helpToggled: return [.send(.helpToggled)]
        case .pauseToggled: return [.send(.pauseToggled)]
        case .gaveUp: return [.send(.gaveUp)]
        case .askToGiveUp: return [.send(.giveUpAsked)]
        case .resume: return [.send(.resumeTapped)]
        // The waiting game is abandoned, then a new one dealt as Enter would.
        case .newGame: return [.send(.waitingGameDiscarded), .send(.startTapped)]
        case .quit: return [.quit]
        case .play: return [.send(.startTapped)]
        case .playDaily: return [.send(.dailyTapped)]
        case .playAgain:
            if case .click = event, !isDrawn(state, rows: rows, columns: columns) { return [] }
            return [.send(.playAgainTapped)]
        case .backToTitle: return [.send(.backToTitleTapped)]
        case .chooseBoard: return chooseBoard(event, state)
        case .chooseMode: return chooseMode(event, state)
        case .flipByLetter:
            guard case .character(let key) = event else { return [] }
            return flip(key: key, state, typedRow: typedRow)
        case .flipHighlighted:
            return state.round.map { [flipCommand($0.focus, state)] } ?? []
        case .moveHighlight:
            guard let round = state.round,
                  let layout = BoardLayout.fit(round.board, screenRows: rows, screenColumns: columns) else {
                return []
            }
            let (rowStep, columnStep) = step(event)
            let next = layout.neighbour(of: round.focus, rowStep: rowStep, columnStep: columnStep,
                                        cardCount: round.cards.count)
            return next == round.focus ? [] : [.send(.focusMoved(to: next))]
        case .click:
            guard case .click(let row, let column) = event else { return [] }
            return state.screen == .title
                ? titleClick(row: row, column: column, state, rows: rows, columns: columns)
                : boardClick(row: row, column: column, state, rows: rows, columns: columns)
        case .cancelRowKey, .none:
            return []
        }
    }

    /// A card's letter flips it; on a board of two-key labels a row key
    /// waits for a column key, which flips the card there. A letter that
    /// names no card on this board is refused, so the status line says so.
    private static func flip(key: Character, _ state: GameState, typedRow: Int?) -> [Command] {
        let labels = CardLabels(state.board)
        let count = state.round?.cards.count ?? 0
        let noCard = Command.send(.keyRefused(.noCard))
        guard labels.isTwoKey else {
            guard let id = labels.card(letter: key), id < count else { return [noCard] }
            return [flipCommand(id, state)]
        }
        if let typedRow {
            guard let id = labels.card(row: typedRow, key: key), id < count else { return [.rowKeyTyped(nil), noCard] }
            return [.rowKeyTyped(nil), flipCommand(id, state)]
        }
        return labels.row(key: key).map { [.rowKeyTyped($0)] } ?? [noCard]
    }

    /// The flip of card `id`: `mismatchedCardFlipped` for a card of the
    /// mismatch that shows (it turns the pair down and starts the next try
    /// with this card), `cardFlipped` for any other.
    private static func flipCommand(_ id: Int, _ state: GameState) -> Command {
        state.round?.acceptsFlipAgain(of: id) == true
            ? .send(.mismatchedCardFlipped(id: id)) : .send(.cardFlipped(id: id))
    }

    /// The screen is large enough to show `state`, so what a click lands on is drawn.
    private static func isDrawn(_ state: GameState, rows: Int, columns: Int) -> Bool {
        ScreenView.fits(state, rows: rows, columns: columns)
    }

    /// A click on a board or a mode chooses it; on the chosen one, or on "Enter to play", plays.
    private static func titleClick(row: Int, column: Int, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        guard isDrawn(state, rows: rows, columns: columns) else { return [] }
        let layout = TitleLayout(rows: rows, columns: columns)
        if let clicked = layout.board(atRow: row, column: column) {
            return clicked == state.board ? [.send(.startTapped)] : [.send(.boardChosen(clicked))]
        }
        if let clicked = layout.mode(atRow: row, column: column) {
            return clicked == state.mode
                ? [.send(.startTapped)] : [.send(.playersChosen(state.titleLineups.lineup(clicked)))]
        }
        return layout.isOnPlayHint(row: row, column: column) ? [.send(.startTapped)] : []
    }

    private static func boardClick(row: Int, column: Int, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        let layout = BoardLayout.fit(state.board, screenRows: rows, screenColumns: columns)
        guard let id = layout?.card(atRow: row, column: column), id < (state.round?.cards.count ?? 0) else { return [] }
        return [flipCommand(id, state)]
    }

    private static func chooseBoard(_ event: InputEvent, _ state: GameState) -> [Command] {
        switch event {
        case .character(let digit): KeyName.board(digit).map { [.send(.boardChosen($0))] } ?? []
        case .left: neighbour(of: state.board, step: -1).map { [.send(.boardChosen($0))] } ?? []
        case .right: neighbour(of: state.board, step: 1).map { [.send(.boardChosen($0))] } ?? []
        default: []
        }
    }

    /// ↑ and ↓ step through the modes in the title's order, m goes round them.
    private static func chooseMode(_ event: InputEvent, _ state: GameState) -> [Command] {
        let all = PlayMode.allCases
        guard let index = all.firstIndex(of: state.mode) else { return [] }
        let next: Int
        switch event {
        case .up: next = index - 1
        case .down: next = index + 1
        case .character: next = (index + 1) % all.count
        default: return []
        }
        guard all.indices.contains(next) else { return [] }
        return [.send(.playersChosen(state.titleLineups.lineup(all[next])))]
    }

    /// The board beside `board` on the title, if there is one.
    private static func neighbour(of board: Board, step: Int) -> Board? {
        let all = Board.presets
        guard let index = all.firstIndex(of: board), all.indices.contains(index + step) else { return nil }
        return all[index + step]
    }

    private static func step(_ event: InputEvent) -> (Int, Int) {
        switch event {
        case .up: (-1, 0)
        case .down: (1, 0)
        case .left: (0, -1)
        default: (0, 1)
        }
    }
}
