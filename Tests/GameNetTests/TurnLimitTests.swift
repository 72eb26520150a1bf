import GameCore
import GameNet
import NetTransport
import StoreCore
import Testing
@testable import threeducks

/// `host --turn` (issue 36, a silent player held the table): a player (a
/// joiner, or the host at their own terminal) who takes longer than the
/// limit over a flip on their turn is away, as one who dropped (the grace, the game paused for them, then `--fill`), and
/// every line says who ran out of time and for how long their seat is kept.
/// All on the manual clock, through `NetHost` and bob's `JoinView`.
@Suite struct TurnLimitTests {
    typealias Table = NetWiringTests.Table

    /// ann (the host) mismatches on a 2×2 board: bob's turn, the clock at 0 for it.
    private func bobToMove(turn: Duration? = .seconds(10), grace: Duration = .seconds(30)) -> Table {
        var options = HostRoom.Options()
        options.turnLimit = turn
        options.grace = grace
        var table = Table(board: Board(rows: 2, columns: 2)!, seed: 7, options: options)
        let animals = Deck.shuffled(table.store.state.board, seed: 7)
        table.store.send(.cardFlipped(id: 0))
        table.store.send(.cardFlipped(id: animals.indices.first { animals[$0] != animals[0] }!))
        table.wait(.milliseconds(600))
        return table
    }

    /// The clock moves on and the host's loop looks at its room, as its run loop does each second.
    private func pass(_ duration: Duration, _ table: inout Table) {
        table.scheduler.advance(by: duration)
        table.host.drain()
        table.deliver()
    }

    @Test func aJoinerOutOfTimeIsAwayAndTheGameWaitsSayingWhoAndHowLong() {
        var table = bobToMove()
        #expect(table.store.state.round?.turn == 1)
        pass(.seconds(9), &table)
        #expect(table.store.state.round?.phase == .playing)
        #expect(table.host.awayLine == nil)
        pass(.seconds(1), &table)
        #expect(table.store.state.round?.phase == .paused, "the game waits for bob, as for one who dropped")
        #expect(table.host.room.isPausedForAway)
        #expect(table.host.room.lobbySeats[1].presence == .away(secondsLeft: 30))
        #expect(table.host.awayLine == "bob ran out of time: 30 s to come back")
        #expect(table.bob.state.warning == "You ran out of time: play within 30 s to keep your seat")
        // bob's own screen counts the seconds down, as the host's does (the lines arrived at time 0 there).
        #expect(table.bob.state(at: .seconds(5)).warning == "You ran out of time: play within 25 s to keep your seat")
        #expect(table.bob.untilNextSecond(at: .milliseconds(5300)) == .milliseconds(700))
        #expect(table.wire.closed.isEmpty, "bob is still connected")
        #expect(table.host.room.seat(of: 1) == 1)
    }

    @Test func theNextIntentBringsThePlayerBackAndTheGameGoesOn() {
        var table = bobToMove()
        pass(.seconds(10), &table)
        #expect(table.store.state.round?.phase == .paused)
        table.bobKeys(.pauseToggled)
        #expect(table.store.state.round?.phase == .playing)
        #expect(table.host.room.lobbySeats[1].presence == .connected)
        #expect(table.host.awayLine == nil)
        #expect(table.bob.state.warning == nil)
        // bob's flip counts, and a fresh turn's time runs from it.
        table.bobKeys(.cardFlipped(id: 0))
        #expect(table.store.state.round?.cards[0].isFaceUp == true)
        pass(.seconds(9), &table)
        #expect(table.store.state.round?.phase == .playing)
    }

    @Test func eachFlipStartsTheTurnsTimeAgain() {
        var table = bobToMove()
        pass(.seconds(8), &table)
        table.bobKeys(.cardFlipped(id: 0))
        pass(.seconds(8), &table)
        #expect(table.store.state.round?.phase == .playing, "16 s in the turn, 8 since the flip")
        pass(.seconds(2), &table)
        #expect(table.store.state.round?.phase == .paused)
    }

    @Test func afterTheGraceFillComputerTakesTheSeatAndThePlayerWatches() throws {
        var table = bobToMove(grace: .seconds(5))
        table.host.fill = .computer
        pass(.seconds(10), &table)
        pass(.seconds(5), &table)
        let round = try #require(table.store.state.round)
        #expect(round.players[1].computer == .medium)
        #expect(round.phase == .playing, "the room's pause is lifted for the computer")
        #expect(table.host.room.seat(of: 1) == nil, "bob's connection watches now")
        table.bobKeys(.cardFlipped(id: 3))
        #expect(table.bob.note != nil, "refused: a spectator watches")
    }

    /// ann (the host) to move, the first turn of a 2×2 game, the clock at 0 for it.
    private func annToMove(grace: Duration = .seconds(30)) -> Table {
        var options = HostRoom.Options()
        options.turnLimit = .seconds(10)
        options.grace = grace
        return Table(board: Board(rows: 2, columns: 2)!, seed: 7, options: options)
    }

    /// ann presses a key at the host's terminal: judged as the host's run loop judges it, then sent.
    private func annKeys(_ action: GameAction, _ table: inout Table) {
        if HostCommand.judge(action, table.store.state, host: table.host) == .allow { table.store.send(action) }
        table.deliver()
    }

    @Test func theHostOutOfTimeIsAwayAsAJoinerIsAndTheGameWaitsSayingWhoAndHowLong() {
        var table = annToMove()
        #expect(table.store.state.round?.turn == 0)
        pass(.seconds(9), &table)
        #expect(table.store.state.round?.phase == .playing)
        pass(.seconds(1), &table)
        #expect(table.store.state.round?.phase == .paused, "the host away at the keyboard holds the table no longer")
        #expect(table.host.room.isPausedForAway)
        #expect(table.host.room.lobbySeats[0].presence == .away(secondsLeft: 30))
        #expect(table.host.room.lobbySeats[0].outOfTime)
        #expect(table.host.awayLine == "You ran out of time: play within 30 s to keep your seat")
        #expect(table.bob.state.warning == "ann ran out of time: 30 s to come back")
    }

    @Test func theHostsNextKeyBringsThemBackAndTheirResumeDoesNotPauseAgain() {
        var table = annToMove()
        pass(.seconds(10), &table)
        annKeys(.pauseToggled, &table)
        #expect(table.store.state.round?.phase == .playing)
        #expect(!table.host.room.isPausedForAway)
        #expect(table.host.room.lobbySeats[0].presence == .connected)
        #expect(table.host.awayLine == nil)
        #expect(table.bob.state.warning == nil, "bob is told ann is back")
        // Any other key brings the host back too, and the room lifts its pause itself.
        pass(.seconds(10), &table)
        #expect(table.store.state.round?.phase == .paused)
        annKeys(.helpToggled, &table)
        #expect(table.store.state.round?.phase == .playing)
        #expect(table.host.room.lobbySeats[0].presence == .connected)
        annKeys(.helpToggled, &table)
        annKeys(.cardFlipped(id: 0), &table)
        #expect(table.store.state.round?.cards[0].isFaceUp == true, "the host's flip counts")
        pass(.seconds(9), &table)
        #expect(table.store.state.round?.phase == .playing, "a fresh turn's time runs from the flip")
    }

    @Test func afterTheGraceFillSkipPassesOverTheHostUntilTheyPressAKey() {
        var table = annToMove(grace: .seconds(5))
        table.host.fill = .skip
        pass(.seconds(10), &table)
        pass(.seconds(5), &table)
        #expect(table.host.room.lobbySeats[0].presence == .left)
        #expect(table.store.state.round?.turn == 1, "ann's turn is passed over")
        #expect(table.store.state.round?.phase == .playing)
        annKeys(.helpToggled, &table)
        #expect(table.host.room.lobbySeats[0].presence == .connected, "the host at the keyboard is back")
        #expect(table.bob.state.warning == nil)
    }

    @Test func afterTheGraceFillComputerPlaysTheHostsSeatForThatGameOnly() throws {
        var table = annToMove(grace: .seconds(5))
        table.host.fill = .computer
        pass(.seconds(10), &table)
        pass(.seconds(5), &table)
        let round = try #require(table.store.state.round)
        #expect(round.players[0].computer == .medium)
        #expect(round.phase == .playing, "the room's pause is lifted for the computer")
        // bob gives the game up: in the next game's lobby the host's seat is the host's again.
        table.bobKeys(.gaveUp)
        #expect(table.store.state.round == nil)
        #expect(table.host.room.lineup.first == Player(name: "ann"))
        #expect(table.host.room.lobbySeats[0].kind == .person)
        #expect(table.host.room.lobbySeats[0].presence == .connected)
    }

    @Test func aRoomWithoutALimitWaitsAsLongAsItTakes() {
        var host = Table(board: Board(rows: 2, columns: 2)!, seed: 7)
        pass(.seconds(3600), &host)
        #expect(host.store.state.round?.phase == .playing)
        #expect(host.host.room.lobbySeats[0].presence == .connected)
        var table = bobToMove(turn: nil)
        pass(.seconds(3600), &table)
        #expect(table.store.state.round?.phase == .playing)
        #expect(table.host.room.lobbySeats[1].presence == .connected)
    }

    @Test func whyASeatIsAwayCrossesTheWireAsAnOptionalKey() throws {
        var seat = LobbySeat(kind: .person, name: "bob", presence: .away(secondsLeft: 12))
        seat.outOfTime = true
        let line = HostMessage.lobby(board: .easy, seats: [seat]).line
        #expect(line.contains(#""outOfTime":true"#))
        #expect(try HostMessage(line: line) == .lobby(board: .easy, seats: [seat]))
        // A seat away for a drop spells no key: protocol 1's lines as they were.
        seat.outOfTime = false
        #expect(!HostMessage.lobby(board: .easy, seats: [seat]).line.contains("outOfTime"))
        #expect(LobbySeat.awayLine([seat]) == "bob is away: 12 s to come back")
    }
}
