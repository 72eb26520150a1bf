import StoreCore

/// The rules of Three Ducks as one pure function: no clock, no dice, no I/O.
/// Timing (the mismatch delay, the win pause, the clock) and dealing come in
/// as actions from the middleware.
package enum GameReducer {
    /// The reducer to hand to a `Store`.
    package static var reducer: Reducer<GameState, GameAction> { Reducer(reduce) }

    /// Applies one action to the state, and says in `state.event` what it
    /// did to the play (`GameEvent`), nil when nothing.
    package static func reduce(_ state: inout GameState, _ action: GameAction) {
        apply(&state, action)
        if case .computerSeated? = state.event {
            remember(&state)
        } else if state.round?.computerMemory != nil {
            remember(&state)
        }
    }

    /// What a computer seated remembers follows what the action did: it
    /// sees each card turned up, by anyone; it forgets as the turn passes,
    /// each card with its level's chance (drawn from its own seeded
    /// generator, so a fold draws the same); seated mid-game (`host --fill
    /// computer`) it knows only what it sees from then on.
    private static func remember(_ state: inout GameState) {
        guard var round = state.round else { return }
        switch state.event {
        case .turned(let flip)?:
            guard var memory = round.computerMemory else { return }
            memory.saw(round.cards[flip.card])
            if flip.result == .mismatch, round.hasSeveralPlayers,
               let level = round.players.lazy.compactMap(\.computer).first {
                memory.turnPassed(forgetting: state.computerForgetting ?? level.forgettingPerMille)
            }
            round.computerMemory = memory
        case .computerSeated?:
            guard round.computerMemory == nil else { return }
            round.computerMemory = round.freshComputerMemory
        default:
            return
        }
        state.round = round
    }

    /// The rules, without the computer's memory.
    private static func apply(_ state: inout GameState, _ action: GameAction) {
        state.event = nil
        switch action {
        case .launched, .startTapped, .dailyTapped:
            break  // the middleware answers these
        case .scoresLoaded(let table, let warning):
            state.scores = table
            state.warning = warning
        case .boardChosen(let board):
            if state.round == nil { choose(&state, board) }
        case .playersChosen(let players):
            if state.round == nil, (1...GameState.maximumPlayers).contains(players.count) {
                state.players = players.map { Player(name: $0.name, computer: $0.computer) }
                // The mode keeps its lineup for the session: 3 players stay 3
                // while solo is tried.
                state.titleLineups.set(state.players)
            }
        case .deckDealt(let animals, let seed):
            deal(&state, animals: animals, seed: seed)
        case .dailyDealt(let animals, let seed, let date):
            deal(&state, animals: animals, seed: seed, daily: date)
        case .cardFlipped(let id):
            flip(&state, id: id)
        case .mismatchedCardFlipped(let id):
            if state.round?.acceptsFlipAgain(of: id) == true {
                // The pair turns down, and this card of it is the next try's first.
                state.round?.turnDownMismatch()
                flip(&state, id: id)
                state.event?.turnedDownMismatch()
            } else {
                flip(&state, id: id)
            }
        case .keyRefused(let refusal):
            if state.round?.phase == .playing, state.round?.allMatched == false {
                state.round?.notice = .refused(refusal)
            }
        case .pairMatched:
            // The flip that turned up the second card matched the pair
            // already. 1.0's game logic sent this right after that flip, and
            // its recordings still hold it: a no-op keeps them replaying.
            break
        case .mismatchDelayElapsed:
            if state.round?.selected.isEmpty == false { state.event = .mismatchTurnedDown }
            state.round?.turnDownMismatch()
            state.round?.notice = nil
        case .winDelayElapsed:
            if state.round?.phase == .playing, state.round?.allMatched == true {
                state.round?.phase = .won
                state.event = .won
            }
        case .clockTicked:
            // 1.0's rule for 1.0's tick, which ran from the deal and with the
            // help open: its recordings add up to their digest only this way.
            if let round = state.round, round.phase == .playing, !round.allMatched {
                state.round?.played += .seconds(1)
                state.event = .clockMoved(played: round.played + .seconds(1))
            }
        case .clockMeasured(let played):
            // Never back: a measurement only ever adds time to a game.
            if state.isInGame, let round = state.round, played > round.played {
                state.round?.played = played
                state.event = .clockMoved(played: played)
            }
        case .terminalFitChanged(let fits):
            state.terminalFits = fits
        case .pauseToggled:
            guard let round = state.round else { break }
            state.round?.notice = nil
            if round.phase == .playing && !round.allMatched {
                state.round?.phase = .paused
                state.event = .paused(true)
            } else if round.phase == .paused {
                state.round?.phase = .playing
                state.event = .paused(false)
            }
        case .gaveUp:
            if state.dialog == .giveUpQuestion { state.dialog = nil }
            // Once every card is matched the game is won, whatever is pressed
            // in the pause before the win screen.
            if isGivingUpAllowed(state) { backToTitle(&state) }
        case .turnSkipped:
            guard var round = state.round, round.phase == .playing, !round.allMatched, round.players.count > 1 else { return }
            round.turnDownMismatch()
            round.notice = nil
            round.turn = (round.turn + 1) % round.players.count
            state.round = round
            state.event = .turnSkipped
        case .computerSeated(let seat, let level):
            guard let round = state.round, round.phase != .won, round.players.count > 1,
                  round.players.indices.contains(seat), round.players[seat].computer == nil else { return }
            state.round?.players[seat].computer = level
            state.round?.notice = nil
            state.event = .computerSeated(seat: seat, level: level)
        case .giveUpAsked:
            if isGivingUpAllowed(state) { state.dialog = .giveUpQuestion }
        case .giveUpDeclined:
            if state.dialog == .giveUpQuestion { state.dialog = nil }
        case .gameWaiting(let game, let warning):
            // On the title, the game is offered; a warning (the journal could
            // not be read) is added to any the title shows.
            guard state.round == nil else { break }
            state.waitingGame = game
            // The title shows the board and players it offers: `n` leaves
            // them chosen, and the title is the player's to change.
            // A solo game's name stays the title's (the scores' name).
            if let game {
                choose(&state, game.board)
                state.players = game.players.count > 1
                    ? game.players.map { Player(name: $0.name, computer: $0.computer) } : state.titleLineups.solo
            }
            if let warning { addWarning(&state, warning) }
        case .resumeTapped:
            resume(&state)
        case .waitingGameDiscarded:
            state.waitingGame = nil
        case .playAgainTapped, .backToTitleTapped:
            // Both leave the win screen for the title; the dealer deals at
            // once after playAgainTapped.
            if state.round?.phase == .won { backToTitle(&state) }
        case .focusMoved(let id):
            if state.round?.cards.indices.contains(id) == true {
                state.round?.focus = id
                state.round?.notice = nil
            }
        case .helpToggled:
            state.dialog = state.dialog == .help ? nil : .help
        case .scoreRecorded(let table, let isNewBest):
            state.scores = table
            // The save runs off the run loop, so its result may come after
            // the player left the win screen: the table is still news, but
            // "new best" and "saved" belong to that win screen, not the next game.
            guard state.round?.phase == .won else { break }
            state.round?.isNewBest = isNewBest
            state.round?.isScoreSaved = true
        case .scoreNotSaved(let reason):
            state.round?.isScoreSaved = false
            // On the win screen the round keeps it, shown before any later
            // warning; after the player left it, it is the title's warning.
            if state.round?.phase == .won {
                state.round?.scoreProblem = reason
            } else {
                addWarning(&state, reason)
            }
        case .historyNotSaved(let reason), .journalNotKept(let reason):
            addWarning(&state, reason)
        case .dailyAlreadyPlayed(let date):
            addWarning(&state, Self.dailyAlreadyPlayedText(date: date, board: state.board))
        case .dailiesLoaded(let dailies):
            for daily in dailies { noteDealt(&state, daily) }
        case .quacked:
            state.isQuacking = true
        case .quackFaded:
            state.isQuacking = false
        }
    }

    /// Adds `warning` to the one shown: every failure to keep something is
    /// said, and none hides another (a score and a history line failing
    /// together show both). The same words twice are said once.
    private static func addWarning(_ state: inout GameState, _ warning: String) {
        guard let shown = state.warning else {
            state.warning = warning
            return
        }
        if !shown.components(separatedBy: separator).contains(warning) { state.warning = shown + separator + warning }
    }

    /// What the game in play says when the daily deal was asked for again:
    /// `The daily medium game of 2026-11-23 was dealt already: this one is ordinary.`
    package static func dailyAlreadyPlayedText(date: String, board: Board) -> String {
        "The daily \(board.name) game of \(date) was dealt already: this one is ordinary."
    }

    /// Between two warnings on the one line.
    private static let separator = " · "

    /// A game in play or paused, not yet all matched: the only one a player
    /// may give up.
    private static func isGivingUpAllowed(_ state: GameState) -> Bool {
        guard let round = state.round else { return false }
        return round.isInGame && !round.allMatched
    }

    private static func deal(_ state: inout GameState, animals: [Animal], seed: UInt64, daily: String? = nil) {
        guard state.round == nil, !animals.isEmpty else { return }
        state.round = Round(board: state.board, players: state.players, animals: animals, seed: seed, daily: daily)
        state.lastSeed = seed
        // What the dealer deals next from: the count of ordinary deals (a
        // seed given, or its sequence), and the dailies dealt already.
        if let daily {
            noteDealt(&state, DailyGame(date: daily, board: state.board))
        } else {
            state.ordinaryDeals += 1
        }
        state.dialog = nil
        // A warning tells of the last game or of the launch; the player saw it.
        state.warning = nil
        // A new game is dealt over a waiting one: that one is abandoned.
        state.waitingGame = nil
    }

    /// The dealer is not to deal `daily` again.
    private static func noteDealt(_ state: inout GameState, _ daily: DailyGame) {
        if !state.dailiesDealt.contains(daily) { state.dailiesDealt.append(daily) }
    }

    /// `resumeTapped`: on the title, the waiting game is played on, and the
    /// title chooses its board and players from now on.
    private static func resume(_ state: inout GameState) {
        guard state.round == nil, var game = state.waitingGame else { return }
        game.phase = .playing
        state.round = game
        choose(&state, game.board)
        state.players = game.players.map { Player(name: $0.name, computer: $0.computer) }
        state.lastSeed = game.seed
        // A daily game resumed was dealt: play again does not deal it again.
        if let daily = game.daily { noteDealt(&state, DailyGame(date: daily, board: game.board)) }
        state.waitingGame = nil
        state.dialog = nil
        state.warning = nil
        state.round?.notice = nil
    }

    /// The title's board is `board`; a size with no name is also the
    /// title's custom size from now on.
    private static func choose(_ state: inout GameState, _ board: Board) {
        state.board = board
        if board.presetName == nil { state.customBoard = board }
    }

    /// A flip that counts turns the card; one that does not says why on
    /// the status line, and changes nothing else (a recording's digest
    /// never sees the notice).
    private static func flip(_ state: inout GameState, id: Int) {
        guard let round = state.round else { return }
        if round.acceptsFlip(of: id) {
            state.event = (state.round?.flip(id)).map(GameEvent.turned)
        } else if let refusal = round.refusal(of: id) {
            state.round?.notice = .refused(refusal)
        }
    }

    private static func backToTitle(_ state: inout GameState) {
        // A score not saved is still said on the title, first.
        if let problem = state.round?.scoreProblem {
            state.warning = ([problem] + (state.warning.map { [$0] } ?? [])).joined(separator: separator)
        }
        state.round = nil
        state.dialog = nil
        state.isQuacking = false
        state.event = .leftRound
    }
}

extension GameEvent {
    /// The flip turned a showing mismatch down before its card turned up.
    fileprivate mutating func turnedDownMismatch() {
        if case .turned(var flip) = self {
            flip.turnedDownMismatch = true
            self = .turned(flip)
        }
    }
}

extension Round {
    /// Turns card `id` up; the caller checked `acceptsFlip(of:)`. Says what
    /// the flip did.
    fileprivate mutating func flip(_ id: Int) -> GameEvent.Flip {
        let third = selected.count == 2
        if third {
            // A third flip during the mismatch delay: the pair turns down at once.
            turnDownMismatch()
        }
        cards[id].isFaceUp = true
        selected.append(id)
        moves += 1
        focus = id
        notice = nil
        return GameEvent.Flip(card: id, face: cards[id].animal, turnedDownMismatch: third, result: matchIfPair())
    }

    /// The second card turned up: the same animal is a pair, matched at once
    /// and counted to the player who turned it, who goes on; a mismatch
    /// stays selected until its delay is over or a third flip, and the turn
    /// passes at once, so the next player may flip while it shows.
    private mutating func matchIfPair() -> GameEvent.Flip.Result {
        guard selected.count == 2 else { return .first }
        let first = selected[0], second = selected[1]
        guard cards[first].animal == cards[second].animal else {
            turn = (turn + 1) % players.count
            return .mismatch
        }
        cards[first].isMatched = true
        cards[second].isMatched = true
        selected = []
        players[turn].pairs += 1
        notice = .pair
        return allMatched ? .lastPair : .pair
    }
}
