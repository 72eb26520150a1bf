import GameCore

/// Turns input into actions, given the state on screen: a pure function, so
/// every key of every screen is tested without a terminal.
public enum KeyMap {
    /// The commands for `event` while `state` is shown on a screen of
    /// `rows` × `columns` (for mouse clicks).
    public static func commands(for event: InputEvent, state: GameState, rows: Int, columns: Int) -> [Command] {
        if state.isShowingHelp {
            // Any key closes the help; it does nothing else.
            return event == .resize ? [] : [.send(.helpToggled)]
        }
        if event == .character("?") { return [.send(.helpToggled)] }
        switch state.screen {
        case .title: return title(event, state, rows: rows, columns: columns)
        case .playing: return playing(event, state, rows: rows, columns: columns)
        case .paused: return paused(event)
        case .won: return won(event, state, rows: rows, columns: columns)
        }
    }

    /// The screen is large enough to show `state`, so what a click lands on is drawn.
    private static func isDrawn(_ state: GameState, rows: Int, columns: Int) -> Bool {
        ScreenView.fits(state, rows: rows, columns: columns)
    }

    private static func title(_ event: InputEvent, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        let chosen = state.difficulty
        switch event {
        case .click(let row, let column):
            // A click on a difficulty chooses it; on the chosen one, or on "Enter to play", plays.
            guard isDrawn(state, rows: rows, columns: columns) else { return [] }
            let layout = TitleLayout(rows: rows, columns: columns)
            if let clicked = layout.difficulty(atRow: row, column: column) {
                return clicked == chosen ? [.send(.startTapped)] : [.send(.difficultyChosen(clicked))]
            }
            return layout.isOnPlayHint(row: row, column: column) ? [.send(.startTapped)] : []
        case .enter, .character(" "): return [.send(.startTapped)]
        case .character("q"): return [.quit]
        case .character("1"): return [.send(.difficultyChosen(.easy))]
        case .character("2"): return [.send(.difficultyChosen(.medium))]
        case .character("3"): return [.send(.difficultyChosen(.hard))]
        case .left: return neighbour(of: chosen, step: -1).map { [.send(.difficultyChosen($0))] } ?? []
        case .right: return neighbour(of: chosen, step: 1).map { [.send(.difficultyChosen($0))] } ?? []
        default: return []
        }
    }

    private static func playing(_ event: InputEvent, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        // Only arrows and clicks need to know where the cards are.
        var layout: BoardLayout? { BoardLayout.fit(state.difficulty, screenRows: rows, screenColumns: columns) }
        // The short pause before the win screen: the game is won, and no key
        // (not q, not p) may take that back.
        if state.allMatched { return [] }
        switch event {
        case .character("p"): return [.send(.pauseToggled)]
        case .character("q"): return [.send(.gaveUp)]
        case .enter, .character(" "): return [.send(.cardFlipped(id: state.focus))]
        case .character(let letter):
            guard let id = ScreenView.cardLetters.firstIndex(of: letter), id < state.cards.count else { return [] }
            return [.send(.cardFlipped(id: id))]
        case .up, .down, .left, .right:
            guard let layout else { return [] }
            let (rowStep, columnStep) = step(event)
            let next = layout.neighbour(of: state.focus, rowStep: rowStep, columnStep: columnStep,
                                        cardCount: state.cards.count)
            return next == state.focus ? [] : [.send(.focusMoved(to: next))]
        case .click(let row, let column):
            guard let id = layout?.card(atRow: row, column: column), id < state.cards.count else { return [] }
            return [.send(.cardFlipped(id: id))]
        case .escape, .resize:
            return []
        }
    }

    private static func paused(_ event: InputEvent) -> [Command] {
        switch event {
        case .character("p"), .enter, .character(" "): [.send(.pauseToggled)]
        case .character("q"): [.send(.gaveUp)]
        default: []
        }
    }

    /// Enter, Space or a click anywhere deals the next game; t or Escape
    /// goes to the title to choose again.
    private static func won(_ event: InputEvent, _ state: GameState, rows: Int, columns: Int) -> [Command] {
        switch event {
        case .enter, .character(" "): [.send(.playAgainTapped)]
        case .click: isDrawn(state, rows: rows, columns: columns) ? [.send(.playAgainTapped)] : []
        case .character("t"), .escape: [.send(.backToTitleTapped)]
        case .character("q"): [.quit]
        default: []
        }
    }

    /// The difficulty beside `difficulty` on the title, if there is one.
    private static func neighbour(of difficulty: Difficulty, step: Int) -> Difficulty? {
        let all = Difficulty.allCases
        guard let index = all.firstIndex(of: difficulty), all.indices.contains(index + step) else { return nil }
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
