import GameCore

/// A connection to the host: the transport's number for it
/// (`HostListener.ConnectionID`), the same `Int` from the socket to the room.
package typealias ConnectionID = Int

/// One message for one connection.
package struct Delivery: Equatable, Sendable {
    package let to: ConnectionID
    package let message: HostMessage

    package init(to: ConnectionID, _ message: HostMessage) {
        self.to = to
        self.message = message
    }
}

/// What the room answers to something that happened: messages to send (in
/// order), actions for the host's store to send (in order), connections to
/// close once their messages are out, and seats whose grace ran out.
package struct RoomReply: Equatable, Sendable {
    package var deliveries: [Delivery] = []
    package var actions: [GameAction] = []
    package var closing: [ConnectionID] = []
    /// Seats whose player did not come back in time: the caller fills them
    /// (the computer) or passes over them, as the host asked.
    package var expiredSeats: [Int] = []

    package init() {}

    mutating func append(_ other: RoomReply) {
        deliveries += other.deliveries
        actions += other.actions
        closing += other.closing
        expiredSeats += other.expiredSeats
    }
}

/// The host's side of a room, as values: who holds which seat, what each
/// connection may see, and which of their intents become actions.
///
/// It owns no socket, thread or clock. It is told of lines from
/// connections (`receive`), of connections that dropped (`disconnected`),
/// of the time (`tick`), and of every action the host's store reduced
/// (`observe`, with the states before and after: it fits as a middleware
/// link). It answers with a `RoomReply`. The host's store stays the only
/// authority: an intent becomes an action only when the store's own rules
/// (`Round.acceptsFlip`, `refusal(of:)`, the turn) would take it from that
/// seat, and a refused one is answered to its sender alone.
///
/// Faces: the deal becomes a `deal` with a commitment to the seed; a flip
/// that turned a card carries that card's face; nothing else ever carries
/// a face, a seed or an index into the deck before the game's reveal.
package struct HostRoom: Sendable {
    package struct Options: Sendable {
        /// Players may pause and resume the game.
        package var allowsPause = false
        /// How long a seat is kept for a player who went away.
        package var grace: Duration = .seconds(30)
        /// The most seats, the host's and the computer's included.
        package var capacity = GameState.maximumPlayers
        /// Refused lines in a row after which a connection is dropped.
        package var refusalLimit = 64
        /// The longest a player may take over a flip while it is their turn
        /// (`host --turn`), the host's own seat as a joiner's; nil: no
        /// limit. Out of time, they are away, as if they had dropped: the
        /// grace, then the caller's fill.
        package var turnLimit: Duration?

        package init() {}
    }

    /// A seat at the table; its index is its place in turn order.
    struct Seat: Sendable {
        var kind: LobbySeat.Kind
        var name: String
        var connection: ConnectionID?
        var token: RejoinToken?
        var presence = LobbySeat.Presence.connected
        var awayUntil: Duration?
        var isHost = false
        /// Away because the turn's time ran out, not because the connection dropped.
        var outOfTime = false
        /// Away when the last game ended: sent that game and its reveal on coming back.
        var missedReveal = false
    }

    /// A connection that said hello.
    struct Member: Sendable {
        var seat: Int?
        var refusalsInARow = 0
    }

    /// The game in play: its deal, what was dealt and what happened since.
    struct CurrentGame: Sendable {
        var deal: HostMessage.Deal
        var seed: UInt64
        var nonce: [UInt8]
        var events: [WireAction] = []
    }

    package let options: Options
    /// The board the lobby shows until a game is dealt.
    package var board: Board
    private var seats: [Seat]
    private var members: [ConnectionID: Member] = [:]
    private var watchTokens: Set<RejoinToken> = []
    private var current: CurrentGame?
    /// The last game that ended and its reveal, for a player who was away
    /// then (a host resumed in its win pause ends the game before anyone is back).
    private var lastGame: (game: CurrentGame, reveal: HostMessage.Reveal)?
    private var games = 0
    private var now: Duration = .zero
    /// The seat the game waits on for a flip, and since when (`turnLimit`):
    /// set by `observe` from the state after each action, so it is the
    /// state's to the last action.
    private var turnClock: (seat: Int, since: Duration)?
    /// The room paused the game because the player to move went away: it
    /// resumes it when that player is back.
    package private(set) var isPausedForAway = false
    private var random: any RandomNumberGenerator & Sendable

    /// A room whose first seat is the host's own player, `host`, with the
    /// computer at `computer`'s level in the second seat when given.
    /// `random` draws tokens and nonces: the system's generator, or a
    /// seeded one in tests.
    package init(host: String, board: Board = .medium, computer: ComputerLevel? = nil, options: Options = Options(),
                 random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        var options = options
        // A lobby of more seats than a game has would read as no lobby at the other end.
        options.capacity = min(max(options.capacity, 1), GameState.maximumPlayers)
        self.options = options
        self.board = board
        self.random = random
        seats = [Seat(kind: .person, name: host, isHost: true)]
        if let computer { seats.append(Seat(kind: .computer(computer), name: Player.computerName)) }
    }

    // MARK: What the host's store is told

    /// The players of the seats, in turn order: what the host's store is
    /// sent as `playersChosen` before it deals.
    package var lineup: [Player] {
        seats.map { seat in
            if case .computer(let level) = seat.kind { return Player(name: seat.name, computer: level) }
            return Player(name: seat.name)
        }
    }

    /// The seats as the lobby shows them, empty ones after.
    package var lobbySeats: [LobbySeat] {
        let taken = seats.map { seat in
            var presence = seat.presence
            if let until = seat.awayUntil, case .away = presence {
                presence = .away(secondsLeft: Self.seconds(until - now))
            }
            var shown = LobbySeat(kind: seat.kind, name: seat.name, presence: presence, isHost: seat.isHost)
            if case .away = presence { shown.outOfTime = seat.outOfTime }
            return shown
        }
        return taken + Array(repeating: LobbySeat(kind: .empty, name: nil), count: max(0, options.capacity - seats.count))
    }

    /// The seat of a connection, nil when it watches or said no hello.
    package func seat(of connection: ConnectionID) -> Int? { members[connection]?.seat }

    /// A game was dealt and has not ended.
    package var isGameOn: Bool { current != nil }

    // MARK: Lines from connections

    /// A line from `connection`; `state` is the host's state now.
    package mutating func receive(_ line: String, from connection: ConnectionID, state: GameState,
                                  now: Duration) -> RoomReply {
        self.now = now
        do {
            return handle(try ClientMessage(line: line), from: connection, state: state)
        } catch {
            return refuse(connection, intent: nil, .malformed, error.description)
        }
    }

    /// As `receive(_:from:state:now:)`, for a line's bytes.
    package mutating func receive(bytes: [UInt8], from connection: ConnectionID, state: GameState,
                                  now: Duration) -> RoomReply {
        self.now = now
        do {
            return handle(try ClientMessage(bytes: bytes), from: connection, state: state)
        } catch {
            return refuse(connection, intent: nil, .malformed, error.description)
        }
    }

    private mutating func handle(_ message: ClientMessage, from connection: ConnectionID, state: GameState) -> RoomReply {
        if case .hello(let hello) = message {
            guard members[connection] == nil else { return refuse(connection, intent: "hello", .outOfOrder, "hello was said already") }
            return greet(hello, connection, state: state)
        }
        guard var member = members[connection] else {
            return refuse(connection, intent: message.intentName, .outOfOrder, "say hello first")
        }
        switch message {
        case .hello: return RoomReply()
        case .ping(let id):
            member.refusalsInARow = 0
            members[connection] = member
            return reply(Delivery(to: connection, .pong(id: id)))
        case .leave:
            return leave(connection)
        case .flip, .giveUp, .pause, .resume:
            guard let seat = member.seat else {
                return refuse(connection, intent: message.intentName, .watching, "a spectator watches; only players act")
            }
            // A player who ran out of time is back with their next intent: the game goes on for them to move.
            if seats[seat].outOfTime, case .away = seats[seat].presence { return back(seat, state: state) }
            switch decide(message, seat: seat, state: state) {
            case .failure(let refusal):
                return refuse(connection, intent: message.intentName, refusal.reason, refusal.text)
            case .success(let action):
                member.refusalsInARow = 0
                members[connection] = member
                var reply = RoomReply()
                reply.actions = [action]
                return reply
            }
        }
    }

    private struct Refusal: Error {
        let reason: RefusalReason
        let text: String
        init(_ reason: RefusalReason, _ text: String) {
            self.reason = reason
            self.text = text
        }
    }

    /// Who must move before the host's own flip of `card` (it plays seat 0)
    /// counts, as `decide` judges a joiner's: `it is bob's turn`; nil when
    /// the turn is not the reason (the store's own rules say the rest).
    package func turnRefusal(ofHostFlip card: Int, state: GameState) -> String? {
        guard case .failure(let refusal) = decide(.flip(card: card), seat: 0, state: state),
              refusal.reason == .notYourTurn else { return nil }
        return refusal.text
    }

    /// The action `intent` from `seat` becomes, or why it becomes none: the
    /// reducer's own rules, asked of the state the action would meet.
    private func decide(_ intent: ClientMessage, seat: Int, state: GameState) -> Result<GameAction, Refusal> {
        guard let round = state.round, round.phase != .won, current != nil else {
            return .failure(Refusal(.notPlaying, "no game is in play"))
        }
        switch intent {
        case .flip(let card):
            guard round.phase == .playing, !round.allMatched else { return .failure(Refusal(.notPlaying, "the game is not in play")) }
            if round.isComputersTurn { return .failure(Refusal(.computersTurn, "the computer is playing")) }
            guard seat == round.turn else {
                let name = round.players.indices.contains(round.turn) ? round.players[round.turn].name : "another player"
                return .failure(Refusal(.notYourTurn, "it is \(name)'s turn"))
            }
            if round.acceptsFlipAgain(of: card) { return .success(.mismatchedCardFlipped(id: card)) }
            switch round.refusal(of: card) {
            case .matched: return .failure(Refusal(.matched, "card \(card + 1) is matched already"))
            case .faceUp: return .failure(Refusal(.faceUp, "card \(card + 1) is face up already"))
            case .noCard: return .failure(Refusal(.noCard, "this board has no card \(card + 1)"))
            case .computersTurn: return .failure(Refusal(.computersTurn, "the computer is playing"))
            case nil: break
            }
            return round.acceptsFlip(of: card) ? .success(.cardFlipped(id: card))
                : .failure(Refusal(.notPlaying, "the game is not in play"))
        case .giveUp:
            guard round.isInGame, !round.allMatched else { return .failure(Refusal(.notPlaying, "the game is over")) }
            return .success(.gaveUp)
        case .pause, .resume:
            guard options.allowsPause else { return .failure(Refusal(.notAllowed, "the host does not allow pausing")) }
            let wanted: Round.Phase = intent == .pause ? .playing : .paused
            guard round.phase == wanted, !round.allMatched else {
                return .failure(Refusal(.notPlaying, intent == .pause ? "the game is not in play" : "the game is not paused"))
            }
            return .success(.pauseToggled)
        case .hello, .ping, .leave:
            return .failure(Refusal(.outOfOrder, "not an intent"))
        }
    }

    private mutating func greet(_ hello: ClientMessage.Hello, _ connection: ConnectionID, state: GameState) -> RoomReply {
        guard let version = ProtocolVersion.chosen(host: ProtocolVersion.supported, client: hello.versions) else {
            var reply = reply(Delivery(to: connection, .version(host: ProtocolVersion.supported, client: hello.versions)))
            reply.closing = [connection]
            return reply
        }
        if let token = hello.rejoin {
            if watchTokens.contains(token) { return watch(connection, version: version, token: token) }
            guard let seat = seats.firstIndex(where: { $0.token == token }), seats[seat].presence != .left else {
                return farewell(connection, .unknownToken, "that token holds no seat in this room")
            }
            return rejoin(seat, connection, version: version, state: state)
        }
        if hello.watch { return watch(connection, version: version, token: newToken()) }
        if current != nil { return farewell(connection, .started, "the game has started; watch with --watch") }
        guard seats.count < options.capacity else { return farewell(connection, .full, "every seat is taken") }
        let token = newToken()
        seats.append(Seat(kind: .person, name: uniqueName(hello.name), connection: connection, token: token))
        members[connection] = Member(seat: seats.count - 1)
        var reply = reply(Delivery(to: connection, .welcome(version: version, seat: seats.count - 1, token: token)))
        reply.append(broadcastLobby())
        return reply
    }

    private mutating func watch(_ connection: ConnectionID, version: Int, token: RejoinToken) -> RoomReply {
        watchTokens.insert(token)
        members[connection] = Member(seat: nil)
        var reply = reply(Delivery(to: connection, .welcome(version: version, seat: nil, token: token)))
        reply.deliveries += catchUp(connection)
        return reply
    }

    private mutating func rejoin(_ seat: Int, _ connection: ConnectionID, version: Int, state: GameState) -> RoomReply {
        var reply = RoomReply()
        if let old = seats[seat].connection, old != connection {
            members[old] = nil
            reply.deliveries.append(Delivery(to: old, .bye(reason: .replaced, text: "this seat was taken up from elsewhere")))
            reply.closing.append(old)
        }
        let wasAway = seats[seat].awayUntil != nil
        seats[seat].connection = connection
        seats[seat].presence = .connected
        seats[seat].awayUntil = nil
        seats[seat].outOfTime = false
        members[connection] = Member(seat: seat)
        reply.deliveries.append(Delivery(to: connection, .welcome(version: version, seat: seat, token: seats[seat].token!)))
        if wasAway { reply.deliveries += everyone(except: connection, .back(seat: seat)) }
        reply.deliveries += catchUp(connection)
        if current == nil, seats[seat].missedReveal, let lastGame {
            // The game ended while they were away: it is theirs to check all the same.
            reply.deliveries += replay(lastGame.game, to: connection) + [Delivery(to: connection, .reveal(lastGame.reveal))]
        }
        seats[seat].missedReveal = false
        reply.actions += unpauseIfToMove(seat, in: state)
        return reply
    }

    /// A player who ran out of time (still connected) moved again: they are
    /// back, as after a rejoin, and everyone is told so, them included.
    private mutating func back(_ seat: Int, state: GameState) -> RoomReply {
        seats[seat].presence = .connected
        seats[seat].awayUntil = nil
        seats[seat].outOfTime = false
        var reply = RoomReply()
        reply.deliveries = everyone(.back(seat: seat))
        reply.actions = unpauseIfToMove(seat, in: state)
        return reply
    }

    /// A key at the host's own terminal: the host is there. Out of time
    /// (away, or their seat given up after the grace and not taken by the
    /// computer), they are back, as a joiner with their next intent
    /// (`back`): everyone is told, and the room's pause for them is lifted.
    package mutating func hostPressed(state: GameState, now: Duration) -> RoomReply {
        self.now = now
        guard let seat = seats.firstIndex(where: \.isHost), seats[seat].kind == .person else { return RoomReply() }
        switch seats[seat].presence {
        case .connected: return RoomReply()
        case .away: guard seats[seat].outOfTime else { return RoomReply() }
        case .left: break
        }
        return back(seat, state: state)
    }

    /// `pauseToggled` when the room paused the game for `seat`, the player to move, who is back.
    private mutating func unpauseIfToMove(_ seat: Int, in state: GameState) -> [GameAction] {
        guard isPausedForAway, let round = state.round, round.phase == .paused, round.turn == seat else { return [] }
        isPausedForAway = false
        return [.pauseToggled]
    }

    /// What a newcomer needs to stand where the others stand: the lobby,
    /// then the game in play as it was sent, deal and every event.
    private func catchUp(_ connection: ConnectionID) -> [Delivery] {
        [Delivery(to: connection, .lobby(board: current?.deal.board ?? board, seats: lobbySeats))]
            + (current.map { replay($0, to: connection) } ?? [])
    }

    /// `game` as it was sent: its deal and every event.
    private func replay(_ game: CurrentGame, to connection: ConnectionID) -> [Delivery] {
        [Delivery(to: connection, .deal(game.deal))]
            + game.events.enumerated().map { Delivery(to: connection, .event(seq: $0.offset + 1, action: $0.element)) }
    }

    private mutating func leave(_ connection: ConnectionID) -> RoomReply {
        var reply = farewell(connection, .left, "you left the room")
        reply.append(drop(connection, keepFor: nil))
        return reply
    }

    // MARK: Connections and time

    /// The transport lost `connection`. A player's seat is kept for the
    /// grace while a game is on (the others are told `away`); in the lobby
    /// the seat is freed.
    /// When it was that player's turn in a game in play, the game pauses
    /// (`pauseToggled` in `actions`) until they are back.
    package mutating func disconnected(_ connection: ConnectionID, state: GameState, now: Duration) -> RoomReply {
        self.now = now
        let seat = members[connection]?.seat
        var reply = drop(connection, keepFor: options.grace)
        if let seat, current != nil, isAway(seat) { reply.actions += pauseIfToMove(seat, in: state) }
        return reply
    }

    private func isAway(_ seat: Int) -> Bool {
        guard seats.indices.contains(seat), case .away = seats[seat].presence else { return false }
        return true
    }

    /// `pauseToggled` when `seat` is to move in a round in play, and the room pauses for it.
    private mutating func pauseIfToMove(_ seat: Int, in state: GameState) -> [GameAction] {
        guard let round = state.round, round.phase == .playing, !round.allMatched, round.turn == seat,
              !round.isComputersTurn else { return [] }
        isPausedForAway = true
        return [.pauseToggled]
    }

    private mutating func drop(_ connection: ConnectionID, keepFor grace: Duration?) -> RoomReply {
        guard let member = members.removeValue(forKey: connection) else { return RoomReply() }
        guard let seat = member.seat else { return RoomReply() }
        var reply = RoomReply()
        if current == nil {
            seats.remove(at: seat)
            // Seats after it move up one.
            for (id, other) in members { if let index = other.seat, index > seat { members[id]?.seat = index - 1 } }
        } else {
            seats[seat].connection = nil
            // Out of time already: the grace that runs is that one.
            if grace != nil, seats[seat].outOfTime, seats[seat].awayUntil != nil { return reply }
            if let grace { return markAway(seat, for: grace) }
            seats[seat].presence = .left
            seats[seat].awayUntil = nil
            reply.expiredSeats.append(seat)
        }
        reply.append(broadcastLobby())
        return reply
    }

    /// `seat`'s player is away, kept for `grace` from now: everyone is told
    /// (`away`), and the others' lines say who and for how long.
    private mutating func markAway(_ seat: Int, for grace: Duration) -> RoomReply {
        seats[seat].presence = .away(secondsLeft: Self.seconds(grace))
        seats[seat].awayUntil = now + grace
        var reply = RoomReply()
        reply.deliveries = everyone(.away(seat: seat, secondsLeft: Self.seconds(grace)))
        return reply
    }

    /// The time is `now`, the host's state `state`: a player to move (the
    /// host or a joiner) who took longer than `turnLimit` over a flip is
    /// away, as one who dropped
    /// (the grace, the game paused for them, `expiredSeats` after it),
    /// though still connected: their next intent (the host's: their next
    /// key, `hostPressed`) brings them back. Seats
    /// whose grace ran out are given up (the lobby says `left`) and named
    /// in `expiredSeats`.
    package mutating func tick(now: Duration, state: GameState? = nil) -> RoomReply {
        self.now = now
        var reply = RoomReply()
        if let limit = options.turnLimit, let clock = turnClock, now - clock.since >= limit, let state {
            reply.append(outOfTime(clock.seat, state: state))
        }
        for index in seats.indices {
            guard let until = seats[index].awayUntil, until <= now else { continue }
            seats[index].awayUntil = nil
            seats[index].presence = .left
            // A player who ran out of time and is still connected watches from now on.
            if let connection = seats[index].connection {
                members[connection]?.seat = nil
                seats[index].connection = nil
            }
            reply.expiredSeats.append(index)
        }
        guard !reply.expiredSeats.isEmpty else { return reply }
        // Between games a seat no one came back to is no one's at once.
        if current == nil { freeLeftSeats() }
        reply.append(broadcastLobby())
        return reply
    }

    /// The turn's time ran out for `seat`, a joiner still connected or the
    /// host at their terminal: away for the grace (the path a dropped
    /// connection takes), the game paused for them, and the lobby sent so
    /// that every line says why.
    private mutating func outOfTime(_ seat: Int, state: GameState) -> RoomReply {
        turnClock = nil
        guard seats.indices.contains(seat), seats[seat].presence == .connected, seats[seat].kind == .person,
              seats[seat].connection != nil || seats[seat].isHost else { return RoomReply() }
        seats[seat].outOfTime = true
        var reply = markAway(seat, for: options.grace)
        reply.actions += pauseIfToMove(seat, in: state)
        reply.append(broadcastLobby())
        return reply
    }

    /// Winds the turn's clock after an action: it runs for the player to
    /// move (the host as a joiner) while the game waits on their flip, from
    /// the turn's start or their last flip; it stops otherwise (a pause, a
    /// mismatch showing, the computer's turn, the game's end).
    private mutating func windTurnClock(after: GameState) {
        guard options.turnLimit != nil, current != nil, let round = after.round, round.phase == .playing,
              !round.allMatched, round.selected.count < 2, !round.isComputersTurn,
              seats.indices.contains(round.turn) else {
            turnClock = nil
            return
        }
        var flipped = false
        if case .turned? = after.event { flipped = true }
        if flipped || turnClock?.seat != round.turn { turnClock = (round.turn, now) }
    }

    // MARK: The host's store

    /// The host's store reduced `action` from `before` to `after`: what
    /// every connection is told of it. A deal becomes `deal` with a fresh
    /// commitment; an action a player sees becomes an `event`; the end of a
    /// game (the win screen, or given up) is followed by the reveal.
    /// `now`, when given, is the time on the room's clock (the turn's limit
    /// is measured from it).
    package mutating func observe(_ action: GameAction, before: GameState, after: GameState,
                                  now: Duration? = nil) -> RoomReply {
        if let now { self.now = now }
        let reply = observed(action, before: before, after: after)
        windTurnClock(after: after)
        return reply
    }

    private mutating func observed(_ action: GameAction, before: GameState, after: GameState) -> RoomReply {
        var reply = RoomReply()
        if let dealt = action.dealt, before.round == nil, let round = after.round {
            games += 1
            let nonce = (0..<Commitment.nonceBytes).map { _ in UInt8.random(in: .min ... .max, using: &random) }
            let deal = HostMessage.Deal(game: games, board: round.board, players: round.players, daily: round.daily,
                                        commitment: Commitment.make(seed: dealt.seed, nonce: nonce))
            current = CurrentGame(deal: deal, seed: dealt.seed, nonce: nonce)
            reply.deliveries = everyone(.deal(deal))
            return reply
        }
        guard var game = current, let event = Self.wireAction(action, before: before, after: after) else { return reply }
        game.events.append(event)
        current = game
        reply.deliveries = everyone(.event(seq: game.events.count, action: event))
        if case .seatComputer(let seat, let level) = event { reply.append(seatComputer(seat, level: level, in: after)) }
        // The turn passed to a player who is away: the game waits for them.
        if let round = after.round, round.turn != before.round?.turn, isAway(round.turn) {
            reply.actions += pauseIfToMove(round.turn, in: after)
        }
        let won = before.round?.phase != .won && after.round?.phase == .won
        let ended = before.round != nil && after.round == nil
        if won || ended {
            let reveal = HostMessage.Reveal(game: game.deal.game, seed: game.seed, nonce: game.nonce, digest: after.digest)
            reply.deliveries += everyone(.reveal(reveal))
            lastGame = (game, reveal)
            for index in seats.indices {
                seats[index].missedReveal = seats[index].connection == nil && seats[index].awayUntil != nil
            }
            current = nil
            isPausedForAway = false
            // The host's seat, filled or given up while they were out of time, is theirs for the next game.
            for index in seats.indices where seats[index].isHost {
                seats[index].kind = .person
                seats[index].presence = .connected
                seats[index].awayUntil = nil
                seats[index].outOfTime = false
            }
            // Seats of players who left are no one's once the game is over.
            freeLeftSeats()
            reply.append(broadcastLobby())
        }
        return reply
    }

    /// `action` as a player sees it happen, or nil when it changed nothing a
    /// player sees (a refused key, the host's help, its highlight, its
    /// terminal's size: the host's own screen, not the game). What it did is
    /// the reducer's word (`after.event`); a flip keeps the action's
    /// spelling, so the client's reducer is given the host's action.
    package static func wireAction(_ action: GameAction, before: GameState, after: GameState) -> WireAction? {
        guard before.round != nil, let event = after.event else { return nil }
        switch event {
        case .turned(let flip):
            if case .mismatchedCardFlipped = action { return .flipAgain(card: flip.card, face: flip.face) }
            return .flip(card: flip.card, face: flip.face)
        case .mismatchTurnedDown: return .turnDown
        case .won: return .won
        case .clockMoved(let played): return .clock(milliseconds: played.wholeMilliseconds)
        case .paused: return .pause
        case .leftRound: return action == .gaveUp ? .gaveUp : nil
        case .turnSkipped: return .skip
        case .computerSeated(let seat, let level): return .seatComputer(seat: seat, level: level)
        }
    }

    /// The computer took `seat` (`computerSeated`): the seat is the
    /// computer's, no one's to come back to; a game the room paused for
    /// that seat's player goes on.
    private mutating func seatComputer(_ seat: Int, level: ComputerLevel, in state: GameState) -> RoomReply {
        guard seats.indices.contains(seat) else { return RoomReply() }
        if let connection = seats[seat].connection { members[connection]?.seat = nil }
        seats[seat].kind = .computer(level)
        seats[seat].connection = nil
        seats[seat].token = nil
        seats[seat].presence = .connected
        seats[seat].awayUntil = nil
        seats[seat].outOfTime = false
        var reply = broadcastLobby()
        reply.actions += unpauseIfToMove(seat, in: state)
        return reply
    }

    // MARK: Kept for a resume

    var currentGame: CurrentGame? { current }

    var seatsKept: [KeptRoom.Seat] {
        seats.map { KeptRoom.Seat(kind: $0.kind, name: $0.name, token: $0.token, isHost: $0.isHost) }
    }

    /// The kept room's seats and game put back (`init(resuming:…)`): every
    /// person but the host away for the grace from `now`.
    mutating func restore(_ kept: KeptRoom, game: CurrentGame, now: Duration) {
        self.now = now
        seats = kept.seats.map { seat in
            var restored = Seat(kind: seat.kind, name: seat.name, token: seat.token, isHost: seat.isHost)
            if case .person = seat.kind, !seat.isHost {
                restored.presence = .away(secondsLeft: Self.seconds(options.grace))
                restored.awayUntil = now + options.grace
            }
            return restored
        }
        members = [:]
        current = game
        games = kept.game
    }

    /// The host's store resumed the game: when the player to move is away,
    /// the room pauses it for them (`pauseToggled` in `actions`).
    package mutating func resumed(state: GameState) -> RoomReply {
        var reply = RoomReply()
        guard let round = state.round else { return reply }
        if isAway(round.turn) { reply.actions = pauseIfToMove(round.turn, in: state) }
        return reply
    }

    // MARK: Helpers

    /// Takes away the seats whose players left (not the host's); the seats
    /// after each move up, their connections with them.
    private mutating func freeLeftSeats() {
        while let index = seats.indices.last(where: { seats[$0].presence == .left && !seats[$0].isHost }) {
            seats.remove(at: index)
            for (id, member) in members { if let seat = member.seat, seat > index { members[id]?.seat = seat - 1 } }
        }
    }

    private func reply(_ delivery: Delivery) -> RoomReply {
        var reply = RoomReply()
        reply.deliveries = [delivery]
        return reply
    }

    private mutating func refuse(_ connection: ConnectionID, intent: String?, _ reason: RefusalReason,
                                 _ text: String) -> RoomReply {
        var reply = reply(Delivery(to: connection, .refused(intent: intent, reason: reason, text: WireText.safe(text))))
        guard members[connection] != nil else { return reply }
        members[connection]?.refusalsInARow += 1
        if members[connection]!.refusalsInARow > options.refusalLimit {
            reply.append(farewell(connection, .flood, "too many refused lines"))
            reply.append(drop(connection, keepFor: options.grace))
        }
        return reply
    }

    private func farewell(_ connection: ConnectionID, _ reason: ByeReason, _ text: String) -> RoomReply {
        var reply = reply(Delivery(to: connection, .bye(reason: reason, text: text)))
        reply.closing = [connection]
        return reply
    }

    private func everyone(except skipped: ConnectionID? = nil, _ message: HostMessage) -> [Delivery] {
        members.keys.sorted().filter { $0 != skipped }.map { Delivery(to: $0, message) }
    }

    private func broadcastLobby() -> RoomReply {
        var reply = RoomReply()
        reply.deliveries = everyone(.lobby(board: current?.deal.board ?? board, seats: lobbySeats))
        return reply
    }

    private mutating func newToken() -> RejoinToken {
        RejoinToken(bytes: (0..<RejoinToken.byteCount).map { _ in UInt8.random(in: .min ... .max, using: &random) })!
    }

    /// `name`, or `name 2`, `name 3` … when a seat has it already (cut to
    /// fit a name's limit). Names are compared as `ScoreRecord.nameKey`
    /// folds them: "ANN" or "ann " beside "ann" is "ANN 2".
    private func uniqueName(_ name: String) -> String {
        let taken = Set(seats.map { ScoreRecord.nameKey($0.name) })
        guard taken.contains(ScoreRecord.nameKey(name)) else { return name }
        for number in 2... {
            let suffix = " \(number)"
            let candidate = String(name.prefix(ScoreRecord.nameLimit - suffix.count)) + suffix
            if !taken.contains(ScoreRecord.nameKey(candidate)) { return candidate }
        }
        return name
    }

    private static func seconds(_ duration: Duration) -> Int {
        max(0, Int(duration.components.seconds) + (duration.components.attoseconds > 0 ? 1 : 0))
    }
}
