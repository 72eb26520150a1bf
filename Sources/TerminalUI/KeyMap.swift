import GameCore

/// Turns input into actions, given the state on screen: a pure function, so
/// every key of every screen is tested without a terminal. Which keys act,
/// and as what, is `KeyTable`'s; this resolves a binding against the state.
package enum KeyMap {
    /// The commands for `event` while `state` is shown on a screen of
    /// `rows` × `columns` (for mouse clicks), `typedRow` being the row key
    /// typed last on a board of two-key labels, if it waits for a column
    /// key, `help` the key help's page showing and how many it has, and
    /// `nameEdit` a name being typed on the title, if one is. A typed
    /// character comes as typed while a name is typed (capitals kept), else
    /// folded (`InputEvent.folded`).
    package static func commands(for event: InputEvent, state: GameState, rows: Int, columns: Int,
                                 typedRow: Int? = nil, help: (page: Int, count: Int) = (0, 1),
                                 nameEdit: NameEdit? = nil, offerChoice: Int = 0,
                                 screenReader: Bool = false) -> [Command] {
        if let nameEdit {
            // Only the title takes text, and only while nothing is asked over it.
            guard state.screen == .title, state.overlay == nil, state.players.indices.contains(nameEdit.seat) else {
                return [.nameEdited(nil)] + commands(for: event.folded, state: state, rows: rows, columns: columns)
            }
            return edit(nameEdit, event, state, rows: rows, columns: columns)
        }
        if state.overlay == .resumeOffer, let binding = KeyTable.resumeOfferBinding(for: event) {
            switch binding.action {
            case .takeOfferChoice:
                return commands(for: offerChoice == 1 ? .newGame : .resume, event: event, state: state,
                                rows: rows, columns: columns, typedRow: nil)
            case .moveOfferChoice: return [.offerChoiceMoved(offerChoice == 1 ? 0 : 1)]
            default: break
            }
        }
        if screenReader, state.overlay == nil || state.overlay == .paused,
           state.isInGame || state.round?.phase == .won,
           let binding = KeyTable.reading.first(where: { $0.matches(event) }), case .read(let reading) = binding.action {
            return (typedRow == nil ? [] : [.rowKeyTyped(nil)]) + [.read(reading)]
        }
        let answer = commands(for: event, state: state, rows: rows, columns: columns, resolving: typedRow,
                              help: help)
        // Paused, the cards are hidden and a card's key does nothing: the
        // screen says `p to resume`, and a reader hears it too, as `.` says
        // it while paused, rather than silence.
        if screenReader, answer.isEmpty, state.overlay == .paused, state.round?.phase == .paused, event.namesACard {
            return (typedRow == nil ? [] : [.rowKeyTyped(nil)]) + [.read(.row)]
        }
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
        guard let binding = found else {
            // A letter or digit that is no key, in a game open for play,
            // is answered as a card key naming no card: the status line
            // says so, rather than nothing at all.
            if event.namesACard, state.overlay == nil, let round = state.round, round.phase == .playing, !round.allMatched {
                return [.send(.keyRefused(.noCard))]
            }
            return []
        }
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
        // The waiting game is abandoned, and the title is the player's to choose the new one.
        case .newGame: return [.send(.waitingGameDiscarded)]
        case .quit: return [.quit]
        case .play: return [.send(.startTapped)]
        case .playDaily:
            // The daily game is played alone, whatever the title is set to:
            // the title goes to solo first (a recorded action, so a replay is the same).
            guard state.mode != .solo else { return [.send(.dailyTapped)] }
            return [.send(.playersChosen(state.titleLineups.solo)), .send(.dailyTapped)]
        case .playAgain:
            if case .click = event, !isDrawn(state, rows: rows, columns: columns) { return [] }
            return [.send(.playAgainTapped)]
        case .backToTitle: return [.send(.backToTitleTapped)]
        case .chooseBoard: return chooseBoard(event, state)
        case .chooseMode: return chooseMode(event, state)
        case .chooseDetail: return chooseDetail(event, state)
        case .editName:
            // The solo player's name is --name's: the scores are kept under it.
            guard state.mode != .solo, let seat = state.players.firstIndex(where: { !$0.isComputer }) else { return [] }
            return [.nameEdited(NameEdit.begin(seat: seat, name: state.players[seat].name))]
        case .chooseSize:
            guard case .character(let key) = event else { return [] }
            // A preset's size (4x5 is hard) is skipped: it is on the row already,
            // and the custom size would not move past it.
            let side: Board.Side = key == "r" ? .rows : .columns
            var next = state.customBoard.stepped(side, by: 1)
            while next.presetName != nil { next = next.stepped(side, by: 1) }
            return [.send(.boardChosen(next))]
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
        case .read(let reading): return [.read(reading)]
        case .toggleScreenReader: return [.screenReaderToggled]
        case .cancelRowKey, .none, .takeOfferChoice, .moveOfferChoice:
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
        let layout = TitleLayout(rows: rows, columns: columns, custom: state.customBoard)
        if let clicked = layout.board(atRow: row, column: column) {
            return clicked == state.board ? [.send(.startTapped)] : [.send(.boardChosen(clicked))]
        }
        if let clicked = layout.mode(atRow: row, column: column) {
            return clicked == state.mode
                ? [.send(.startTapped)] : [.send(.playersChosen(state.titleLineups.lineup(clicked)))]
        }
        if let key = layout.hintKey(atRow: row, column: column, mode: state.mode) {
            let event = InputEvent.character(key)
            return row == layout.difficultyRow ? commands(for: .chooseSize, event: event, state: state, rows: rows,
                                                          columns: columns, typedRow: nil)
                : chooseDetail(event, state)
        }
        if state.mode == .players, let count = layout.count(atRow: row, column: column) {
            return count == state.players.count
                ? [.send(.startTapped)] : [.send(.playersChosen(TitleLayout.lineup(state.players, count: count)))]
        }
        if state.mode == .computer, let level = layout.level(atRow: row, column: column) {
            return level == TitleLayout.level(state.players)
                ? [.send(.startTapped)] : [.send(.playersChosen(TitleLayout.lineup(state.players, level: level)))]
        }
        if row == layout.lineupRow, state.mode != .solo,
           let seat = PlayerText.lineupSeat(atColumn: column, state.players, .unicode, screenColumns: columns),
           !state.players[seat].isComputer {
            return [.nameEdited(NameEdit.begin(seat: seat, name: state.players[seat].name))]
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
        case .character(let digit):
            KeyName.boardPlace(digit).map { [.send(.boardChosen(TitleLayout.boardChoices(state)[$0]))] } ?? []
        case .left: neighbour(of: state, step: -1).map { [.send(.boardChosen($0))] } ?? []
        case .right: neighbour(of: state, step: 1).map { [.send(.boardChosen($0))] } ?? []
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

    /// A key while a name is typed: a character is added (if it may be),
    /// Backspace takes the last off, Enter keeps the name and goes on to
    /// the next person's (or ends), Escape gives this name up and keeps
    /// the rest; a click ends the typing and does its own job.
    private static func edit(_ edit: NameEdit, _ event: InputEvent, _ state: GameState,
                             rows: Int, columns: Int) -> [Command] {
        var next = edit
        next.problem = nil
        switch event {
        case .character(let character):
            guard edit.accepts(character) else {
                next.problem = "a name holds at most \(ScoreRecord.nameLimit) characters, none of them control ones"
                return [.nameEdited(next)]
            }
            next.text.append(character)
            return [.nameEdited(next)]
        case .backspace:
            if !next.text.isEmpty { next.text.removeLast() }
            return [.nameEdited(next)]
        case .escape:
            return [.nameEdited(nil)]
        case .enter:
            var lineup = state.players
            lineup[edit.seat].name = edit.text.trimmingSpaces
            if let problem = Player.newLineupProblem(lineup) {
                next.problem = problem
                return [.nameEdited(next)]
            }
            let following = NameEdit.nextPerson(after: edit.seat, in: lineup)
                .map { NameEdit.begin(seat: $0, name: lineup[$0].name) }
            return (lineup == state.players ? [] : [.send(.playersChosen(lineup))]) + [.nameEdited(following)]
        case .click:
            return [.nameEdited(nil)] + commands(for: event, state: state, rows: rows, columns: columns)
        default:
            return []
        }
    }

    /// + and - on the title: one more or one fewer taking turns (2 to 4),
    /// or the computer a level up or down; nothing past the ends, nothing solo.
    private static func chooseDetail(_ event: InputEvent, _ state: GameState) -> [Command] {
        guard case .character(let key) = event else { return [] }
        let step = key == "+" ? 1 : -1
        switch state.mode {
        case .solo:
            return []
        case .players:
            let count = state.players.count + step
            guard TitleLayout.seatCounts.contains(count) else { return [] }
            return [.send(.playersChosen(TitleLayout.lineup(state.players, count: count)))]
        case .computer:
            let all = ComputerLevel.allCases
            guard let level = TitleLayout.level(state.players), let index = all.firstIndex(of: level),
                  all.indices.contains(index + step) else { return [] }
            return [.send(.playersChosen(TitleLayout.lineup(state.players, level: all[index + step])))]
        }
    }

    /// The board beside the chosen one on the title, if there is one: the
    /// presets, then the custom size.
    private static func neighbour(of state: GameState, step: Int) -> Board? {
        let all = TitleLayout.boardChoices(state)
        guard let index = all.firstIndex(of: state.board), all.indices.contains(index + step) else { return nil }
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

private extension InputEvent {
    /// A key that could name a card: a letter or a digit. (Enter and Space
    /// resume a paused game.)
    var namesACard: Bool {
        guard case .character(let key) = self else { return false }
        return key.isASCII && (key.isLetter || key.isNumber)
    }
}
