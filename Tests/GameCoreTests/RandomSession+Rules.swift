import GameCore
import StoreCore

/// The rules every step of a random session must keep.
extension RandomSession {
    /// Checks one step, from `before` to `after`; `action` is nil when the clock ran.
    /// Returns the first broken rule, in words.
    mutating func check(
        _ action: GameAction?, _ before: GameState, _ after: GameState,
        _ tally: inout Tally, _ dealtDecks: inout [String: [Animal]]
    ) -> String? {
        // Play again on the win screen deals the next game in the same step.
        let newGame = (before.screen == .title || before.screen == .won) && after.screen == .playing
        let sameGame = !newGame && before.screen != .title && after.screen != .title
        count(action, before, after, newGame: newGame, &tally)
        if let broken = checkDeal(after, newGame: newGame, &tally, &dealtDecks) { return broken }
        if let broken = checkCards(before, after, sameGame: sameGame) { return broken }
        if let broken = checkMoves(after) { return broken }
        if let broken = checkTurn(action, before, after, newGame: newGame, sameGame: sameGame, &tally) { return broken }
        if let broken = checkScreens(before, after, sameGame: sameGame) { return broken }
        if let broken = checkClock(after) { return broken }
        if bell.rings != ducksTurnedUp { return "\(bell.rings) rings for \(ducksTurnedUp) ducks turned up" }
        return nil
    }

    /// Counts effective flips and what happened, from the state before each action.
    private mutating func count(_ action: GameAction?, _ before: GameState, _ after: GameState,
                                newGame: Bool, _ tally: inout Tally) {
        if newGame || after.screen == .title {
            effectiveFlips = 0
            playedAsWatched = .zero
        }
        if Self.isInPlay(before) && !Self.isInPlay(after) && after.screen == .playing {
            if action == .helpToggled { tally.clockStopsForHelp += 1 }
            if case .terminalFitChanged = action { tally.clockStopsForTheSize += 1 }
        }
        if case .cardFlipped(let id) = action, before.screen == .playing, before.cards.indices.contains(id),
           !before.cards[id].isFaceUp, !before.cards[id].isMatched {
            effectiveFlips += 1
            if before.cards[id].animal == .ducks { ducksTurnedUp += 1 }
            if before.selected.count == 2 { tally.thirdFlips += 1 }
        }
        if action == nil, before.selected.count == 2, after.selected.isEmpty { tally.mismatchesTurnedDown += 1 }
        if !before.allMatched && after.allMatched { allMatchedAt = scheduler.now }
        if !after.allMatched { allMatchedAt = nil }
        if before.screen != .won && after.screen == .won { tally.wins += 1 }
        if after.allMatched && after.screen == .playing { tally.winPauseSteps += 1 }
        if before.screen == .playing && after.screen == .paused { tally.pauses += 1 }
        if action == .gaveUp && after.screen == .title && before.screen != .title { tally.giveUps += 1 }
    }

    /// The deck is always pairs of the board's size, and a seed always deals the same deck.
    private func checkDeal(_ after: GameState, newGame: Bool, _ tally: inout Tally,
                           _ dealtDecks: inout [String: [Animal]]) -> String? {
        guard newGame, let seed = after.seed else { return nil }
        let deck = after.cards.map(\.animal)
        if !Deck.isValid(deck, for: after.board) { return "\(deck) is not a \(after.board) deck" }
        let key = "\(after.board) \(seed)"
        if let earlier = dealtDecks[key] {
            if earlier != deck { return "seed \(key) dealt \(deck), earlier \(earlier)" }
            tally.seedsDealtAgain += 1
        }
        dealtDecks[key] = deck
        return nil
    }

    /// Never more than two unmatched cards up, all of them selected; matched
    /// cards stay up; within a game no card changes its animal (so the deck
    /// checked at the deal stays whole). One pass: this runs half a million times.
    private func checkCards(_ before: GameState, _ after: GameState, sameGame: Bool) -> String? {
        var open = 0
        for (index, card) in after.cards.enumerated() {
            if card.id != index { return "card \(card.id) at grid position \(index)" }
            if card.isMatched && !card.isFaceUp { return "matched card \(index) face down" }
            if card.isFaceUp && !card.isMatched {
                open += 1
                if !after.selected.contains(index) { return "card \(index) up but not selected" }
            }
            guard sameGame else { continue }
            let old = before.cards[index]
            if old.animal != card.animal { return "card \(index) became a \(card.animal)" }
            if old.isMatched && !card.isMatched { return "card \(index) lost its match" }
        }
        if open > 2 { return "\(open) unmatched cards face up" }
        if open != after.selected.count { return "\(open) cards up but selected \(after.selected)" }
        guard sameGame else { return nil }
        if after.cards.count != before.cards.count { return "the grid changed size" }
        if after.moves < before.moves { return "moves went from \(before.moves) to \(after.moves)" }
        if after.elapsedSeconds < before.elapsedSeconds { return "the clock went back" }
        if before.screen == .paused && after.screen == .paused && after.elapsedSeconds != before.elapsedSeconds {
            return "the clock ran while paused"
        }
        return nil
    }

    /// The game is in play, as the issue words it: dealt, flipped once, not
    /// paused, not all matched, no help box, a terminal large enough.
    /// Written out here rather than taken from `isClockRunning`.
    static func isInPlay(_ state: GameState) -> Bool {
        state.screen == .playing && state.moves > 0 && !state.allMatched && !state.isShowingHelp
            && state.terminalFits
    }

    /// The clock shows the whole seconds the game was in play, however it
    /// was paused, helped or shrunk; whenever it stands, it holds exactly
    /// the time played.
    private func checkClock(_ after: GameState) -> String? {
        guard after.screen != .title else { return nil }
        let whole = Int(playedAsWatched.components.seconds)
        if after.elapsedSeconds != whole {
            return "the clock shows \(after.elapsedSeconds) s after \(playedAsWatched) of play"
        }
        if !Self.isInPlay(after) && after.played != playedAsWatched {
            return "the clock stopped at \(after.played) after \(playedAsWatched) of play"
        }
        return nil
    }

    /// The turn passes only on a mismatch, to the next seat; a pair counts
    /// to the player who found it, who goes on; the pairs of all players add
    /// up to the matched cards; a deal (and the title) starts from seat 0
    /// with no pairs; within a game the lineup stays as it sat down.
    private func checkTurn(_ action: GameAction?, _ before: GameState, _ after: GameState,
                           newGame: Bool, sameGame: Bool, _ tally: inout Tally) -> String? {
        if !after.seated.indices.contains(after.turn) { return "turn \(after.turn) of \(after.seated.count) players" }
        if after.seated.isEmpty || after.seated.count > GameState.maximumPlayers {
            return "\(after.seated.count) players"
        }
        let pairs = after.seated.map(\.pairs).reduce(0, +)
        if pairs != after.pairsFound { return "players hold \(pairs) pairs, the grid \(after.pairsFound) matched" }
        if newGame || after.screen == .title {
            if after.turn != 0 || pairs != 0 { return "a new game starts at turn \(after.turn) with \(pairs) pairs" }
            if newGame { tally.lineupSizesDealt.insert(after.seated.count) }
            return nil
        }
        guard sameGame else { return nil }
        if after.seated.map(\.name) != before.seated.map(\.name) { return "the lineup changed in a game" }
        // The one flip that may pass the turn: an effective one that turned up the second card of a mismatch.
        var passes = false
        if case .cardFlipped(let id) = action, before.acceptsFlip(of: id) {
            passes = after.isMismatchShowing && after.selected.last == id
        }
        let expected = passes ? (before.turn + 1) % before.seated.count : before.turn
        if after.turn != expected {
            return "turn went from \(before.turn) to \(after.turn) (\(passes ? "a mismatch" : "no mismatch"))"
        }
        if after.hasSeveralPlayers && passes { tally.turnsPassed += 1 }
        if after.pairsFound > before.pairsFound {
            let mover = before.turn
            if after.pairsFound != before.pairsFound + 1 { return "two pairs matched at once" }
            if after.seated[mover].pairs != before.seated[mover].pairs + 1 {
                return "a pair found at turn \(mover) was not counted to that player"
            }
            if mover > 0 { tally.pairsToLaterSeats += 1 }
        }
        if before.screen != .won && after.screen == .won && after.hasSeveralPlayers { tally.multiPlayerWins += 1 }
        return nil
    }

    /// Moves equal the effective flips of this game; nothing counts on the title.
    private func checkMoves(_ after: GameState) -> String? {
        if after.moves != effectiveFlips { return "\(after.moves) moves for \(effectiveFlips) effective flips" }
        if after.screen == .title && (after.moves != 0 || after.elapsedSeconds != 0 || !after.cards.isEmpty) {
            return "the title holds a game"
        }
        return nil
    }

    /// The screen is `won` exactly when every card is matched and the win
    /// pause has passed: while all are matched and less than the pause has
    /// gone by, the screen is still `playing`; once it has gone by, `won`.
    private func checkScreens(_ before: GameState, _ after: GameState, sameGame: Bool) -> String? {
        if after.screen == .won && !after.allMatched { return "won with cards unmatched" }
        if after.screen == .paused && after.allMatched { return "paused with every card matched" }
        if after.screen != .title && after.cards.isEmpty { return "\(after.screen) without cards" }
        guard after.allMatched, let matchedAt = allMatchedAt else { return nil }
        let waited = scheduler.now - matchedAt
        if waited < Self.winDelay && after.screen != .playing { return "\(after.screen) only \(waited) after the last match" }
        if waited >= Self.winDelay && after.screen != .won { return "still \(after.screen) \(waited) after the last match" }
        return nil
    }
}
