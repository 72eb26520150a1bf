import GameCore
@testable import GameNet
import GameStorage
import StoreCore
import TerminalUI
import Testing
@testable import threeducks

/// The client's view of the host: the same board and turn as the host's,
/// drawn by the game's own view with no hidden face; "verified" from an
/// honest host, and exactly what a cheating host changed otherwise.
@Suite struct ClientMirrorTests {
    /// The mirror of a connection's lines.
    private func mirror(_ lines: [String]) -> ClientMirror {
        var mirror = ClientMirror()
        for line in lines { #expect(mirror.receive(line) == nil) }
        return mirror
    }

    /// What a player sees of a round: every card's state and the face of each face-up one, the turn, the scores.
    private func publicView(_ round: Round?) -> String {
        guard let round else { return "no round" }
        let cards = round.cards.map { card in
            card.isFaceUp ? "\(card.animal.name)\(card.isMatched ? "*" : "")" : "·"
        }
        return "\(round.phase) turn \(round.turn) moves \(round.moves) \(round.elapsedSeconds)s "
            + round.players.map { "\($0.name):\($0.pairs)" }.joined(separator: ",") + " " + cards.joined(separator: " ")
    }

    @Test(arguments: HostRoomTests.setups.prefix(15))
    func anHonestHostIsVerifiedAndEveryMirrorShowsTheHostsGame(_ setup: HostRoomTests.Setup) throws {
        let table = NetTable(board: setup.board, seed: setup.seed, guests: setup.guests, computer: setup.computer, watchers: 1)
        table.start()
        table.playToTheEnd(seed: setup.seed)
        for connection in table.connections {
            let mirror = mirror(try #require(table.received[connection]))
            #expect(mirror.verdict == .verified)
            #expect(mirror.problems == [])
            #expect(publicView(mirror.state.round) == publicView(table.state.round))
            #expect(mirror.state.round?.seed == setup.seed)
            #expect(mirror.seat == table.room.seat(of: connection))
        }
    }

    /// The game a client verified replays, from a title of its board, to the host's digest.
    @Test(arguments: HostRoomTests.setups.prefix(6))
    func theRevealedGameReplaysToTheHostsDigest(_ setup: HostRoomTests.Setup) throws {
        let table = NetTable(board: setup.board, seed: setup.seed, guests: setup.guests, computer: setup.computer, watchers: 1)
        table.start()
        table.playToTheEnd(seed: setup.seed)
        let mirror = mirror(table.received[ConnectionID(100)]!)
        let actions = try #require(mirror.revealedGame)
        var fold = ActionFold(from: GameState(board: setup.board, players: [Player(name: "someone")]))
        fold.apply(actions)
        #expect(fold.state.digest == table.state.digest)
        #expect(fold.state.round?.cards == table.state.round?.cards)
    }

    /// `join --record`: the game a joiner verified, written as a recording
    /// and read back, replays headless to the host's digest, with its events
    /// at the times they arrived; a game not verified records nothing.
    @Test(arguments: HostRoomTests.setups.prefix(6))
    func aJoinersRecordingReplaysToTheHostsDigest(_ setup: HostRoomTests.Setup) throws {
        let table = NetTable(board: setup.board, seed: setup.seed, guests: setup.guests, computer: setup.computer, watchers: 1)
        table.start()
        table.playToTheEnd(seed: setup.seed)
        let lines = try #require(table.received[ConnectionID(100)])  // the watcher: every setup has one
        var view = JoinView(mirror: ClientMirror(name: "someone"), room: "r")
        // Each line arrives 250 ms after the one before, the first 5 s after the join.
        for (index, line) in lines.enumerated() { view.receive(line, at: .milliseconds(5_000 + 250 * index)) }
        let recording = try #require(view.recording)
        let read = try RecordingReader.parse(RecordingWriter.text(of: recording))
        let summary = ActionFold.headless(read)
        #expect(summary.digestMatches)
        #expect(read.digest == table.state.digest)
        #expect(read.header.board == setup.board && read.header.seed == setup.seed)
        #expect(read.header.lineup == table.state.round?.players.map { Player(name: $0.name, computer: $0.computer) })
        // The deal at the start, each event at its arrival after the deal's, in order.
        let dealAt = try #require(lines.firstIndex { $0.contains("\"deal\"") })
        let offsets = read.actions.map(\.offset)
        #expect(offsets.prefix(2) == [.zero, .zero])
        #expect(offsets == offsets.sorted())
        let eventLines = lines.indices.filter { lines[$0].contains("\"event\"") }
        #expect(Array(offsets.dropFirst(2)) == eventLines.map { .milliseconds(250 * ($0 - dealAt)) })
        #expect(read.end == offsets.last)

        var cheated = JoinView(mirror: ClientMirror(name: "someone"), room: "r")
        for line in lines {
            let message = try HostMessage(line: line)
            if case .reveal(var reveal) = message { reveal.nonce = reveal.nonce.map { $0 ^ 1 }; cheated.receive(HostMessage.reveal(reveal).line) }
            else { cheated.receive(line) }
        }
        #expect(cheated.mirror.verdict != .verified)
        #expect(cheated.recording == nil)
    }

    /// A room plays game after game: each is dealt with a commitment of its
    /// own and verified, and a joiner's recording holds every game verified,
    /// replaying headless to the host's digest after the last.
    @Test(arguments: HostRoomTests.setups.prefix(4))
    func aRoomsSecondGameIsVerifiedAndRecordedAfterTheFirst(_ setup: HostRoomTests.Setup) throws {
        let table = NetTable(board: setup.board, seed: setup.seed, guests: setup.guests, computer: setup.computer, watchers: 1)
        table.start()
        table.playToTheEnd(seed: setup.seed)
        let firstDigest = table.state.digest
        let watcher = ConnectionID(100)
        let firstGameLines = try #require(table.received[watcher]).count
        // The host leaves the win screen for the lobby, and deals again to the same table.
        table.store.send(.backToTitleTapped)
        table.start()
        table.playToTheEnd(seed: setup.seed &+ 1)
        #expect(table.problems == [])
        let lines = try #require(table.received[watcher])
        var view = JoinView(mirror: ClientMirror(name: "someone"), room: "r")
        for (index, line) in lines.enumerated() { view.receive(line, at: .milliseconds(100 * index)) }
        #expect(view.mirror.currentDeal?.game == 2)
        #expect(view.mirror.verdict == .verified && view.mirror.problems == [])
        #expect(view.verifiedGames.count == 2)
        let read = try RecordingReader.parse(RecordingWriter.text(of: try #require(view.recording)))
        #expect(ActionFold.headless(read).digestMatches)
        #expect(read.digest == table.state.digest && read.digest != firstDigest)
        #expect(read.actions.map(\.offset) == read.actions.map(\.offset).sorted())
        #expect(read.actions.filter { $0.action.dealt != nil }.count == 2)

        // A first game that fails its check is left out; the second is still recorded.
        var cheated = JoinView(mirror: ClientMirror(name: "someone"), room: "r")
        for (index, line) in lines.enumerated() {
            if index < firstGameLines, case .reveal(var reveal) = try HostMessage(line: line) {
                reveal.nonce = reveal.nonce.map { $0 ^ 1 }
                cheated.receive(HostMessage.reveal(reveal).line)
            } else {
                cheated.receive(line)
            }
        }
        #expect(cheated.verifiedGames.count == 1)
        let second = try #require(cheated.recording)
        #expect(second.digest == table.state.digest)
        #expect(second.actions.filter { $0.action.dealt != nil }.count == 1)
    }

    /// The joiner's clock runs on between the host's measurements (they come
    /// with the flips) while the game's clock runs, and stands at the end.
    @Test func theJoinersClockRunsOnBetweenTheHostsMeasurements() throws {
        let lines = honestLines()
        var view = JoinView(mirror: ClientMirror(name: "bob"), room: "r")
        let firstFlip = try #require(lines.firstIndex { $0.contains("\"cardFlipped\"") })
        for line in lines[...firstFlip] { view.receive(line, at: .seconds(10)) }
        #expect(view.mirror.state.isClockRunning)
        let measured = try #require(view.mirror.state.round?.played)
        #expect(view.state(at: .seconds(10)).round?.played == measured)
        #expect(view.state(at: .milliseconds(12_500)).round?.played == measured + .milliseconds(2_500))
        let shown = (measured + .milliseconds(2_500)).wholeMilliseconds
        #expect(view.untilNextSecond(at: .milliseconds(12_500)) == .milliseconds(1_000 - shown % 1_000))
        // The mirror's own state is the host's: nothing of this terminal's clock is in it.
        #expect(view.mirror.state.round?.played == measured)

        for line in lines[(firstFlip + 1)...] { view.receive(line, at: .seconds(20)) }
        let end = try #require(view.mirror.state.round)
        #expect(end.phase == .won && !view.mirror.state.isClockRunning)
        #expect(view.state(at: .seconds(60)).round?.played == end.played)
        #expect(view.untilNextSecond(at: .seconds(60)) == nil)
    }

    /// A flip crosses the wire in a few bytes (the issue's `net.bytes.flip`
    /// goal is 200): the longest one, on the largest board, late in a long game.
    @Test func aFlipIsAFewBytesOnTheWire() {
        let longestName = Animal.allCases.max { $0.rawValue.utf8.count < $1.rawValue.utf8.count }!
        let event = HostMessage.event(seq: 99_999, action: .flipAgain(card: Board.largest.cardCount - 1, face: longestName))
        #expect(event.line.utf8.count + 1 <= 120)
        #expect(ClientMessage.flip(card: 143).line.utf8.count + 1 <= 40)
    }

    @Test func aGivenUpGameAndADailyGameAreVerified() throws {
        let given = NetTable(board: .hard, seed: 99, guests: ["bob"])
        given.start()
        var random = SplitMix64(seed: 1)
        for _ in 0..<12 {
            if let card = given.remembersAndPicks(&random) { given.flipByThePlayerToMove(card) }
            _ = given.advance(by: .milliseconds(700))
        }
        given.say(.giveUp, from: ConnectionID(1))
        #expect(mirror(given.received[ConnectionID(1)]!).verdict == .verified)
        #expect(mirror(given.received[ConnectionID(1)]!).state.round == nil)

        let daily = NetTable(board: .medium, seed: 4, guests: ["bob"], daily: true)
        daily.start()
        daily.playToTheEnd(seed: 4)
        #expect(mirror(daily.received[ConnectionID(1)]!).verdict == .verified)
    }

    /// A card not yet turned is never drawn: at every step of a game the
    /// guest's screen, drawn from its mirror, is the host's screen.
    @Test(arguments: [Board.easy, .medium, Board(rows: 4, columns: 6)!])
    func theMirrorIsDrawnAsTheHostsScreen(_ board: Board) throws {
        let table = NetTable(board: board, seed: 321, guests: ["bob", "cy"], computer: nil, watchers: 1)
        table.start()
        let context = ViewContext(rows: 40, columns: 120, dateZone: .utc)
        var mirrors: [ConnectionID: (mirror: ClientMirror, read: Int)] = [:]
        func check() {
            let host = ScreenView.frame(table.state, context: context).lines
            for connection in table.connections {
                var entry = mirrors[connection] ?? (ClientMirror(), 0)
                let lines = table.received[connection] ?? []
                for line in lines[entry.read...] { entry.mirror.receive(line) }
                entry.read = lines.count
                mirrors[connection] = entry
                let guest = ScreenView.frame(entry.mirror.state, context: context).lines
                #expect(guest == host, "\(connection) at move \(table.state.round?.moves ?? -1)")
                // No face the wire has not shown is anywhere on the guest's screen.
                let shown = Set(entry.mirror.state.round?.cards.filter(\.isFaceUp).map(\.animal) ?? [])
                for animal in board.animals where !shown.contains(animal) && table.seenFaces.values.contains(animal) == false {
                    #expect(!guest.joined().contains(animal.name))
                }
            }
        }
        check()
        var random = SplitMix64(seed: 5)
        for _ in 0..<400 {
            guard let round = table.state.round, round.phase != .won else { break }
            if !round.allMatched, !table.state.isComputersTurn, let card = table.remembersAndPicks(&random) {
                table.flipByThePlayerToMove(card)
                check()
            }
            _ = table.advance(by: .milliseconds(Int64(100 + random.uniform(below: 900))))
            check()
        }
        #expect(table.state.screen == .won)
        #expect(mirrors.values.allSatisfy { $0.mirror.verdict == .verified })
    }

    @Test func atTheDealEveryCardIsFaceDownAndHoldsThePlaceholder() throws {
        let table = NetTable(board: .hard, seed: 8, guests: ["bob"])
        table.start()
        let mirror = mirror(table.received[ConnectionID(1)]!)
        let round = try #require(mirror.state.round)
        #expect(round.cards.allSatisfy { !$0.isFaceUp && $0.animal == ClientMirror.hiddenFace })
        #expect(round.seed == nil && mirror.state.lastSeed == nil)
        #expect(round.players.map(\.name) == ["ann", "bob"])
        #expect(mirror.seat == 1)
    }

    // MARK: Cheating hosts

    /// The lines a guest got from an honest game of `board`, to tamper with.
    private func honestLines(board: Board = .medium, seed: UInt64 = 2_024, daily: Bool = false) -> [String] {
        let table = NetTable(board: board, seed: seed, guests: ["bob"], daily: daily)
        table.start()
        table.playToTheEnd(seed: seed)
        return table.received[ConnectionID(1)]!
    }

    private func verdict(_ lines: [String], _ change: (HostMessage) -> HostMessage) throws -> ClientMirror.Verdict? {
        var mirror = ClientMirror()
        for line in lines { mirror.receive(change(try HostMessage(line: line)).line) }
        return mirror.verdict
    }

    private func failures(_ verdict: ClientMirror.Verdict?) -> [String] {
        if case .failed(let lines) = verdict { return lines }
        return []
    }

    @Test func aChangedNonceIsCaught() throws {
        let verdict = try verdict(honestLines()) { message in
            guard case .reveal(var reveal) = message else { return message }
            reveal.nonce[0] ^= 0x80
            return .reveal(reveal)
        }
        #expect(verdict == .failed(["the seed and nonce revealed do not hash to the commitment made at the deal"]))
    }

    @Test func aChangedSeedIsCaught() throws {
        let lines = failures(try verdict(honestLines()) { message in
            guard case .reveal(var reveal) = message else { return message }
            reveal.seed += 1
            return .reveal(reveal)
        })
        #expect(lines.first == "the seed and nonce revealed do not hash to the commitment made at the deal")
        // The other deck deals other faces where the cards were seen.
        #expect(lines.contains { $0.hasPrefix("card ") && $0.contains("but the seed deals") })
    }

    @Test func aChangedFaceIsCaughtAndNamed() throws {
        var changed = false
        let lines = failures(try verdict(honestLines()) { message in
            guard !changed, case .event(let seq, .flip(let card, let face)) = message else { return message }
            changed = true
            let other: Animal = face == .owl ? .fox : .owl
            return .event(seq: seq, action: .flip(card: card, face: other))
        })
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("card ") == true && lines.first?.contains("was shown as") == true)
    }

    @Test func aChangedActionIsCaughtByTheDigest() throws {
        let honest = honestLines()
        let lastClock = try honest.lastIndex { if case .event(_, .clock) = try HostMessage(line: $0) { true } else { false } }
        var index = 0
        let lines = failures(try verdict(honest) { message in
            defer { index += 1 }
            guard index == lastClock, case .event(let seq, .clock(let ms)) = message else { return message }
            return .event(seq: seq, action: .clock(milliseconds: ms + 60_000))
        })
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("the host's digest ") == true)
    }

    @Test func aFlipThatCouldNotHappenIsCaught() throws {
        // The host says a matched card turned again.
        var done = false
        var mirror = ClientMirror()
        for line in honestLines() {
            var message = try HostMessage(line: line)
            if case .event(let seq, .flip(_, let face)) = message, !done,
               let matched = mirror.state.round?.cards.first(where: \.isMatched) {
                done = true
                message = .event(seq: seq, action: .flip(card: matched.id, face: face))
            }
            mirror.apply(message)
        }
        #expect(done)
        #expect(mirror.problems.contains { $0.contains("which could not be turned then") })
        #expect(failures(mirror.verdict).contains { $0.contains("which could not be turned then") })
    }

    @Test func aDailyDealNotOfItsDateIsCaught() throws {
        let lines = failures(try verdict(honestLines(daily: true)) { message in
            guard case .deal(var deal) = message else { return message }
            deal.daily = "2001-01-01"
            return .deal(deal)
        })
        #expect(lines == ["the seed is not the daily deal's of 2001-01-01 on medium"])
    }

    @Test func eventsOutOfOrderAreSaid() {
        var mirror = ClientMirror()
        mirror.apply(.event(seq: 1, action: .turnDown))
        mirror.apply(.deal(.init(game: 1, board: .easy, players: [Player(name: "a")], daily: nil, commitment: [UInt8](repeating: 0, count: 32))))
        mirror.apply(.event(seq: 2, action: .turnDown))
        #expect(mirror.problems == ["event 1 came before any deal", "event 2 came after event 0"])
        mirror.apply(.version(host: 1...1, client: 2...2))
        #expect(mirror.farewell == "this host speaks protocol 1; your client speaks 2")
    }
}
