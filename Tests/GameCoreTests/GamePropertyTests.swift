import GameCore
import GameTesting
import StoreCore
import Testing

/// Random play through the whole chain on a manual clock, with every rule
/// checked after every step: on boards of every size, by one to four players
/// taking turns.
@Suite struct GamePropertyTests {
    static let sequences = 10_000
    static let stepsPerSequence = 48

    @Test func tenThousandRandomSessionsKeepEveryRuleAfterEveryStep() {
        var tally = RandomSession.Tally()
        var dealtDecks: [String: [Animal]] = [:]
        for index in 0..<Self.sequences {
            var session = RandomSession(seed: UInt64(index))
            if let failure = session.run(steps: Self.stepsPerSequence, tally: &tally, dealtDecks: &dealtDecks) {
                Issue.record("session \(index): \(failure)")
                return
            }
        }
        // The walk must reach what the rules talk about, or it proves little.
        #expect(tally.wins > Self.sequences / 10, "\(tally)")
        #expect(tally.winPauseSteps > Self.sequences / 10, "\(tally)")
        #expect(tally.mismatchesTurnedDown > Self.sequences / 5, "\(tally)")
        #expect(tally.thirdFlips > Self.sequences, "\(tally)")
        #expect(tally.flipsAgain > Self.sequences / 10, "\(tally)")
        #expect(tally.pauses > Self.sequences / 2, "\(tally)")
        #expect(tally.giveUps > Self.sequences / 5, "\(tally)")
        #expect(tally.clockStopsForHelp > Self.sequences / 10, "\(tally)")
        #expect(tally.clockStopsForTheSize > Self.sequences / 20, "\(tally)")
        // Fewer than one a session: a board of every size makes a seed dealt
        // again on the same board rarer than on the three presets alone.
        #expect(tally.seedsDealtAgain > Self.sequences / 2, "a seed dealt again is compared with its first deal: \(tally)")
        #expect(tally.turnsPassed > Self.sequences, "\(tally)")
        #expect(tally.pairsToLaterSeats > Self.sequences / 2, "pairs found by a player after the first: \(tally)")
        #expect(tally.multiPlayerWins > Self.sequences / 20, "\(tally)")
        #expect(tally.lineupSizesDealt == [1, 2, 3, 4], "\(tally)")
        let boardsDealt = Set(dealtDecks.keys.map { String($0.prefix { $0 != " " }) })
        #expect(boardsDealt == Set(RandomSession.allBoards.map(\.name)), "every board, every size, dealt")
    }
}

/// One random session: a store with the whole chain and a player who presses
/// keys at random, remembering just enough to finish a game now and then.
struct RandomSession {
    /// What the walk went through, to show it reached every rule.
    struct Tally {
        var wins = 0, winPauseSteps = 0, mismatchesTurnedDown = 0, thirdFlips = 0, pauses = 0, giveUps = 0
        /// Cards of a showing mismatch flipped again (`mismatchedCardFlipped`).
        var flipsAgain = 0
        var seedsDealtAgain = 0, clockStopsForHelp = 0, clockStopsForTheSize = 0
        var turnsPassed = 0, pairsToLaterSeats = 0, multiPlayerWins = 0
        var lineupSizesDealt: Set<Int> = []
    }

    /// Every board there is, 2×2 to 12×12 with an even number of cards.
    static let allBoards: [Board] = Board.sides.flatMap { rows in
        Board.sides.compactMap { Board(rows: rows, columns: $0) }
    }

    static let winDelay = Duration.milliseconds(600)

    private var random: SplitMix64
    let scheduler = ManualScheduler()
    let bell = CountingBell()
    private let store: Store<GameState, GameAction>
    /// Flips the rules accepted this game, counted from the state before each.
    var effectiveFlips = 0
    /// Rings owed for ducks that turned up this session.
    var ducksTurnedUp = 0
    /// When the last pair was matched, while the game waits for its win screen.
    var allMatchedAt: Duration?
    /// Play time this game, as the test watched it: the waits during which
    /// the game was in play.
    var playedAsWatched: Duration = .zero

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        var configuration = Game.Configuration.testing(.medium, seed: random.uniform(below: 40), bell: bell)
        configuration.board = Self.randomBoard(&random)
        configuration.players = Self.randomLineup(&random)
        configuration.mismatchDelay = .milliseconds(Int64(200 + random.uniform(below: 1_000)))
        store = Game.makeStore(configuration, scheduler: scheduler)
    }

    /// Runs `steps` random steps; returns the first broken rule, if any.
    mutating func run(steps: Int, tally: inout Tally, dealtDecks: inout [String: [Animal]]) -> String? {
        store.send(.launched)
        for _ in 0..<steps {
            let before = store.state
            let action = nextAction(before)
            if let action {
                store.send(action)
            } else {
                let wait = nextWait()
                if Self.isInPlay(before) { playedAsWatched += wait }
                scheduler.advance(by: wait)
            }
            let after = store.state
            if let failure = check(action, before, after, &tally, &dealtDecks) {
                return "after \(action.map { "\($0)" } ?? "waiting") at \(scheduler.now): \(failure)"
            }
        }
        return nil
    }

    /// A random key press, or nil to let the clock run.
    private mutating func nextAction(_ state: GameState) -> GameAction? {
        let roll = random.uniform(below: 100)
        switch roll {
        case 0..<5 where state.round?.isMismatchShowing == true:
            // A card of the mismatch that shows, flipped again.
            let selected = state.round?.selected ?? []
            return .mismatchedCardFlipped(id: selected[Int(random.uniform(below: UInt64(selected.count)))])
        case 0..<30: return .cardFlipped(id: Int(random.uniform(below: UInt64(max(state.round?.cards.count ?? 0, 1) + 1))))
        case 30..<60: return partnerFlip(state)
        case 60..<77: return nil
        case 77..<83: return .pauseToggled
        case 83..<85: return .helpToggled
        case 85..<86: return .terminalFitChanged(fits: random.uniform(below: 2) == 0)
        case 86..<87: return .gaveUp
        case 87..<94: return .startTapped
        case 94..<96: return .playAgainTapped
        case 96..<98: return .backToTitleTapped
        case 98: return .boardChosen(Self.randomBoard(&random))
        default: return .playersChosen(Self.randomLineup(&random))
        }
    }

    /// A preset two times in three (small boards end in wins the walk can
    /// reach), else any board of every size.
    private static func randomBoard(_ random: inout SplitMix64) -> Board {
        random.uniform(below: 3) != 0
            ? Board.presets[Int(random.uniform(below: 3))]
            : allBoards[Int(random.uniform(below: UInt64(allBoards.count)))]
    }

    /// One to four people (one is the solo game). People only: the
    /// computer's turns are its own link's to play, and its tests'.
    private static func randomLineup(_ random: inout SplitMix64) -> [Player] {
        let count = 1 + Int(random.uniform(below: UInt64(GameState.maximumPlayers)))
        return (0..<count).map { Player(name: ["ann", "bob", "cy", "di"][$0]) }
    }

    /// Flips the partner of the one card up, or a card next to an unmatched one.
    private mutating func partnerFlip(_ state: GameState) -> GameAction? {
        let cards = state.round?.cards ?? [], selected = state.round?.selected ?? []
        guard let open = selected.first, selected.count == 1 else {
            let down = cards.filter { !$0.isFaceUp }
            return down.isEmpty ? nil : .cardFlipped(id: down[Int(random.uniform(below: UInt64(down.count)))].id)
        }
        let partner = cards.first { $0.animal == cards[open].animal && $0.id != open }
        return partner.map { .cardFlipped(id: $0.id) }
    }

    private mutating func nextWait() -> Duration {
        .milliseconds(Int64(random.uniform(below: 1_500)))
    }
}
