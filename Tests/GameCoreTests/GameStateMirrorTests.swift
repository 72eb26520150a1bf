import GameCore
import GameTesting
import StateDiff
import Testing

/// `GameState` keeps what lasts across games (scores, warning, lineups,
/// waiting game) in one shared box, for speed; to everything outside it is
/// still a plain struct: compared, mirrored and copied as one, and diffed
/// by readable paths into its round.
@Suite struct GameStateMirrorTests {
    /// The fields as declared, which the mirror lists.
    static let fields = [
        "board", "players", "round", "dialog", "isQuacking", "terminalFits", "lastSeed", "event",
        "scores", "warning", "titleLineups", "waitingGame", "customBoard", "computerForgetting", "dailiesDealt",
        "ordinaryDeals",
    ]

    /// A game in play with every field set, the optional ones too.
    static func full() -> GameState {
        var waiting = GameState(board: .easy)
        GameReducer.reduce(&waiting, .deckDealt(animals: Board.easy.animals + Board.easy.animals, seed: 3))
        GameReducer.reduce(&waiting, .cardFlipped(id: 2))
        var state = GameState(board: .medium, players: [Player(name: "ann"), .computer(.hard)])
        state.waitingGame = waiting.round?.resumable
        state.scores = ScoreTable([score(12)])
        state.warning = "scores file unreadable"
        GameReducer.reduce(&state, .dailyDealt(animals: Board.medium.animals + Board.medium.animals,
                                               seed: 9, date: "2026-11-23"))
        // The deal clears the warning and the waiting game: set them again.
        state.warning = "history not saved"
        state.waitingGame = waiting.round?.resumable
        GameReducer.reduce(&state, .cardFlipped(id: 4))
        GameReducer.reduce(&state, .helpToggled)
        return state
    }

    @Test func theMirrorListsEveryFieldInTheOrderDeclaredWithNoBox() {
        let labels = Mirror(reflecting: Self.full()).children.map(\.label)
        #expect(labels == Self.fields)
    }

    @Test func aCopyKeepsItsLastingFieldsWhenTheOriginalChanges() {
        let state = Self.full()
        var changed = state
        changed.warning = nil
        changed.scores = ScoreTable()
        changed.titleLineups.solo = [Player(name: "bob")]
        changed.waitingGame?.moves += 5

        #expect(state == Self.full())
        #expect(state.warning == "history not saved" && state.round?.daily == "2026-11-23")
        #expect(state.scores.ranking(for: .medium).count == 1)
        #expect(state.titleLineups.solo == [Player(name: "ann")])
        #expect(changed.waitingGame?.moves == (state.waitingGame?.moves ?? 0) + 5)
        #expect(changed != state)
    }

    @Test func statesWithEqualLastingFieldsInDifferentBoxesAreEqual() {
        var one = GameState(), other = GameState()
        one.warning = "same"
        other.warning = "same"
        #expect(one == other)
        other.warning = "different"
        #expect(one != other)
    }

    @Test func everyBoxedFieldsSetterFollowsOneRuleNilOverNilChangesNothing() {
        var state = GameState()
        let before = state
        state.warning = nil
        state.waitingGame = nil
        state.scores = ScoreTable()
        #expect(state == before)
        state.warning = "x"
        state.warning = nil
        #expect(state.warning == nil && state == before)
    }

    @Test func aChangeIsDiffedByItsOwnPathIntoTheRound() {
        let before = Self.full()
        var after = before
        GameReducer.reduce(&after, .helpToggled)
        GameReducer.reduce(&after, .cardFlipped(id: 3))
        after.waitingGame?.moves += 1
        after.warning = nil
        after.titleLineups.computer[1].computer = .easy
        #expect(Differ.lines(from: before, to: after) == [
            "round.turn 0 → 1",
            "round.cards[3].isFaceUp false → true",
            "round.selected [4] → [4, 3]",
            "round.moves 1 → 2",
            "round.focus 4 → 3",
            // What the computer seated remembers is in the game: it saw the pelican turned.
            "round.computerMemory 4 horse → 3 pelican, 4 horse",
            "dialog help → nil",
            "event nil → turned 3 pelican (mismatch)",
            "warning \"history not saved\" → nil",
            "titleLineups.computer[1].computer hard → easy",
            "waitingGame.moves 1 → 2",
        ])
    }

    @Test func aDealAndAGiveUpNameTheRoundThatCameOrWent() {
        var title = GameState(board: .easy)
        var dealt = title
        GameReducer.reduce(&dealt, .deckDealt(animals: Board.easy.animals + Board.easy.animals, seed: 3))
        #expect(Differ.lines(from: title, to: dealt) == ["round nil → Round", "lastSeed nil → 3", "ordinaryDeals 0 → 1"])
        title = dealt
        GameReducer.reduce(&title, .gaveUp)
        #expect(Differ.lines(from: dealt, to: title) == ["round Round → nil", "event nil → leftRound"])
    }
}
