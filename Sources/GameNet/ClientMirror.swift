import GameCore

/// The client's side, as a value: from the host's messages, a `GameState`
/// the game's own `ScreenView` draws, and at each game's end the check that
/// the host played fair.
///
/// The mirror applies every event through the same `GameReducer` the host
/// runs, after putting the face a flip carries on its card. A card whose
/// face the host has not sent holds `hiddenFace`, a placeholder: such a
/// card is always face down (every turn up comes with its face), so no view
/// draws it. The mirror's round has no seed until the reveal.
package struct ClientMirror: Sendable {
    /// What a reveal's check concluded.
    package enum Verdict: Equatable, Sendable {
        /// The commitment holds, the deal and every face and action replay,
        /// and the replay's digest is the host's.
        case verified
        /// What did not match, one line each.
        case failed([String])
    }

    /// The face an unseen card holds in the mirror: never drawn, since
    /// such a card is never face up.
    package static let hiddenFace = Animal.allCases[0]

    /// What the screen draws.
    package private(set) var state: GameState
    /// The seat this client plays, nil when it watches or before the welcome.
    package private(set) var seat: Int?
    /// The protocol version the host chose.
    package private(set) var version: Int?
    /// The token that gets the seat back.
    package private(set) var token: RejoinToken?
    /// The seats as the host last told them.
    package private(set) var seats: [LobbySeat] = []
    /// The check of the last game revealed.
    package private(set) var verdict: Verdict?
    /// The host's last refusal of an intent of ours.
    package private(set) var refusal: (reason: RefusalReason, text: String)?
    /// Why the host ended the connection, in words (a `bye`, or a version refusal).
    package private(set) var farewell: String?
    /// What the host sent that could not be: an event out of order, a flip
    /// the rules would not take. Said at once; the reveal's check says it again.
    package private(set) var problems: [String] = []

    /// The last game revealed and verified, as the host's store handled it:
    /// its players chosen, the deal rebuilt from the seed, then every event.
    /// Replayed from a title of the deal's board (`ActionFold`), it ends on
    /// the host's digest: what a client's recording of the game holds.
    package private(set) var revealedGame: [GameAction]?

    private var deal: HostMessage.Deal?
    private var events: [WireAction] = []

    /// A mirror on a title screen, until the host deals.
    package init(name: String = Player.defaultName) {
        state = GameState(players: [Player(name: name)])
    }

    /// The game's deal as the host announced it, nil before the first.
    package var currentDeal: HostMessage.Deal? { deal }

    /// How many events of the current game have come.
    package var eventCount: Int { events.count }


    /// Reads `line` and applies it; a line that is no message is returned as
    /// its error and changes nothing.
    @discardableResult
    package mutating func receive(_ line: String) -> ProtocolError? {
        do {
            apply(try HostMessage(line: line))
            return nil
        } catch {
            return error
        }
    }

    package mutating func apply(_ message: HostMessage) {
        switch message {
        case .welcome(let version, let seat, let token):
            self.version = version
            self.seat = seat
            self.token = token
        case .lobby(let board, let seats):
            self.seats = seats
            if state.round == nil { state.board = board }
        case .deal(let deal):
            self.deal = deal
            events = []
            verdict = nil
            revealedGame = nil
            var fresh = GameState(board: deal.board, players: deal.players)
            fresh.round = Round(board: deal.board, players: deal.players,
                                animals: Array(repeating: Self.hiddenFace, count: deal.board.cardCount),
                                seed: nil, daily: deal.daily)
            state = fresh
        case .event(let seq, let action):
            guard deal != nil else { return problems.append("event \(seq) came before any deal") }
            guard seq == events.count + 1 else {
                return problems.append("event \(seq) came after event \(events.count)")
            }
            play(action, seq: seq)
        case .away(let seat, let secondsLeft):
            if seats.indices.contains(seat) { seats[seat].presence = .away(secondsLeft: secondsLeft) }
        case .back(let seat):
            if seats.indices.contains(seat) {
                seats[seat].presence = .connected
                seats[seat].outOfTime = false
            }
        case .refused(_, let reason, let text):
            refusal = (reason, text)
        case .reveal(let reveal):
            guard let deal else { return problems.append("a reveal came before any deal") }
            verdict = Self.verify(deal: deal, events: events, reveal: reveal)
            revealedGame = verdict == .verified ? [.playersChosen(deal.players), Self.dealAction(deal, seed: reveal.seed)]
                + events.map(\.gameAction) : nil
            if state.round != nil { state.round?.seed = reveal.seed }
            state.lastSeed = reveal.seed
        case .bye(_, let text):
            farewell = text
        case .version(let host, let client):
            farewell = HostMessage.versionText(host: host, client: client)
        case .pong:
            break
        }
    }

    /// One event: the face on its card first, then the host's action
    /// through the reducer (`ActionFold`). A turn the reducer does not take
    /// (its word, `GameState.event`, names no such flip) changes nothing.
    private mutating func play(_ action: WireAction, seq: Int) {
        events.append(action)
        var next = state
        if let (card, face) = action.turned {
            guard let round = state.round, round.cards.indices.contains(card) else {
                return problems.append(Self.offBoard(event: seq, card: card))
            }
            let was = round.cards[card]
            next.round?.cards[card] = Card(id: card, animal: face, isFaceUp: was.isFaceUp, isMatched: was.isMatched)
        }
        var fold = ActionFold(from: next)
        fold.apply(action.gameAction)
        if let problem = Self.turnRefused(action, event: seq, after: fold.state) { return problems.append(problem) }
        state = fold.state
    }

    private static func offBoard(event: Int, card: Int) -> String {
        "event \(event) turns card \(card + 1), which is not on the board"
    }

    /// What is wrong with `action` by the reducer's word in `after`: a turn
    /// it did not take.
    private static func turnRefused(_ action: WireAction, event: Int, after: GameState) -> String? {
        guard let (card, _) = action.turned, after.event?.flip?.card != card else { return nil }
        return "event \(event) turns card \(card + 1), which could not be turned then"
    }

    /// The deal's action as the host's dealer sent it, rebuilt from the seed.
    private static func dealAction(_ deal: HostMessage.Deal, seed: UInt64) -> GameAction {
        let animals = Deck.shuffled(deal.board, seed: seed)
        return deal.daily.map { .dailyDealt(animals: animals, seed: seed, date: $0) } ?? .deckDealt(animals: animals, seed: seed)
    }

    /// The check at the reveal: the commitment, the daily seed, the deal
    /// rebuilt from the seed and replayed with every event through the
    /// reducer (each event possible, each face the one dealt), and the
    /// replay's digest against the host's.
    package static func verify(deal: HostMessage.Deal, events: [WireAction], reveal: HostMessage.Reveal) -> Verdict {
        guard reveal.game == deal.game else {
            return .failed(["the reveal is of game \(reveal.game), but game \(deal.game) was dealt"])
        }
        var mismatches: [String] = []
        if !Commitment.holds(deal.commitment, seed: reveal.seed, nonce: reveal.nonce) {
            mismatches.append("the seed and nonce revealed do not hash to the commitment made at the deal")
        }
        if let date = deal.daily, DailyDeal.seed(date: date, board: deal.board) != reveal.seed {
            mismatches.append("the seed is not the daily deal's of \(date) on \(deal.board.name)")
        }
        var replay = ActionFold(from: GameState(board: deal.board, players: deal.players))
        replay.apply(dealAction(deal, seed: reveal.seed))
        for (index, event) in events.enumerated() {
            if let (card, _) = event.turned, replay.state.round?.cards.indices.contains(card) != true {
                mismatches.append(offBoard(event: index + 1, card: card))
                break
            }
            let before = replay.apply(event.gameAction)
            if let problem = turnRefused(event, event: index + 1, after: replay.state) { mismatches.append(problem) }
            if let (card, face) = event.turned, let dealt = before.round?.cards[card].animal, dealt != face {
                mismatches.append("card \(card + 1) was shown as \(face.name), but the seed deals \(dealt.name) there")
            }
        }
        if replay.state.digest != reveal.digest {
            mismatches.append("the host's digest \(reveal.digest) is not the replay's \(replay.state.digest)")
        }
        return mismatches.isEmpty ? .verified : .failed(mismatches)
    }
}

/// The games a joiner saw revealed and verified, as one recording
/// (`join --record`, docs/network.md *Recording a game you joined*): a
/// header of the first game's board, players and seed; for each game the
/// players chosen and the deal (rebuilt from the revealed seed), then its
/// events, each at the time it arrived; between games the win screen left
/// for the title (`backToTitleTapped`). Times count from the first game's
/// deal. The fold of it ends where the last game ended at the host: on its
/// digest.
package struct VerifiedGames: Sendable {
    private var header: RecordingHeader?
    private var actions: [TimedAction] = []
    private var start = Duration.zero

    package init() {}

    /// How many games it holds.
    package private(set) var count = 0

    /// Adds the game `mirror` has just verified, dealt at `dealtAt`, its
    /// events arrived at `eventTimes` (an event without one, or earlier than
    /// the one before, takes the time before). Nothing for a game not verified.
    package mutating func add(_ mirror: ClientMirror, dealtAt: Duration, eventTimes: [Duration]) {
        guard mirror.verdict == .verified, let game = mirror.revealedGame, let deal = mirror.currentDeal,
              let seed = mirror.state.lastSeed else { return }
        if header == nil {
            header = RecordingHeader(seed: seed, board: deal.board, players: deal.players)
            start = dealtAt
        }
        var time = max(actions.last?.offset ?? .zero, dealtAt - start)
        if count > 0 { actions.append(TimedAction(offset: time, action: .backToTitleTapped)) }
        for (index, action) in game.enumerated() {
            // The first two are the players chosen and the deal; events follow.
            let event = index - 2
            if event >= 0, eventTimes.indices.contains(event) { time = max(time, dealtAt - start + eventTimes[event]) }
            actions.append(TimedAction(offset: time, action: action))
        }
        count += 1
    }

    /// The recording, nil before a game was verified.
    package var recording: Recording? {
        guard let header else { return nil }
        var fold = ActionFold(from: Recording(header: header, actions: [], end: .zero, digest: "").initialState)
        fold.apply(actions.lazy.map(\.action))
        return Recording(header: header, actions: actions, end: actions.last?.offset ?? .zero, digest: fold.state.digest)
    }
}
