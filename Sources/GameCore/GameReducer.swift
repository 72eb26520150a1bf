import StoreCore

/// The rules of Three Ducks as one pure function: no clock, no dice, no I/O.
/// Timing (the mismatch delay, the win pause, the clock) and dealing come in
/// as actions from the middleware.
package enum GameReducer {
    /// The reducer to hand to a `Store`.
    package static var reducer: Reducer<GameState, GameAction> { Reducer(reduce) }

    /// Applies one action to the state.
    package static func reduce(_ state: inout GameState, _ action: GameAction) {
        switch action {
        case .launched, .startTapped, .dailyTapped:
            break  // the middleware answers these
        case .scoresLoaded(let table, let warning):
            state.scores = table
            state.warning = warning
        case .boardChosen(let board):
            if state.screen == .title { state.board = board }
        case .playersChosen(let players):
            if state.screen == .title, (1...GameState.maximumPlayers).contains(players.count) {
                state.players = players.map { Player(name: $0.name, computer: $0.computer) }
                state.turn = 0
            }
        case .deckDealt(let animals, let seed):
            deal(&state, animals: animals, seed: seed)
        case .dailyDealt(let animals, let seed, let date):
            deal(&state, animals: animals, seed: seed, daily: date)
        case .cardFlipped(let id):
            flip(&state, id: id)
        case .pairMatched:
            // The flip that turned up the second card matched the pair
            // already. 1.0's game logic sent this right after that flip, and
            // its recordings still hold it: a no-op keeps them replaying.
            break
        case .mismatchDelayElapsed:
            turnDownMismatch(&state)
        case .winDelayElapsed:
            if state.screen == .playing && state.allMatched { state.screen = .won }
        case .clockTicked:
            // 1.0's rule for 1.0's tick, which ran from the deal and with the
            // help open: its recordings add up to their digest only this way.
            if state.screen == .playing && !state.allMatched { state.played += .seconds(1) }
        case .clockMeasured(let played):
            // Never back: a measurement only ever adds time to a game.
            if state.screen == .playing || state.screen == .paused, played > state.played {
                state.played = played
            }
        case .terminalFitChanged(let fits):
            state.terminalFits = fits
        case .pauseToggled:
            if state.screen == .playing && !state.allMatched {
                state.screen = .paused
            } else if state.screen == .paused {
                state.screen = .playing
            }
        case .gaveUp:
            state.isAskingToGiveUp = false
            // Once every card is matched the game is won, whatever is pressed
            // in the pause before the win screen.
            if (state.screen == .playing || state.screen == .paused) && !state.allMatched { backToTitle(&state) }
        case .giveUpAsked:
            if (state.screen == .playing || state.screen == .paused) && !state.allMatched { state.isAskingToGiveUp = true }
        case .giveUpDeclined:
            state.isAskingToGiveUp = false
        case .gameWaiting(let game, let warning):
            ResumableGame.offer(game, warning: warning, in: &state)
        case .resumeTapped:
            ResumableGame.resume(&state)
        case .waitingGameDiscarded:
            state.waitingGame = nil
        case .playAgainTapped, .backToTitleTapped:
            // Both leave the win screen for the title; the board
            // middleware deals at once after playAgainTapped.
            if state.screen == .won { backToTitle(&state) }
        case .focusMoved(let id):
            if state.cards.indices.contains(id) { state.focus = id }
        case .helpToggled:
            state.isShowingHelp.toggle()
        case .scoreRecorded(let table, let isNewBest):
            state.scores = table
            // The save runs off the run loop, so its result may come after
            // the player left the win screen: the table is still news, but
            // "new best" and "saved" belong to that win screen, not the next game.
            guard state.screen == .won else { break }
            state.isNewBest = isNewBest
            state.isScoreSaved = true
        case .scoreNotSaved(let reason):
            state.isScoreSaved = false
            state.warning = reason
        case .historyNotSaved(let reason):
            state.warning = reason
        case .quacked:
            state.isQuacking = true
        case .quackFaded:
            state.isQuacking = false
        }
    }

    private static func deal(_ state: inout GameState, animals: [Animal], seed: UInt64, daily: String? = nil) {
        guard state.screen == .title, !animals.isEmpty else { return }
        state.daily = daily
        state.cards = animals.enumerated().map { Card(id: $0.offset, animal: $0.element) }
        state.screen = .playing
        state.selected = []
        state.moves = 0
        state.played = .zero
        state.seed = seed
        state.turn = 0
        for index in state.players.indices { state.players[index].pairs = 0 }
        state.focus = 0
        state.isShowingHelp = false
        state.isNewBest = false
        state.isScoreSaved = false
        // A warning tells of the last game or of the launch; the player saw it.
        state.warning = nil
        // A new game is dealt over a waiting one: that one is abandoned.
        state.waitingGame = nil
        state.isAskingToGiveUp = false
    }

    private static func flip(_ state: inout GameState, id: Int) {
        guard state.acceptsFlip(of: id) else { return }
        if state.selected.count == 2 {
            // A third flip during the mismatch delay: the pair turns down at once.
            turnDownMismatch(&state)
        }
        state.cards[id].isFaceUp = true
        state.selected.append(id)
        state.moves += 1
        state.focus = id
        matchIfPair(&state)
    }

    /// The second card turned up: the same animal is a pair, matched at once
    /// and counted to the player who turned it, who goes on; a mismatch
    /// stays selected until its delay is over or a third flip, and the turn
    /// passes at once, so the next player may flip while it shows.
    private static func matchIfPair(_ state: inout GameState) {
        guard state.selected.count == 2 else { return }
        let first = state.selected[0], second = state.selected[1]
        guard state.cards[first].animal == state.cards[second].animal else {
            state.turn = (state.turn + 1) % state.players.count
            return
        }
        state.cards[first].isMatched = true
        state.cards[second].isMatched = true
        state.selected = []
        state.players[state.turn].pairs += 1
    }

    private static func turnDownMismatch(_ state: inout GameState) {
        for id in state.selected where !state.cards[id].isMatched {
            state.cards[id].isFaceUp = false
        }
        state.selected = []
    }

    private static func backToTitle(_ state: inout GameState) {
        state.screen = .title
        state.cards = []
        state.selected = []
        state.moves = 0
        state.played = .zero
        state.focus = 0
        state.turn = 0
        for index in state.players.indices { state.players[index].pairs = 0 }
        state.isShowingHelp = false
        state.isQuacking = false
    }
}
