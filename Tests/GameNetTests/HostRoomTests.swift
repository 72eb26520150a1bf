import GameCore
@testable import GameNet
import StoreCore
import Testing

/// The host's authority over whole seeded games: what every connection is
/// sent, what becomes an action, and that no face or seed leaves the host
/// before its time.
@Suite struct HostRoomTests {
    /// A mix of tables: solo with a watcher, people taking turns, against
    /// the computer; boards from 2×2 to 12×12.
    struct Setup: CustomTestStringConvertible, Sendable {
        let board: Board
        let guests: [String]
        let computer: ComputerLevel?
        let seed: UInt64
        var testDescription: String { "\(board.name) guests \(guests.count) computer \(computer?.rawValue ?? "none") seed \(seed)" }
    }

    static let setups: [Setup] = {
        var random = SplitMix64(seed: 23)
        var setups: [Setup] = []
        let names = ["bob", "cy", "dee"]
        let fixed: [Board] = [Board(rows: 2, columns: 2)!, .easy, .medium, .hard, Board(rows: 12, columns: 12)!,
                              Board(rows: 2, columns: 12)!, Board(rows: 11, columns: 12)!]
        for index in 0..<30 {
            let board: Board
            if index < fixed.count {
                board = fixed[index]
            } else {
                var candidate: Board?
                while candidate == nil {
                    candidate = Board(rows: 2 + Int(random.uniform(below: 11)), columns: 2 + Int(random.uniform(below: 11)))
                }
                board = candidate!
            }
            let computer: ComputerLevel? = index % 3 == 2 ? ComputerLevel.allCases[index % 3] : nil
            let guests = Int(random.uniform(below: UInt64(computer == nil ? 4 : 3)))
            // Seeds as the dealer draws them: up to 2^53−1, so their digits are many.
            let seed = random.next() & JSONSeed.exactLimit
            setups.append(Setup(board: board, guests: Array(names.prefix(guests)), computer: computer, seed: seed))
        }
        return setups
    }()

    /// The heart of it: before a card is turned, no line any connection was
    /// sent names its animal, and no line before the reveal holds the seed
    /// (in decimal or hex); each flip's face is the card's; the game plays
    /// to the win screen; the reveal keeps the deal's commitment.
    @Test(arguments: setups)
    func noFaceAndNoSeedLeaveTheHostBeforeTheirTime(_ setup: Setup) throws {
        let table = NetTable(board: setup.board, seed: setup.seed, guests: setup.guests, computer: setup.computer, watchers: 1)
        table.start()
        let round = try #require(table.state.round)
        let dealt = round.cards.map(\.animal)
        #expect(dealt == Deck.shuffled(setup.board, seed: setup.seed))
        table.playToTheEnd(seed: setup.seed)
        #expect(table.problems == [])
        #expect(table.state.screen == .won)

        let seedTexts = [String(setup.seed), String(setup.seed, radix: 16), String(setup.seed, radix: 16, uppercase: true)]
        var streams: [[String]] = []
        for connection in table.connections {
            let lines = try #require(table.received[connection])
            var shown = Set<Animal>()
            var revealed = false
            var commitment: [UInt8]?
            for line in lines {
                let message = try HostMessage(line: line)
                // A flip's own line shows the face it turns; the reveal shows the seed.
                if case .event(_, let action) = message, let (_, face) = action.turned { shown.insert(face) }
                if case .reveal = message { revealed = true }
                if !revealed {
                    for animal in setup.board.animals where !shown.contains(animal) {
                        #expect(!line.contains("\"\(animal.rawValue)\""), "\(animal) named before it was turned: \(line)")
                    }
                    for text in seedTexts { #expect(!line.contains(text), "the seed before the reveal: \(line)") }
                }
                switch message {
                case .deal(let deal): commitment = deal.commitment
                case .event(_, let action):
                    if let (card, face) = action.turned { #expect(face == dealt[card], "card \(card) shown as \(face)") }
                case .reveal(let reveal):
                    #expect(reveal.seed == setup.seed)
                    #expect(Commitment.holds(try #require(commitment), seed: reveal.seed, nonce: reveal.nonce))
                    #expect(reveal.digest == table.state.digest)
                default: break
                }
            }
            #expect(revealed)
            // A flip on the wire is a card the host's store turned, and every one is there, in order.
            let flips = try lines.compactMap { line -> Int? in
                guard case .event(_, let action) = try HostMessage(line: line) else { return nil }
                return action.turned?.card
            }
            #expect(flips == table.turnedCards)
            // From the deal on, a player and a spectator are sent the same lines.
            streams.append(Array(lines.drop { !$0.contains("\"type\":\"deal\"") }.prefix { !$0.contains("\"type\":\"lobby\"") }))
        }
        #expect(Set(streams).count == 1)
    }

    /// Out-of-turn, matched, face-up, unknown-card, spectator and garbage
    /// intents between the moves of whole games: each is refused to its
    /// sender alone, changes nothing, and the game goes on to its end.
    @Test(arguments: setups.prefix(12))
    func badIntentsAreRefusedToTheSenderAloneAndTheGameGoesOn(_ setup: Setup) throws {
        let guests = setup.guests.isEmpty ? ["bob"] : setup.guests
        // The flood limit is its own test: here the refused keep talking.
        var options = HostRoom.Options()
        options.refusalLimit = .max
        let table = NetTable(board: setup.board, seed: setup.seed, guests: guests, computer: setup.computer, watchers: 1,
                             options: options)
        table.start()
        var refused: [RefusalReason: Int] = [:]
        table.playToTheEnd(seed: setup.seed) { table, random in
            guard let round = table.state.round else { return }
            let before = table.state
            var attempts: [(ConnectionID, String, RefusalReason)] = []
            let toMove = table.connection(ofSeat: round.turn)
            // A guest whose turn it is not.
            if let other = table.guests.first(where: { $0 != toMove && table.room.seat(of: $0) != nil }) {
                let card = Int(random.uniform(below: UInt64(round.cards.count)))
                attempts.append((other, ClientMessage.flip(card: card).line, table.state.isComputersTurn ? .computersTurn : .notYourTurn))
            }
            if let toMove {
                if let matched = round.cards.first(where: \.isMatched) {
                    attempts.append((toMove, ClientMessage.flip(card: matched.id).line, .matched))
                }
                if round.selected.count == 1 {
                    attempts.append((toMove, ClientMessage.flip(card: round.selected[0]).line, .faceUp))
                }
                if round.cards.count < Board.largest.cardCount {
                    attempts.append((toMove, ClientMessage.flip(card: round.cards.count).line, .noCard))
                }
                attempts.append((toMove, "{\"type\":\"flip\",\"card\":", .malformed))
                attempts.append((toMove, "{\"type\":\"flip\",\"card\":\(1000 + random.uniform(below: 1000))}", .malformed))
                attempts.append((toMove, String(repeating: "x", count: 5000), .malformed))
                attempts.append((toMove, "{\"type\":\"pause\"}", .notAllowed))
            }
            attempts.append((table.watchers[0], ClientMessage.flip(card: 0).line, .watching))
            attempts.append((ConnectionID(999), ClientMessage.flip(card: 0).line, .outOfOrder))
            // One or two a move, not every one, so the game moves on between them.
            let chosen = attempts.filter { _ in random.uniform(below: 3) == 0 }
            for (connection, line, reason) in chosen {
                let reply = table.say(line: line, from: connection)
                #expect(reply.actions == [])
                #expect(reply.deliveries.count == 1)
                #expect(reply.deliveries.first?.to == connection)
                if case .refused(_, let got, _) = reply.deliveries.first?.message {
                    #expect(got == reason, "\(line.prefix(60)) from \(connection)")
                    refused[got, default: 0] += 1
                } else {
                    Issue.record("not refused: \(line.prefix(60)) → \(String(describing: reply.deliveries.first?.message))")
                }
                #expect(table.state == before)
            }
        }
        #expect(table.problems == [])
        #expect(table.state.screen == .won)
        #expect(refused.values.reduce(0, +) > 0)
    }

    @Test func aDailyDealIsCommittedToTheDatesSeedAndNamesTheDate() throws {
        let table = NetTable(board: .medium, seed: 5, guests: ["bob"], daily: true)
        table.start()
        let round = try #require(table.state.round)
        let date = try #require(round.daily)
        guard case .deal(let deal)? = table.deliveries.last?.message else { Issue.record("no deal"); return }
        #expect(deal.daily == date)
        #expect(deal.players == [Player(name: "ann"), Player(name: "bob")])
        table.playToTheEnd(seed: 5)
        guard case .reveal(let reveal)? = table.deliveries.last(where: { $0.message.type == "reveal" })?.message else {
            Issue.record("no reveal"); return
        }
        #expect(reveal.seed == DailyDeal.seed(date: date, board: .medium))
        #expect(Commitment.holds(deal.commitment, seed: reveal.seed, nonce: reveal.nonce))
    }

    @Test func aLookAlikeOfASeatedNameIsRefusedOrMadeDistinct() throws {
        // Issue 36: "ann (host)" and "ann" + U+200B showed beside the host ann.
        let table = NetTable(board: .easy, seed: 1, guests: ["bob"], computer: nil)
        let hidden = table.say(.hello(.init(name: "ann\u{200B}")), from: ConnectionID(7))
        #expect(hidden.deliveries.map(\.message) == [.refused(intent: nil, reason: .malformed,
            text: "hello's name is no name: the name holds an invisible character (U+200B); type the name without it")])
        let decorated = table.say(.hello(.init(name: "ann (host)")), from: ConnectionID(8))
        guard case .refused(_, .malformed, let text)? = decorated.deliveries.first?.message else {
            Issue.record("\"ann (host)\" was not refused"); return
        }
        #expect(text.contains("ends in \")\""))
        #expect(table.room.lineup.map(\.name) == ["ann", "bob"])
        table.say(.hello(.init(name: "ANN")), from: ConnectionID(9))
        table.say(.hello(.init(name: "Bob ")), from: ConnectionID(10))
        #expect(table.room.lineup.map(\.name) == ["ann", "bob", "ANN 2", "Bob  2"])
    }

    @Test func theLobbySeatsJoinersInOrderAndRefusesWhenFullOrStarted() throws {
        let table = NetTable(board: .easy, seed: 1, guests: ["bob", "ann", "ann"], computer: nil)
        #expect(table.room.lineup.map(\.name) == ["ann", "bob", "ann 2", "ann 3"])
        guard case .welcome(let version, let seat, _)? = try table.received[ConnectionID(2)]?.first.map(HostMessage.init(line:)) else {
            Issue.record("no welcome"); return
        }
        #expect(version == 1 && seat == 2)
        let full = table.say(.hello(.init(name: "eve")), from: ConnectionID(9))
        #expect(full.deliveries.map(\.message) == [.bye(reason: .full, text: "every seat is taken")])
        #expect(full.closing == [ConnectionID(9)])
        // A guest who leaves the lobby frees the seat; the ones after move up.
        let left = table.say(.leave, from: ConnectionID(2))
        #expect(left.deliveries.first?.message == .bye(reason: .left, text: "you left the room"))
        #expect(table.room.lineup.map(\.name) == ["ann", "bob", "ann 3"])
        #expect(table.room.seat(of: ConnectionID(3)) == 2)
        guard case .lobby(_, let seats)? = left.deliveries.last?.message else { Issue.record("no lobby"); return }
        #expect(seats.map(\.kind) == [.person, .person, .person, .empty])
        table.start()
        let late = table.say(.hello(.init(name: "eve")), from: ConnectionID(10))
        #expect(late.deliveries.map(\.message.type) == ["bye"])
        #expect(late.closing == [ConnectionID(10)])
    }

    @Test func aClientOfOtherVersionsIsToldWhichMeetAndClosed() {
        let table = NetTable(board: .easy, seed: 1, guests: [])
        let reply = table.say(.hello(.init(versions: 2...3, name: "new")), from: ConnectionID(5))
        #expect(reply.deliveries.map(\.message) == [.version(host: 1...1, client: 2...3)])
        #expect(reply.deliveries.first?.message.line.contains("this host speaks protocol 1; your client speaks 2–3") == true)
        #expect(reply.closing == [ConnectionID(5)])
        #expect(table.room.lineup.count == 1)
        let second = table.say(.hello(.init(versions: 1...7, name: "newer")), from: ConnectionID(6))
        guard case .welcome(1, 1, _)? = second.deliveries.first?.message else { Issue.record("not welcomed"); return }
        let again = table.say(.hello(.init(name: "newer")), from: ConnectionID(6))
        #expect(again.deliveries.map(\.message) == [.refused(intent: "hello", reason: .outOfOrder, text: "hello was said already")])
    }

    /// A guest dropped mid-game is away for the grace; its token within it
    /// gives back its seat and the game as it stands; after it, the seat is
    /// left and named for the caller to fill.
    @Test func aDroppedPlayerIsAwayAndComesBackWithItsToken() throws {
        var options = HostRoom.Options()
        options.grace = .seconds(30)
        let table = NetTable(board: .medium, seed: 77, guests: ["bob", "cy"], options: options)
        let bob = ConnectionID(1), cy = ConnectionID(2)
        guard case .welcome(_, 1, let token)? = try table.received[bob]?.first.map(HostMessage.init(line:)) else {
            Issue.record("no welcome"); return
        }
        table.start()
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: 1))
        let dropped = table.disconnect(bob)
        #expect(dropped.deliveries == [Delivery(to: cy, .away(seat: 1, secondsLeft: 30))])
        let later = table.advance(by: .seconds(10))
        #expect(later.expiredSeats == [])
        #expect(table.room.lobbySeats[1].presence == .away(secondsLeft: 20))
        // Back on a new connection, within the grace.
        let sentBefore = table.received[cy]?.count ?? 0
        let back = table.say(.hello(.init(name: "whoever", rejoin: token)), from: ConnectionID(7))
        #expect(back.deliveries.first?.message == .welcome(version: 1, seat: 1, token: token))
        #expect(back.deliveries.contains(Delivery(to: cy, .back(seat: 1))))
        // Cy is told bob is back, and of the resume when the game waited for bob.
        #expect(table.received[cy]!.count == sentBefore + 1 + back.actions.count)
        let catchUp = back.deliveries.filter { $0.to == ConnectionID(7) }.map(\.message.type)
        #expect(catchUp == ["welcome", "lobby", "deal", "event", "event"] || catchUp.starts(with: ["welcome", "lobby", "deal", "event", "event"]))
        #expect(table.room.seat(of: ConnectionID(7)) == 1)
        // Cy goes and does not come back.
        _ = table.disconnect(cy)
        #expect(table.advance(by: .seconds(29)).expiredSeats == [])
        let expired = table.advance(by: .seconds(2))
        #expect(expired.expiredSeats == [2])
        #expect(table.room.lobbySeats[2].presence == .left)
        let stale = table.say(.hello(.init(name: "cy", rejoin: try #require(try self.token(table, cy)))), from: ConnectionID(8))
        #expect(stale.deliveries.map(\.message) == [.bye(reason: .unknownToken, text: "that token holds no seat in this room")])
    }

    private func token(_ table: NetTable, _ connection: ConnectionID) throws -> RejoinToken? {
        guard case .welcome(_, _, let token)? = try table.received[connection]?.first.map(HostMessage.init(line:)) else { return nil }
        return token
    }

    @Test func pauseAndResumeOnlyWhenTheHostAllowsThem() throws {
        var options = HostRoom.Options()
        options.allowsPause = true
        let table = NetTable(board: .easy, seed: 3, guests: ["bob"], options: options)
        table.start()
        let bob = ConnectionID(1)
        #expect(table.say(.resume, from: bob).deliveries.map(\.message)
            == [.refused(intent: "resume", reason: .notPlaying, text: "the game is not paused")])
        #expect(table.say(.pause, from: bob).actions == [.pauseToggled])
        #expect(table.state.screen == .paused)
        #expect(table.deliveries.last?.message == .event(seq: 1, action: .pause))
        #expect(table.say(.flip(card: 0), from: bob).deliveries.map(\.message.type) == ["refused"])
        #expect(table.say(.resume, from: bob).actions == [.pauseToggled])
        #expect(table.state.screen == .playing)
    }

    /// Giving up ends the game for the table; the reveal's digest is the title's.
    @Test func aGuestGivingUpEndsTheGameAndRevealsIt() throws {
        let table = NetTable(board: .easy, seed: 11, guests: ["bob"])
        table.start()
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: 1))
        #expect(table.say(.giveUp, from: ConnectionID(1)).actions == [.gaveUp])
        #expect(table.state.screen == .title)
        let types = table.received[ConnectionID(1)]!.suffix(3).map { try? HostMessage(line: $0).type }
        #expect(types == ["event", "reveal", "lobby"])
        guard case .reveal(let reveal) = try HostMessage(line: table.received[ConnectionID(1)]!.suffix(2).first!) else { return }
        #expect(reveal.digest == table.state.digest && reveal.seed == 11)
        #expect(table.say(.giveUp, from: ConnectionID(1)).deliveries.map(\.message.type) == ["refused"])
    }

    @Test func aFloodOfRefusedLinesEndsTheConnection() {
        let table = NetTable(board: .easy, seed: 3, guests: ["bob"])
        table.start()
        var last = RoomReply()
        for _ in 0...64 { last = table.say(line: "nonsense", from: ConnectionID(1)) }
        #expect(last.closing == [ConnectionID(1)])
        #expect(last.deliveries.map(\.message.type).starts(with: ["refused", "bye"]))
        #expect(table.room.seat(of: ConnectionID(1)) == nil)
    }

    /// Actions that change nothing a player sees are not sent.
    @Test func theHostsOwnScreenIsNotSent() {
        let table = NetTable(board: .easy, seed: 3, guests: ["bob"])
        table.start()
        let count = table.deliveries.count
        table.store.send(.helpToggled)
        table.store.send(.helpToggled)
        table.store.send(.focusMoved(to: 3))
        table.store.send(.terminalFitChanged(fits: false))
        table.store.send(.terminalFitChanged(fits: true))
        table.store.send(.cardFlipped(id: 99))
        #expect(table.deliveries.count == count)
    }
}

/// The game waits for the player to move while they are away, and goes on
/// when they are back; a seat whose player left is freed at the game's end.
@Suite struct AwayTurnTests {
    /// Two cards of different animals, face down, as the host's store knows them.
    private func mismatch(_ table: NetTable) throws -> (Int, Int) {
        let cards = try #require(table.state.round).cards
        let first = try #require(cards.first { !$0.isFaceUp })
        let second = try #require(cards.first { !$0.isFaceUp && $0.animal != first.animal })
        return (first.id, second.id)
    }

    @Test func thePlayerToMoveGoingAwayPausesTheGameUntilTheyAreBack() throws {
        let table = NetTable(board: .medium, seed: 12, guests: ["bob"], watchers: 1)
        let bob = ConnectionID(1)
        let token = try #require(try table.received[bob]?.first.map(HostMessage.init(line:)).flatMap { message -> RejoinToken? in
            if case .welcome(_, _, let token) = message { token } else { nil }
        })
        table.start()
        let (first, second) = try mismatch(table)
        table.store.send(.cardFlipped(id: first))
        table.store.send(.cardFlipped(id: second))
        #expect(table.state.round?.turn == 1)
        let gone = table.disconnect(bob)
        #expect(gone.actions == [.pauseToggled])
        #expect(table.state.screen == .paused)
        #expect(table.room.isPausedForAway)
        let watcherLines = try table.received[ConnectionID(100)]!.map(HostMessage.init(line:))
        #expect(watcherLines.suffix(2) == [.away(seat: 1, secondsLeft: 30), .event(seq: 3, action: .pause)])
        let back = table.say(.hello(.init(name: "bob", rejoin: token)), from: ConnectionID(5))
        #expect(back.actions == [.pauseToggled])
        #expect(table.state.screen == .playing)
        #expect(!table.room.isPausedForAway)
        // The one who came back is sent the pause and the resume too, as events.
        let caughtUp = try table.received[ConnectionID(5)]!.map(HostMessage.init(line:))
        #expect(caughtUp.suffix(2) == [.event(seq: 3, action: .pause), .event(seq: 4, action: .pause)])
    }

    @Test func theTurnPassingToAPlayerWhoIsAwayPausesTheGame() throws {
        let table = NetTable(board: .medium, seed: 13, guests: ["bob", "cy"])
        table.start()
        // Bob goes while it is ann's turn: nothing pauses.
        #expect(table.disconnect(ConnectionID(1)).actions == [])
        #expect(table.state.screen == .playing)
        let (first, second) = try mismatch(table)
        table.store.send(.cardFlipped(id: first))
        table.store.send(.cardFlipped(id: second))
        // The mismatch passed the turn to bob, who is away.
        #expect(table.state.round?.turn == 1)
        #expect(table.state.screen == .paused)
        #expect(table.room.isPausedForAway)
        // Cy may not play in bob's place.
        let refused = table.say(.flip(card: 0), from: ConnectionID(2))
        #expect(refused.deliveries.map(\.message.type) == ["refused"])
    }

    @Test func aSeatWhosePlayerLeftIsFreedAtTheGamesEnd() throws {
        let table = NetTable(board: .easy, seed: 14, guests: ["bob", "cy"])
        table.start()
        table.say(.leave, from: ConnectionID(1))
        #expect(table.room.lobbySeats[1].presence == .left)
        #expect(table.room.lineup.map(\.name) == ["ann", "bob", "cy"])
        table.say(.giveUp, from: ConnectionID(2))
        #expect(table.room.lineup.map(\.name) == ["ann", "cy"])
        #expect(table.room.seat(of: ConnectionID(2)) == 1)
        guard case .lobby(_, let seats)? = try table.received[ConnectionID(2)]?.last.map(HostMessage.init(line:)) else {
            Issue.record("no lobby at the end"); return
        }
        #expect(seats.map(\.name) == ["ann", "cy", nil, nil])
    }

    @Test func betweenGamesASeatNoOneCameBackToIsFreed() throws {
        let table = NetTable(board: .easy, seed: 15, guests: ["bob"])
        table.start()
        table.disconnect(ConnectionID(1))
        table.store.send(.gaveUp)
        #expect(table.room.lineup.map(\.name) == ["ann", "bob"])
        #expect(table.advance(by: .seconds(31)).expiredSeats == [1])
        #expect(table.room.lineup.map(\.name) == ["ann"])
    }

    @Test func aResumedJournalGameIsNotPlayedOnTheWire() throws {
        let table = NetTable(board: .easy, seed: 16, guests: ["bob"])
        let waiting = Round(board: .easy, players: [Player(name: "ann"), Player(name: "bob")],
                            animals: Deck.shuffled(.easy, seed: 16), seed: 16)
        table.store.send(.gameWaiting(waiting, warning: nil))
        table.store.send(.resumeTapped)
        #expect(table.state.screen == .playing)
        #expect(table.room.isGameOn == false)
        let reply = table.say(.flip(card: 0), from: ConnectionID(1))
        #expect(reply.actions == [])
        #expect(reply.deliveries.map(\.message) == [.refused(intent: "flip", reason: .notPlaying, text: "no game is in play")])
        table.store.send(.cardFlipped(id: 0))
        #expect(!(table.received[ConnectionID(1)] ?? []).contains { $0.contains("cardFlipped") })
    }

    @Test func aRoomHasAtMostAGamesSeats() {
        var options = HostRoom.Options()
        options.capacity = 9
        #expect(HostRoom(host: "ann", options: options).lobbySeats.count == GameState.maximumPlayers)
    }
}
