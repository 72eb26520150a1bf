import GameCore
import GameNet
import NetTransport
import StoreCore
import TerminalUI
import Testing
@testable import threeducks

/// The wiring of issue 23 without a socket or a terminal: the host's
/// `NetHost` between a link of plain lines and the game's store on the
/// manual clock, and a joiner's `JoinView` drawing what it is sent and
/// turning keys into intents.
@Suite struct NetWiringTests {
    /// A link whose connections are queues of lines, both ways.
    final class Wire: @unchecked Sendable {
        var toHost: [HostListener.Event] = []
        var toClient: [Int: [String]] = [:]
        var closed: Set<Int> = []

        var link: HostLink {
            HostLink(wake: -1, drain: { [self] in defer { toHost = [] }; return toHost },
                     send: { [self] line, id in toClient[id, default: []].append(line) },
                     close: { [self] id in closed.insert(id) })
        }

        /// The lines waiting for connection `id`, taken.
        func take(_ id: Int) -> [String] {
            defer { toClient[id] = [] }
            return toClient[id] ?? []
        }
    }

    /// A host (ann, seat 0) and a joiner (bob, connection 1) on `board`.
    struct Table {
        let wire = Wire()
        let scheduler = ManualScheduler()
        let host: NetHost
        var bob = JoinView(mirror: ClientMirror(name: "bob"), room: "t")

        init(board: Board, seed: UInt64, options: HostRoom.Options = HostRoom.Options()) {
            let scheduler = self.scheduler
            host = NetHost(room: HostRoom(host: "ann", board: board, options: options, random: SplitMix64(seed: seed)), link: wire.link,
                           now: { scheduler.now })
            var configuration = Game.Configuration()
            configuration.board = board
            configuration.seed = seed
            configuration.mismatchDelay = .milliseconds(500)
            // The lobby: bob says hello and sits.
            wire.toHost = [.opened(1, PeerCredentials(pid: 0, uid: 0, gid: 0), account: "bob"), .line(1, ClientMessage.hello(.init(name: "bob")).line)]
            host.drain()
            configuration.players = host.room.lineup
            let store = Game.makeStore(configuration, scheduler: scheduler, extra: [host.middleware])
            host.store = store
            store.send(.launched)
            store.send(.startTapped)
            deliver()
        }

        var store: Store<GameState, GameAction> { host.store! }

        /// What the host sent bob, read by bob's view.
        mutating func deliver() {
            for line in wire.take(1) { bob.receive(line) }
        }

        /// bob presses a key that sends `action`; the host reads the intent.
        mutating func bobKeys(_ action: GameAction) {
            if let intent = bob.take(action) { wire.toHost.append(.line(1, intent.line)) }
            host.drain()
            deliver()
        }

        /// The clock moves on, the host's timers fire, bob reads the news.
        mutating func wait(_ duration: Duration) {
            scheduler.advance(by: duration)
            deliver()
        }
    }

    @Test func aWholeGameReachesTheJoinerWhoSeesOnlyTurnedFacesAndEndsVerified() throws {
        let board = Board(rows: 2, columns: 2)!
        var table = Table(board: board, seed: 7)
        #expect(table.host.room.lineup.map(\.name) == ["ann", "bob"])
        #expect(!table.bob.isInLobby)
        #expect(table.bob.state.round?.cards.allSatisfy { !$0.isFaceUp } == true)
        let animals = Deck.shuffled(board, seed: 7)
        let other = animals.indices.first { animals[$0] != animals[0] }!

        // bob out of turn: refused, with the reason on bob's line, and the host's game as it was.
        table.bobKeys(.cardFlipped(id: 0))
        #expect(table.bob.note == "Not your turn: wait for it", "the status line says whose turn it is")
        #expect(table.bob.state.warning == "Not your turn: wait for it")
        #expect(table.store.state.round?.moves == 0)

        // ann mismatches: bob sees each face as it turns, then the turn is his.
        table.store.send(.cardFlipped(id: 0))
        table.deliver()
        #expect(table.bob.note == nil, "an event clears the refusal's line")
        #expect(table.bob.state.round?.cards[0].animal == animals[0])
        #expect(table.bob.state.round?.cards.filter(\.isFaceUp).count == 1)
        table.store.send(.cardFlipped(id: other))
        table.deliver()
        table.wait(.milliseconds(600))
        #expect(table.bob.state.round?.turn == 1)
        #expect(table.store.state.round?.turn == 1)
        #expect(HostCommand.judge(.cardFlipped(id: 0), table.store.state, host: table.host) == .refuse("It is bob's turn, not yours"))

        // bob matches both pairs.
        for first in animals.indices {
            guard let second = animals.indices.first(where: { $0 > first && animals[$0] == animals[first] }) else { continue }
            table.bobKeys(.cardFlipped(id: first))
            table.bobKeys(.cardFlipped(id: second))
        }
        table.wait(.seconds(5))
        #expect(table.store.state.round?.phase == .won)
        #expect(table.bob.state.round?.phase == .won)
        #expect(table.bob.verdictLine == "Verified: the host dealt and played fair")
        #expect(table.bob.state.warning == table.bob.verdictLine, "the win screen says it")
        #expect(table.bob.mirror.state.digest == table.store.state.digest)
    }

    @Test func theHostsOwnKeysGoToTheStoreOnlyOnItsTurn() {
        let host = Table(board: Board(rows: 2, columns: 2)!, seed: 1).host
        var state = host.store!.state
        #expect(HostCommand.judge(.cardFlipped(id: 0), state, host: host) == .allow)
        #expect(HostCommand.judge(.helpToggled, state, host: host) == .allow)
        state.round?.turn = 1
        #expect(HostCommand.judge(.cardFlipped(id: 0), state, host: host) == .refuse("It is bob's turn, not yours"))
        #expect(HostCommand.judge(.keyRefused(.noCard), state, host: host) == .refuse("It is bob's turn, not yours"))
        #expect(HostCommand.judge(.focusMoved(to: 1), state, host: host) == .allow, "moving the highlight changes no one's game")
        #expect(HostCommand.judge(.playAgainTapped, state, host: host) == .quit)
        // Leaving a game's end is for the lobby and the next game; q (not an action here) closes the room.
        #expect(!HostCommand.asksForTheNextGame(.playAgainTapped, state), "the game is still on")
        state.round?.phase = .won
        #expect(HostCommand.asksForTheNextGame(.playAgainTapped, state) && HostCommand.asksForTheNextGame(.backToTitleTapped, state))
        #expect(!HostCommand.asksForTheNextGame(.helpToggled, state))
        state.round = nil
        #expect(HostCommand.judge(.backToTitleTapped, state, host: host) == .quit)
        #expect(HostCommand.asksForTheNextGame(.backToTitleTapped, state), "after a game given up")
    }

    @Test func aJoinersOwnKeysStayHereOrBecomeIntents() {
        var view = JoinView(mirror: ClientMirror(name: "bob"), room: "t")
        #expect(view.take(.cardFlipped(id: 3)) == .flip(card: 3))
        #expect(view.focus == 3)
        #expect(view.take(.focusMoved(to: 1)) == nil)
        #expect(view.focus == 1)
        #expect(view.take(.giveUpAsked) == nil)
        #expect(view.dialog == .giveUpQuestion)
        #expect(view.take(.gaveUp) == .giveUp)
        #expect(view.dialog == nil)
        #expect(view.take(.helpToggled) == nil)
        #expect(view.dialog == .help)
        #expect(view.take(.keyRefused(.matched)) == nil)
        #expect(view.note == "That card is already matched")
    }

    @Test func theLobbyStartsWithTwoToFourAndSaysWhyNot() {
        let host = LobbySeat(kind: .person, name: "ann", isHost: true)
        let empty = LobbySeat(kind: .empty, name: nil)
        var lobby = Lobby(room: "t", board: .easy, seats: [host, empty, empty, empty],
                          joinCommands: ["threeducks join t", "threeducks join bob@box:t"], isHost: true)
        #expect(!lobby.canStart)
        #expect(lobby.startProblem == "A game needs 2 to 4 players: 1 is here")
        lobby.seats[1] = LobbySeat(kind: .person, name: "bob", presence: .away(secondsLeft: 12))
        lobby.seats[2] = LobbySeat(kind: .computer(.hard), name: "Computer")
        #expect(lobby.canStart)
        let lines = LobbyView.frame(lobby, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        for text in ["room t", "1. ann (host)", "2. bob, away 12 s", "3. Computer (computer, hard)", "4. (empty)",
                     "threeducks join t", "threeducks join bob@box:t", "Enter starts the game"] {
            #expect(lines.contains(text), "\(text) in\n\(lines)")
        }
        let joiner = Lobby(room: "t", board: .easy, seats: lobby.seats, isHost: false)
        let shown = LobbyView.frame(joiner, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(shown.contains("Waiting for the host to start"))
        #expect(!shown.contains("threeducks join"))
        let spoken = LobbyView.frame(joiner, context: ViewContext(rows: 24, columns: 80, screenReader: true)).lines.last ?? ""
        #expect(spoken.hasPrefix("Room t, easy: ann, bob, Computer. Waiting for the host to start"), "\(spoken)")
    }

    /// Issue 35: the lobby's heading and key line are spaced as every other
    /// screen's, one space each side of the separator (`Three Ducks  · room`).
    @Test func theLobbysSeparatorsHaveOneSpaceEachSide() {
        let seats = [LobbySeat(kind: .person, name: "ann", isHost: true), LobbySeat(kind: .person, name: "bob")]
        for (isHost, keys) in [(true, "Enter starts the game · q closes the room"),
                               (false, "Waiting for the host to start · q leaves")] {
            let lobby = Lobby(room: "t", board: .easy, seats: seats, isHost: isHost)
            let lines = LobbyView.frame(lobby, context: ViewContext(rows: 24, columns: 80)).lines
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("Three Ducks · room t"), "\(lines)")
            #expect(lines.contains(keys), "\(lines)")
            #expect(!lines.contains { $0.contains("  ") }, "\(lines)")
        }
    }

    /// Issue 34: in the screen-reader mode the lobby is its line alone, as
    /// a game is: within 79 columns, on the other of the bottom two rows
    /// when it changes, and nothing redrawn as an away countdown ticks (the
    /// seat list's `away 12 s`, which a pty reader said every second).
    @Test func inTheScreenReaderModeTheLobbyIsItsLineAloneAndNoCountdownMovesIt() {
        let long = String(repeating: "n", count: 31)
        var lobby = Lobby(room: "t", board: .easy, seats: [
            LobbySeat(kind: .person, name: long + "1", isHost: true),
            LobbySeat(kind: .person, name: long + "2", presence: .away(secondsLeft: 12)),
            LobbySeat(kind: .person, name: long + "3"), LobbySeat(kind: .computer(.hard), name: "Computer"),
        ], joinCommands: ["threeducks join t"], isHost: true, note: "Turned away eve: the room is full")
        var context = ViewContext(rows: 24, columns: 80, screenReader: true)
        let line = LobbyView.line(lobby, context: context)
        #expect(DisplayWidth.of(line) <= Announcer.width, "\(line)")
        // Names too long for the line give way to the news and the keys.
        #expect(line == "Turned away eve: the room is full. Enter starts the game; q closes the room")
        let frame = LobbyView.frame(lobby, context: context)
        #expect(frame.lines.last?.trimmingCharacters(in: .whitespaces) == line)
        #expect(frame.lines.dropLast().allSatisfy { $0.allSatisfy { $0 == " " } }, "\(frame.lines)")
        #expect(frame.cursor == Frame.Position(row: 23, column: 0))
        lobby.seats[1].presence = .away(secondsLeft: 11)
        #expect(LobbyView.frame(lobby, context: context) == frame, "a second of a countdown redrew the screen")
        // The next line, on the row above, the bottom row blank.
        lobby.seats[2] = LobbySeat(kind: .empty, name: nil)
        lobby.note = nil
        context.announcementCount = 1
        let next = LobbyView.frame(lobby, context: context)
        #expect(next.cursor == Frame.Position(row: 22, column: 0))
        #expect(next.lines[22].hasPrefix("3 here. Enter starts the game; q closes the room"), "\(next.lines[22])")
        #expect(next.lines[23].allSatisfy { $0 == " " })
        // Short names: all of it.
        let small = Lobby(room: "t", board: .easy, seats: [LobbySeat(kind: .person, name: "ann", isHost: true)], isHost: true)
        #expect(LobbyView.line(small, context: context) == "Room t, easy: ann. Waiting for players; q closes the room")
    }

    @Test func whoIsAwaySaysTheSecondsLeft() {
        #expect(LobbySeat.awayLine([LobbySeat(kind: .person, name: "ann", isHost: true)]) == nil)
        #expect(LobbySeat.awayLine([LobbySeat(kind: .person, name: "ann", isHost: true),
                                LobbySeat(kind: .person, name: "bob", presence: .away(secondsLeft: 23))])
                == "bob is away: 23 s to come back")
    }

    @Test func theHostsLineSaysWhoIsAwayWhileTheirSeatIsKept() {
        let board = Board(rows: 2, columns: 2)!
        var table = Table(board: board, seed: 7)
        table.wire.toHost = [.closed(1, reason: "closed the connection")]
        table.host.drain()
        #expect(table.host.awayLine == "bob is away: 30 s to come back")
        table.scheduler.advance(by: .seconds(31))
        table.host.drain()
        #expect(table.host.awayLine == nil)
    }

    @Test func aGameGivenUpByTheJoinerEndsForTheTableAndIsChecked() {
        var table = Table(board: Board(rows: 2, columns: 2)!, seed: 7)
        table.store.send(.cardFlipped(id: 0))
        table.bobKeys(.giveUpAsked)
        #expect(table.bob.state.dialog == .giveUpQuestion)
        #expect(table.host.note == nil)
        table.bobKeys(.gaveUp)
        #expect(table.store.state.round == nil, "the host's game was given up")
        // Issue 35: the host, back in the lobby, is told who gave up (it was dropped there without a word).
        #expect(table.host.note == "bob gave the game up")
        // bob waits in the room's lobby for the host's next game, the one given up checked.
        #expect(table.bob.isInLobby)
        #expect(!table.bob.lobby.isOver)
        #expect(table.bob.lobby.note == "Verified: the host dealt and played fair")
        var shown = LobbyView.frame(table.bob.lobby, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(shown.contains("Waiting for the host to start"))
        // Once the host closes the room, the lobby says the games are over.
        table.bob.isClosed = true
        shown = LobbyView.frame(table.bob.lobby, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(shown.contains("The game is over") && shown.contains("The host closed the room"))
    }

    @Test func withFillSkipASeatNoOneCameBackToIsPassedOver() throws {
        let board = Board(rows: 2, columns: 2)!
        var table = Table(board: board, seed: 7)
        table.host.fill = .skip
        let animals = Deck.shuffled(board, seed: 7)
        let other = animals.indices.first { animals[$0] != animals[0] }!
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: other))
        table.wait(.milliseconds(600))
        #expect(table.store.state.round?.turn == 1)
        // bob drops on his turn: the game waits for him, then passes over his seat.
        table.wire.toHost = [.closed(1, reason: "closed the connection")]
        table.host.drain()
        #expect(table.store.state.round?.phase == .paused)
        table.scheduler.advance(by: .seconds(31))
        table.host.drain()
        #expect(table.store.state.round?.phase == .playing)
        #expect(table.store.state.round?.turn == 0, "ann's turn again")
        #expect(HostCommand.judge(.cardFlipped(id: 1), table.store.state, host: table.host) == .allow)
        // Each time the turn comes round to bob's empty seat, it passes on.
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: other))
        table.scheduler.advance(by: .milliseconds(600))
        #expect(table.store.state.round?.turn == 0)
        #expect(table.store.state.round?.cards.allSatisfy { !$0.isFaceUp || $0.isMatched } == true)
    }

    @Test func withoutFillTheSeatStaysAndTheGameWaits() {
        var table = Table(board: Board(rows: 2, columns: 2)!, seed: 7)
        let animals = Deck.shuffled(table.store.state.board, seed: 7)
        let other = animals.indices.first { animals[$0] != animals[0] }!
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: other))
        table.wait(.milliseconds(600))
        table.wire.toHost = [.closed(1, reason: "closed the connection")]
        table.host.drain()
        table.scheduler.advance(by: .seconds(31))
        table.host.drain()
        #expect(table.store.state.round?.turn == 1)
        #expect(table.store.state.round?.phase == .paused)
    }

    @Test func aSkippedTurnIsAnEventTheMirrorReplaysToTheHostsDigest() {
        var host = GameState(board: Board(rows: 2, columns: 2)!, players: [Player(name: "ann"), Player(name: "bob")])
        GameReducer.reduce(&host, .deckDealt(animals: Deck.shuffled(host.board, seed: 3), seed: 3))
        let before = host
        GameReducer.reduce(&host, .turnSkipped)
        #expect(host.round?.turn == 1)
        #expect(HostRoom.wireAction(.turnSkipped, before: before, after: host) == .skip)
        let line = HostMessage.event(seq: 1, action: .skip).line
        #expect(line == #"{"action":{"turnSkipped":{}},"seq":1,"type":"event"}"#)
        #expect((try? HostMessage(line: line)) == .event(seq: 1, action: .skip))
    }

    @Test func withFillComputerTheComputerTakesASeatNoOneCameBackToAndPlaysIt() throws {
        let board = Board(rows: 2, columns: 2)!
        var table = Table(board: board, seed: 7)
        table.host.fill = .computer
        table.host.fillLevel = .hard
        let animals = Deck.shuffled(board, seed: 7)
        let other = animals.indices.first { animals[$0] != animals[0] }!
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: other))
        table.wait(.milliseconds(600))
        #expect(table.store.state.round?.turn == 1)
        // bob drops on his turn: the game waits for him; after the grace the computer sits there.
        table.wire.toHost = [.closed(1, reason: "closed the connection")]
        table.host.drain()
        #expect(table.store.state.round?.phase == .paused)
        table.scheduler.advance(by: .seconds(31))
        table.host.drain()
        let round = try #require(table.store.state.round)
        #expect(round.players[1].computer == .hard && round.players[1].name == "bob")
        #expect(round.phase == .playing, "the room's pause is lifted for the computer")
        #expect(table.host.room.lobbySeats[1].kind == .computer(.hard))
        #expect(table.host.room.lobbySeats[1].presence == .connected)
        // It plays bob's seat to the end of the game.
        for _ in 0..<200 where table.store.state.round?.phase != .won {
            if table.store.state.round?.turn == 0, let card = table.store.state.round?.cards.first(where: {
                !$0.isMatched && !$0.isFaceUp }) {
                table.store.send(.cardFlipped(id: card.id))
            }
            table.wait(.milliseconds(700))
        }
        #expect(table.store.state.round?.phase == .won)
        #expect((table.store.state.round?.players[1].pairs ?? 0) + (table.store.state.round?.players[0].pairs ?? 0) == 2)
    }

    @Test func aComputerSeatedIsAnEventTheMirrorReplaysToTheHostsDigest() {
        var host = GameState(board: Board(rows: 2, columns: 2)!, players: [Player(name: "ann"), Player(name: "bob")])
        GameReducer.reduce(&host, .deckDealt(animals: Deck.shuffled(host.board, seed: 3), seed: 3))
        let before = host
        GameReducer.reduce(&host, .computerSeated(seat: 1, level: .easy))
        #expect(host.round?.players[1].computer == .easy)
        #expect(HostRoom.wireAction(.computerSeated(seat: 1, level: .easy), before: before, after: host)
            == .seatComputer(seat: 1, level: .easy))
        // Seated once: a second time changes nothing, and is no event.
        var again = host
        GameReducer.reduce(&again, .computerSeated(seat: 1, level: .hard))
        #expect(HostRoom.wireAction(.computerSeated(seat: 1, level: .hard), before: host, after: again) == nil)
        let line = HostMessage.event(seq: 1, action: .seatComputer(seat: 1, level: .easy)).line
        #expect(line == #"{"action":{"computerSeated":{"level":"easy","seq":1}},"seq":1,"type":"event"}"#
            || line == #"{"action":{"computerSeated":{"level":"easy","seat":1}},"seq":1,"type":"event"}"#)
        #expect((try? HostMessage(line: line)) == .event(seq: 1, action: .seatComputer(seat: 1, level: .easy)))
        for bad in [#"{"action":{"computerSeated":{"level":"easy","seat":4}},"seq":1,"type":"event"}"#,
                    #"{"action":{"computerSeated":{"level":"genius","seat":1}},"seq":1,"type":"event"}"#] {
            #expect((try? HostMessage(line: bad)) == nil, "\(bad)")
        }
    }
}
