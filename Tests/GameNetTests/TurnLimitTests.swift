import GameCore
import GameNet
import NetTransport
import StoreCore
import Testing
@testable import threeducks

/// `host --turn` (issue 36, a silent player held the table): a joiner who
/// takes longer than the limit over a flip on their turn is away, as one
/// who dropped (the grace, the game paused for them, then `--fill`), and
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

    @Test func theHostsTurnAndARoomWithoutALimitWaitAsLongAsItTakes() {
        var host = Table(board: Board(rows: 2, columns: 2)!, seed: 7, options: {
            var options = HostRoom.Options()
            options.turnLimit = .seconds(10)
            return options
        }())
        pass(.seconds(3600), &host)
        #expect(host.store.state.round?.phase == .playing, "the host's own turn is not timed")
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
