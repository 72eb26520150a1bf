import GameCore
import GameTesting
import StateDiff
import Testing

/// The typed diffs of GameState, Round, Card and Player (`FieldwiseDiffable`,
/// GameState+Diff.swift) against the mirrors they stand in for: the same
/// fields under the same labels, and the same changes for every action.
@Suite struct GameStateDiffTests {
    static let round = Round(board: .easy, players: [Player(name: "ann")], animals: Deck.shuffled(.easy, seed: 1),
                             seed: 1)

    private static func labels(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.map { $0.label ?? "?" }
    }

    @Test func everyFieldIsListedInItsMirrorsOrder() {
        #expect(GameState.diffedFields.map(\.label) == Self.labels(GameState()))
        #expect(Round.diffedFields.map(\.label) == Self.labels(Self.round))
        #expect(Card.diffedFields.map(\.label) == Self.labels(Self.round.cards[0]))
        #expect(Player.diffedFields.map(\.label) == Self.labels(Self.round.players[0]))
    }

    @Test(arguments: 1...8)
    func everyActionOfARandomGameDiffsAsByMirror(_ seed: Int) {
        let boards: [Board?] = [nil, .easy, .medium, .hard, Board(name: "2x2"), Board(name: "5x6"), Board(name: "12x12"), nil]
        let recording = RandomRecording.make(seed: UInt64(seed), actions: 600, board: boards[seed - 1])
        var fold = ActionFold(recording)
        var changed = 0
        for timed in recording.actions {
            let before = fold.apply(timed.action)
            let typed = Differ.changes(from: before, to: fold.state)
            #expect(typed == Differ.mirrorChanges(from: before, to: fold.state), "action \(fold.applied): \(timed.action)")
            changed += typed.count
        }
        #expect(changed > 300)
    }

    @Test func theLastingFieldsAndRecordsThatComeAndGoDiffAsByMirror() {
        var state = GameState()
        var after = state
        after.waitingGame = Self.round
        after.warning = "the scores file is unreadable"
        after.round = Self.round
        after.dialog = .help
        after.lastSeed = 7
        #expect(Differ.changes(from: state, to: after) == Differ.mirrorChanges(from: state, to: after))
        #expect(Differ.changes(from: after, to: state) == Differ.mirrorChanges(from: after, to: state))
        state = after
        after.waitingGame?.moves = 3
        after.round?.players.append(Player(name: "bob", computer: .hard))
        after.round?.players[0].pairs = 2
        after.round?.selected = [2, 3]
        after.round?.scoreProblem = String(repeating: "long ", count: 30)
        after.round?.played = .milliseconds(1_250)
        after.players = [Player(name: "cy")]
        #expect(Differ.changes(from: state, to: after) == Differ.mirrorChanges(from: state, to: after))
        #expect(!Differ.changes(from: state, to: after).isEmpty)
    }

    @Test func aLeafReadsAsValueTextWritesIt() {
        // The written-out texts (numbers, flags, a round's phase and notice) among them, every case of each.
        let values: [any DiffLeaf] = [3, -12, Int.min, true, false, UInt64(9), UInt64.max, Duration.milliseconds(1_500), "ann",
                                      String(repeating: "x", count: 80), Optional<Int>.none, Optional("bo"), Board.hard,
                                      Animal.ducks, ComputerLevel.easy, Round.Phase.playing, Round.Phase.paused, Round.Phase.won,
                                      Round.Notice.pair, GameState.Dialog.giveUpQuestion]
            + Round.Refusal.allCases.map { Round.Notice.refused($0) }
        for value in values {
            #expect(value.diffText == ValueText.of(value))
        }
    }
}
