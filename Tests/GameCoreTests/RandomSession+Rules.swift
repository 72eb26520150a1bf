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
        if case .cardFlipped(let id) = action, before.screen == .playing, let round = before.round,
           round.cards.indices.contains(id), !round.cards[id].isFaceUp, !round.cards[id].isMatched {
            effectiveFlips += 1
            if round.cards[id].animal == .ducks { ducksTurnedUp += 1 }
            if round.selected.count == 2 { tally.thirdFlips += 1 }
        }
        // A card of the showing mismatch flipped again: one move, and a
        // ducks card quacks again, turned up however it was turned.
        if case .mismatchedCardFlipped(let id) = action, let round = before.round,
           round.acceptsFlipAgain(of: id) || round.acceptsFlip(of: id) {
            effectiveFlips += 1
            if round.cards[id].animal == .ducks { ducksTurnedUp += 1 }
            if round.acceptsFlipAgain(of: id) { tally.flipsAgain += 1 }
        }
        if action == nil, before.round?.selected.count == 2, after.round?.selected.isEmpty == true {
            tally.mismatchesTurnedDown += 1
        }
        if before.round?.allMatched != true && after.round?.allMatched == true { allMatchedAt = scheduler.now }
        if after.round?.allMatched != true { allMatchedAt = nil }
        if before.screen != .won && after.screen == .won { tally.wins += 1 }
        if after.round?.allMatched == true && after.screen == .playing { tally.winPauseSteps += 1 }
        if before.screen == .playing && after.screen == .paused { tally.pauses += 1 }
        if action == .gaveUp && after.screen == .title && before.screen != .title { tally.giveUps += 1 }
    }

    /// The deck is always pairs of the board's size, and a seed always deals the same deck.
    private func checkDeal(_ after: GameState, newGame: Bool, _ tally: inout Tally,
                           _ dealtDecks: inout [String: [Animal]]) -> String? {
        guard newGame, let round = after.round, let seed = round.seed else { return nil }
        let deck = round.cards.map(\.animal)
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
        // The title has no cards to check.
        guard let new = after.round else { return nil }
        // Within a game the round before is there too.
        let old = sameGame ? before.round : nil
        if sameGame && old == nil { return "\(before.screen) without a round" }
        var open = 0
        for (index, card) in new.cards.enumerated() {
            if card.id != index { return "card \(card.id) at grid position \(index)" }
            if card.isMatched && !card.isFaceUp { return "matched card \(index) face down" }
            if card.isFaceUp && !card.isMatched {
                open += 1
                if !new.selected.contains(index) { return "card \(index) up but not selected" }
            }
            guard let old else { continue }
            let was = old.cards[index]
            if was.animal != card.animal { return "card \(index) became a \(card.animal)" }
            if was.isMatched && !card.isMatched { return "card \(index) lost its match" }
        }
        if open > 2 { return "\(open) unmatched cards face up" }
        if open != new.selected.count { return "\(open) cards up but selected \(new.selected)" }
        guard let old else { return nil }
        if new.cards.count != old.cards.count { return "the grid changed size" }
        if new.moves < old.moves { return "moves went from \(old.moves) to \(new.moves)" }
        if new.elapsedSeconds < old.elapsedSeconds { return "the clock went back" }
        if before.screen == .paused && after.screen == .paused && new.elapsedSeconds != old.elapsedSeconds {
            return "the clock ran while paused"
        }
        return nil
    }

    /// The game is in play, as the issue words it: dealt, flipped once, not
    /// paused, not all matched, no help box, a terminal large enough.
    /// Written out here rather than taken from `isClockRunning`.
    static func isInPlay(_ state: GameState) -> Bool {
        guard state.screen == .playing, let round = state.round else { return false }
        return round.moves > 0 && !round.allMatched && state.dialog != .help && state.terminalFits
    }

    /// The clock shows the whole seconds the game was in play, however it
    /// was paused, helped or shrunk; whenever it stands, it holds exactly
    /// the time played.
    private func checkClock(_ after: GameState) -> String? {
        guard after.screen != .title else { return nil }
        guard let round = after.round else { return "\(after.screen) without a round" }
        let whole = Int(playedAsWatched.components.seconds)
        if round.elapsedSeconds != whole {
            return "the clock shows \(round.elapsedSeconds) s after \(playedAsWatched) of play"
        }
        if !Self.isInPlay(after) && round.played != playedAsWatched {
            return "the clock stopped at \(round.played) after \(playedAsWatched) of play"
        }
        return nil
    }

    /// The turn passes only on a mismatch, to the next seat; a pair counts
    /// to the player who found it, who goes on; the pairs of all players add
    /// up to the matched cards; a deal (and the title) starts from seat 0
    /// with no pairs; within a game the lineup stays as it sat down.
    private func checkTurn(_ action: GameAction?, _ before: GameState, _ after: GameState,
                           newGame: Bool, sameGame: Bool, _ tally: inout Tally) -> String? {
        // A round seats its players, the title its lineup: no turn there, and no pairs found.
        let seated = after.round?.players ?? after.players
        let turn = after.round?.turn ?? 0
        let pairsFound = after.round?.pairsFound ?? 0
        if !seated.indices.contains(turn) { return "turn \(turn) of \(seated.count) players" }
        if seated.isEmpty || seated.count > GameState.maximumPlayers {
            return "\(seated.count) players"
        }
        let pairs = seated.map(\.pairs).reduce(0, +)
        if pairs != pairsFound { return "players hold \(pairs) pairs, the grid \(pairsFound) matched" }
        if newGame || after.screen == .title {
            if turn != 0 || pairs != 0 { return "a new game starts at turn \(turn) with \(pairs) pairs" }
            if newGame { tally.lineupSizesDealt.insert(seated.count) }
            return nil
        }
        guard sameGame else { return nil }
        guard let old = before.round, let new = after.round else { return "a game without a round" }
        if new.players.map(\.name) != old.players.map(\.name) { return "the lineup changed in a game" }
        // The one flip that may pass the turn: an effective one that turned up the second card of a mismatch.
        var passes = false
        if case .cardFlipped(let id) = action, old.acceptsFlip(of: id) {
            passes = new.isMismatchShowing && new.selected.last == id
        }
        if case .mismatchedCardFlipped(let id) = action, old.acceptsFlip(of: id) || old.acceptsFlipAgain(of: id) {
            passes = new.isMismatchShowing && new.selected.last == id
        }
        let expected = passes ? (old.turn + 1) % old.players.count : old.turn
        if new.turn != expected {
            return "turn went from \(old.turn) to \(new.turn) (\(passes ? "a mismatch" : "no mismatch"))"
        }
        if new.hasSeveralPlayers && passes { tally.turnsPassed += 1 }
        if new.pairsFound > old.pairsFound {
            let mover = old.turn
            if new.pairsFound != old.pairsFound + 1 { return "two pairs matched at once" }
            if new.players[mover].pairs != old.players[mover].pairs + 1 {
                return "a pair found at turn \(mover) was not counted to that player"
            }
            if mover > 0 { tally.pairsToLaterSeats += 1 }
        }
        if before.screen != .won && after.screen == .won && new.hasSeveralPlayers { tally.multiPlayerWins += 1 }
        return nil
    }

    /// Moves equal the effective flips of this game; nothing counts on the title.
    private func checkMoves(_ after: GameState) -> String? {
        // The title counts no moves: it has no round.
        let moves = after.round?.moves ?? 0
        if moves != effectiveFlips { return "\(moves) moves for \(effectiveFlips) effective flips" }
        if after.screen == .title && after.round != nil { return "the title holds a game" }
        return nil
    }

    /// The screen is `won` exactly when every card is matched and the win
    /// pause has passed: while all are matched and less than the pause has
    /// gone by, the screen is still `playing`; once it has gone by, `won`.
    private func checkScreens(_ before: GameState, _ after: GameState, sameGame: Bool) -> String? {
        let allMatched = after.round?.allMatched == true
        if after.screen == .won && !allMatched { return "won with cards unmatched" }
        if after.screen == .paused && allMatched { return "paused with every card matched" }
        if after.screen != .title && after.round?.cards.isEmpty != false { return "\(after.screen) without cards" }
        guard allMatched, let matchedAt = allMatchedAt else { return nil }
        let waited = scheduler.now - matchedAt
        if waited < Self.winDelay && after.screen != .playing { return "\(after.screen) only \(waited) after the last match" }
        if waited >= Self.winDelay && after.screen != .won { return "still \(after.screen) \(waited) after the last match" }
        return nil
    }
}
