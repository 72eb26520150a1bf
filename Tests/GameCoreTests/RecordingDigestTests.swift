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

    @Test func theDigestTextListsEveryCardInGridOrder() throws {
        var state = Self.dealt()
        GameReducer.reduce(&state, .cardFlipped(id: 2))
        let lines = state.digestText.split(separator: "\n")
        #expect(lines.count == 5 + 8)
        let cards = try #require(state.round).cards
        #expect(lines[5 + 2] == "card 2 \(cards[2].animal.rawValue) up")
        #expect(lines[5] == "card 0 \(cards[0].animal.rawValue) down")
    }

    @Test func scoresWarningFocusHelpAndQuackDoNotChangeTheDigest() {
        let plain = Self.dealt()
        var decorated = plain
        decorated.scores.insert(ScoreRecord(name: "ann", moves: 8, seconds: 9, date: .distantPast, seed: 1, board: .easy))
        decorated.warning = "Scores could not be read"
        decorated.round?.focus = 5
        decorated.dialog = .help
        decorated.isQuacking = true
        #expect(decorated.digest == plain.digest)
    }

    @Test func everyGameFieldChangesTheDigest() {
        let plain = Self.dealt()
        var changes: [GameState] = []
        for change: (inout GameState) -> Void in [
            { $0.round?.board = .hard }, { $0.round?.phase = .paused }, { $0.round?.seed = 43 }, { $0.round?.moves = 1 },
            { $0.round?.elapsedSeconds = 1 }, { $0.round?.cards[3].isFaceUp = true }, { $0.round?.cards[3].isMatched = true },
        ] {
            var state = plain
            change(&state)
            changes.append(state)
        }
        #expect(Set(changes.map(\.digest) + [plain.digest]).count == changes.count + 1)
        #expect(Self.dealt(seed: 7).digest != plain.digest)
    }

    private static func dealtForTwo() -> GameState {
        var state = GameState(board: .easy, players: [Player(name: "ann"), .computer(.hard)])
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.easy, seed: 42), seed: 42))
        return state
    }

    @Test func aSoloGameOfAnyNameKeepsTheDigestOf10() {
        // 1.0's recordings hold no players: a solo game's digest must not depend on one.
        var named = Self.dealt()
        named.round?.players = [Player(name: "zoë")]
        #expect(named.digest == Self.dealt().digest)
        #expect(!named.digestText.contains("player") && !named.digestText.contains("turn"))
    }

    @Test func severalPlayersAddTheTurnAndEachPlayersKindAndPairsInSeatOrder() {
        var state = Self.dealtForTwo()
        state.round?.turn = 1
        state.round?.players[1].pairs = 2
        let lines = state.digestText.split(separator: "\n").map(String.init)
        #expect(Array(lines[5...7]) == ["turn 1", "player ann person 0", "player Computer hard 2"])
        #expect(lines.count == 5 + 3 + 8)
    }

    @Test func theTurnTheLineupAndEachPlayersPairsChangeTheDigest() {
        let plain = Self.dealtForTwo()
        var changes: [GameState] = []
        for change: (inout GameState) -> Void in [
            { $0.round?.turn = 1 }, { $0.round?.players[0].pairs = 1 }, { $0.round?.players[1].pairs = 1 },
            { $0.round?.players[0].name = "bob" }, { $0.round?.players[1].computer = .easy }, { $0.round?.players.swapAt(0, 1) },
            { $0.round?.players.append(Player(name: "cy")) },
        ] {
            var state = plain
            change(&state)
            changes.append(state)
        }
        #expect(Set(changes.map(\.digest) + [plain.digest]).count == changes.count + 1)
    }
}
