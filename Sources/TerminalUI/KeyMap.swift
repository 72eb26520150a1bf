import GameCore

/// Turns input into actions, given the state on screen: a pure function, so
/// every key of every screen is tested without a terminal. Which keys act,
/// and as what, is `KeyTable`'s; this resolves a binding against the state.
package enum KeyMap {
    /// The commands for `event` while `state` is shown on a screen of
    /// `rows` × `columns` (for mouse clicks).
    package static func commands(for event: InputEvent, state: GameState, rows: Int, columns: Int) -> [Command] {
        if state.isShowingHelp {
            // Any key closes the help; it does nothing else.
            return event == .resize ? [] : [.send(.helpToggled)]
        }
        if state.isAskingToGiveUp {
            // Only y gives up; any other key keeps playing, and does nothing else.
            guard event != .resize else { return [] }
            return KeyTable.giveUpAnswer.matches(event) ? [.send(.gaveUp)] : [.send(.giveUpDeclined)]
        }
        let isOffering = state.screen == .title && state.waitingGame != nil
        guard let binding = isOffering ? KeyTable.resumeOfferBinding(for: event)
                : KeyTable.binding(for: event, on: state.screen) else { return [] }
        // The short pause before the win screen: the game is won, and no key
        // (not q, not p) may take that back; only the help opens.
        if state.screen == .playing, state.allMatched, binding.action != .helpToggled { return [] }
        return commands(for: binding.action, event: event, state: state, rows: rows, columns: columns)
    }

    /// What `action`, pressed as `event`, does to `state`.
    private static func commands(for action: KeyAction, event: InputEvent, state: GameState,
                                 rows: Int, columns: Int) -> [Command] {
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
        case .playAgain:
            if case .click = event, !isDrawn(state, rows: rows, columns: columns) { return [] }
            return [.send(.playAgainTapped)]
        case .backToTitle: return [.send(.backToTitleTapped)]
        case .chooseBoard: return chooseBoard(event, state)
        case .flipByLetter:
            guard case .character(let letter) = event, let id = ScreenView.cardLetters.firstIndex(of: letter),
                  id < state.cards.count else { return [] }
            return [.send(.cardFlipped(id: id))]
        case .flipHighlighted: return [.send(.cardFlipped(id: state.focus))]
        case .moveHighlight:
            guard let layout = BoardLayout.fit(state.board, screenRows: rows, screenColumns: columns) else {
                return []
            }
            let (rowStep, columnStep) = step(event)
            let next = layout.neighbour(of: state.focus, rowStep: rowStep, columnStep: columnStep,
                                        cardCount: state.cards.count)
            return next == state.focus ? [] : [.send(.focusMoved(to: next))]
        case .click:
            guard case .click(let row, let column) = event else { return [] }
            return state.screen == .title
                ? titleClick(row: row, column: column, state, rows: rows, columns: columns)
                : boardClick(row: row, column: column, state, rows: rows, columns: columns)
        case .replayPauseToggled, .replayQuit, .none:
            return []
        }
    }

    /// The screen is large enough to show `state`, so what a click lands on is drawn.
    private static func isDrawn(_ state: GameState, rows: Int, columns: Int) -> Bool {
        ScreenView.fits(state, rows: rows, columns: columns)
    }

    /// A click on a board chooses it; on the chosen one, or on "Enter to play", plays.
    private static func titleClick(row: Int, column: Int, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        guard isDrawn(state, rows: rows, columns: columns) else { return [] }
        let layout = TitleLayout(rows: rows, columns: columns)
        if let clicked = layout.board(atRow: row, column: column) {
            return clicked == state.board ? [.send(.startTapped)] : [.send(.boardChosen(clicked))]
        }
        return layout.isOnPlayHint(row: row, column: column) ? [.send(.startTapped)] : []
    }

    private static func boardClick(row: Int, column: Int, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        let layout = BoardLayout.fit(state.board, screenRows: rows, screenColumns: columns)
        guard let id = layout?.card(atRow: row, column: column), id < state.cards.count else { return [] }
        return [.send(.cardFlipped(id: id))]
    }

    private static func chooseBoard(_ event: InputEvent, _ state: GameState) -> [Command] {
        switch event {
        case .character(let digit): KeyName.board(digit).map { [.send(.boardChosen($0))] } ?? []
        case .left: neighbour(of: state.board, step: -1).map { [.send(.boardChosen($0))] } ?? []
        case .right: neighbour(of: state.board, step: 1).map { [.send(.boardChosen($0))] } ?? []
        default: []
        }
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
