import GameCore
import Testing

/// The digest fingerprints the game, not the screen around it.
@Suite struct RecordingDigestTests {
    private static func dealt(_ board: Board = .easy, seed: UInt64 = 42) -> GameState {
        var state = GameState(board: board)
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(board, seed: seed), seed: seed))
        return state
    }

    @Test func aTitleScreenHasAFixedDigest() {
        // Pinned (and checked against an independent FNV-1a): a digest that changed
        // would make every saved recording fail to verify.
        #expect(GameState(board: .medium).digestText == "difficulty medium\nscreen title\nseed none\nmoves 0\nseconds 0")
        #expect(GameState(board: .medium).digest == "8b3fba428740c879")
    }

    @Test func theDigestIsSixteenLowercaseHexDigits() {
        let digest = Self.dealt().digest
        #expect(digest.count == 16)
        #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func theDigestTextListsEveryCardInGridOrder() {
        var state = Self.dealt()
        GameReducer.reduce(&state, .cardFlipped(id: 2))
        let lines = state.digestText.split(separator: "\n")
        #expect(lines.count == 5 + 8)
        #expect(lines[5 + 2] == "card 2 \(state.cards[2].animal.rawValue) up")
        #expect(lines[5] == "card 0 \(state.cards[0].animal.rawValue) down")
    }

    @Test func scoresWarningFocusHelpAndQuackDoNotChangeTheDigest() {
        let plain = Self.dealt()
        var decorated = plain
        decorated.scores.insert(ScoreRecord(name: "ann", moves: 8, seconds: 9, date: .distantPast, seed: 1, board: .easy))
        decorated.warning = "Scores could not be read"
        decorated.focus = 5
        decorated.isShowingHelp = true
        decorated.isQuacking = true
        #expect(decorated.digest == plain.digest)
    }

    @Test func everyGameFieldChangesTheDigest() {
        let plain = Self.dealt()
        var changes: [GameState] = []
        for change: (inout GameState) -> Void in [
            { $0.board = .hard }, { $0.screen = .paused }, { $0.seed = 43 }, { $0.moves = 1 },
            { $0.elapsedSeconds = 1 }, { $0.cards[3].isFaceUp = true }, { $0.cards[3].isMatched = true },
        ] {
            var state = plain
            change(&state)
            changes.append(state)
        }
        #expect(Set(changes.map(\.digest) + [plain.digest]).count == changes.count + 1)
        #expect(Self.dealt(seed: 7).digest != plain.digest)
    }
}
