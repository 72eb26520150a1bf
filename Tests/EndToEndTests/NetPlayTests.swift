import Foundation
import GameCore
import GameStorage
import Testing

/// Play across machines, on one machine (issue 23): `threeducks host` in
/// one terminal, `threeducks join` in another, each with its own pane and
/// the test's own rooms directory.
@Suite("Host and join")
struct NetPlayEndToEndTests {
    /// The rooms directory of one test, inside its sandbox.
    static func rooms(_ sandbox: Sandbox) -> [String: String] {
        ["THREEDUCKS_ROOMS": sandbox.path("rooms")]
    }

    /// `threeducks host` in a pane of its own: ann hosts room t, seed 7, on
    /// `board`, with `extra` options; returned once its lobby shows how to join.
    static func hostAnn(_ sandbox: Sandbox, board: String, mismatchDelay: String, extra: [String] = []) async throws
        -> TmuxSession {
        let host = try TmuxSession.threeducks(
            ["host", "--board", board, "--seed", "7", "--room", "t", "--name", "ann", "--mismatch-delay", mismatchDelay]
                + extra, sandbox: sandbox, environment: rooms(sandbox))
        do {
            try await host.waitFor("threeducks join t")
        } catch {
            host.kill()
            throw error
        }
        return host
    }

    /// ann hosts room t on a 2×2 board (`hostAnn`, seed 7), bob joins it,
    /// and ann starts the game once he is seated: the deal, and both
    /// sessions, which the caller kills (a session left behind by a throw
    /// is killed when it goes).
    static func annAndBobAtTheTable(_ sandbox: Sandbox, extra: [String]) async throws
        -> (deal: Deal, host: TmuxSession, joiner: TmuxSession) {
        let host = try await hostAnn(sandbox, board: "2x2", mismatchDelay: "0.5", extra: extra)
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms(sandbox))
        try await host.waitFor("2. bob")
        try host.press("Enter")
        return (Deal(Board(rows: 2, columns: 2)!, seed: 7), host, joiner)
    }

    /// The animals' names the joiner's grid shows: the faces it can see.
    static func namesShown(_ screen: String, deal: Deal) -> Set<String> {
        let grid = Screen.grid(screen)
        return Set(deal.animals.map(\.name).filter { grid.contains($0) })
    }

    /// Issue 35: the lobby's "To join" lines are ones that work (never the
    /// host's own login for another machine: with no other account allowed,
    /// how to let one in), and a joiner who gives the game up is named on
    /// the host's lobby (it was dropped there without a word).
    @Test func theLobbySaysHowToLetAFriendInAndWhoGaveTheGameUp() async throws {
        let sandbox = try Sandbox()
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "1")
        defer { host.kill() }
        let lobby = try host.screen()
        #expect(lobby.contains("No other account may join: quit (q) and host with --allow bob"), "\(lobby)")
        #expect(!lobby.contains("@"), "no line from another machine that would not work:\n\(lobby)")
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox,
                                                environment: Self.rooms(sandbox))
        defer { joiner.kill() }
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await host.waitFor("the host's game") { $0.contains("q give up") && !$0.contains("To join") }
        try await joiner.waitFor("q give up")
        try joiner.type("q")
        try await joiner.waitFor("Give up this game? y/N")
        try joiner.type("y")
        let back = try await host.waitFor("bob gave the game up")
        #expect(back.contains("Enter starts the game") || back.contains("Waiting for players"), "\(back)")
    }

    @Test func aHostAndAJoinerPlayAWholeGameThatEndsVerified() async throws {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 7)
        let sandbox = try Sandbox()
        // ann records the room's games too (host --record), as her store handled them.
        let hostRecording = sandbox.path("ann.jsonl")
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "1",
                                                          extra: ["--record", hostRecording, "--seed-sequence"])
        defer { host.kill() }
        // bob records the game: at its end, verified, it replays to the host's digest.
        let recording = sandbox.path("bob.jsonl")
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob", "--record", recording], sandbox: sandbox,
                                                environment: Self.rooms(sandbox))
        defer { joiner.kill() }
        try await joiner.waitFor("Waiting for the host to start")
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await host.waitFor("Your turn")  // the host plays seat 0
        var screen = try await joiner.waitFor("ann's turn")
        #expect(Self.namesShown(screen, deal: deal).isEmpty, "a face before any card is turned:\n\(screen)")

        // bob's flip out of turn: refused with the reason, and nothing changes at the host.
        try joiner.type("a")
        screen = try await joiner.waitFor("Not your turn: wait for it")
        #expect(!screen.contains("it is ann's turn"), "whose turn it is is said once:\n\(screen)")
        screen = try host.screen()
        #expect(screen.contains("Moves: 0") && Self.namesShown(screen, deal: deal).isEmpty)

        // ann turns one card: bob sees that face and no other.
        let (first, second) = deal.mismatch
        try host.type(String(first))
        screen = try await joiner.waitFor("ann's first card at bob's") { $0.contains("Moves: 1") }
        #expect(Self.namesShown(screen, deal: deal) == [deal.animal(first).name], "\(screen)")
        // The clock runs at bob's between the host's measurements, which come with the flips.
        try await joiner.waitFor("bob's clock running with no flip") { $0.contains("Time: 0:02") && $0.contains("Moves: 1") }
        // The second does not match: both see it, then the turn passes to bob with the cards down.
        try host.type(String(second))
        try await joiner.waitFor("ann's mismatch at bob's") { Self.namesShown($0, deal: deal).count == 2 }
        screen = try await joiner.waitFor("bob's turn, said to bob") { $0.contains("Your turn") && !$0.contains("No match") }
        #expect(Self.namesShown(screen, deal: deal).isEmpty, "\(screen)")
        // ann's keys are refused now, at ann's terminal.
        try host.type("a")
        try await host.waitFor("It is bob's turn, not yours")

        // bob matches every pair, and ann sees each.
        for (index, pair) in deal.pairs.enumerated() {
            try joiner.type(String(pair.0))
            try joiner.type(String(pair.1))
            if index + 1 < deal.pairs.count { try await host.waitFor("Pairs: \(index + 1)/\(deal.pairs.count)") }
        }
        // The room plays on: its end says how, at the host and at bob's.
        screen = try await host.waitFor("bob wins")
        #expect(screen.contains("Enter for the lobby and the next game, q closes the room"), "\(screen)")
        screen = try await joiner.waitFor("Verified")
        #expect(screen.contains("bob wins, 2 pairs to 0"))
        #expect(screen.contains("Waiting for the host's next game, q leaves the room"), "\(screen)")
        // bob's Enter deals nothing (the next game is the host's); ann's goes back to the room's lobby, bob
        // still seated, and Enter there deals the next game (seed 8: --seed-sequence) to the table.
        try joiner.press("Enter")
        try host.press("Enter")
        try await host.waitFor("the lobby again") { $0.contains("2. bob") && $0.contains("Enter starts the game") }
        // Between games the room takes a newcomer: cy joins, and the next game is dealt to the three.
        let cy = try TmuxSession.threeducks(["join", "t", "--name", "cy"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { cy.kill() }
        try await host.waitFor("3. cy")
        try host.press("Enter")
        screen = try await joiner.waitFor("the second game at bob's") { $0.contains("ann's turn") && $0.contains("Moves: 0 ") }
        #expect(!screen.contains("Verified"), "the last game's verdict stays with it:\n\(screen)")
        #expect(screen.contains("cy 0"), "cy is seated in the second game:\n\(screen)")
        try await cy.waitFor("the second game at cy's") { $0.contains("ann's turn") && $0.contains("Moves: 0 ") }
        let next = Deal(Board(rows: 2, columns: 2)!, seed: 8)
        try host.type(String(next.mismatch.0))
        for session in [joiner, cy] {
            screen = try await session.waitFor("ann's card of the second game") { $0.contains("Moves: 1 ") }
            #expect(Self.namesShown(screen, deal: next) == [next.animal(next.mismatch.0).name], "\(screen)")
        }
        // ann gives the second game up for the table: her lobby again, and bob's, the game verified there.
        try host.type("q")
        try await host.waitFor("Give up this game?")
        try host.type("y")
        try await host.waitFor("the lobby after the game given up") { $0.contains("Enter starts the game") }
        screen = try await joiner.waitFor("bob's lobby after the game given up") { $0.contains("Waiting for the host to start") }
        #expect(screen.contains("Verified"), "\(screen)")
        // q in the lobby closes the room; bob keeps his screen until he leaves.
        try host.type("q")
        let hosted = try await host.waitForExit()
        #expect(hosted.status == 0 && hosted.modesRestored)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("rooms/t.sock")), "the room is closed")
        try await joiner.waitFor("The game is over")
        try await cy.waitFor("The game is over")
        try cy.type("q")
        #expect(try await cy.waitForExit().status == 0)
        try joiner.type("q")
        let joined = try await joiner.waitForExit()
        #expect(joined.status == 0 && joined.modesRestored)
        #expect(Self.unwrapped(joined.screen).contains(Self.unwrapped("Recorded 2 games in \(recording)")), "\(joined.screen)")

        // The recording is the host's two games: both deals, both players, and the digest its replay ends on.
        let read = try RecordingReader.read(path: recording)
        #expect(read.header.board == deal.board && read.header.seed == 7)
        #expect(read.header.lineup.map(\.name) == ["ann", "bob"])
        #expect(read.actions.compactMap { $0.action.dealt?.seed } == [7, 8])
        let status = try Spawn.run([Binary.path, "replay", recording, "--headless"], environment: ["LANG": "C.UTF-8"],
                                   stdout: sandbox.path("replay.out"), stderr: sandbox.path("replay.err"))
        let summary = try String(contentsOfFile: sandbox.path("replay.out"), encoding: .utf8)
        #expect(status == 0, "\(summary)")
        #expect(summary.contains("matches the recording"), "\(summary)")

        // The host's recording replays to its own digest, and ends where bob's ends: one room, one game state.
        let hosts = try RecordingReader.read(path: hostRecording)
        #expect(ActionFold.headless(hosts).digestMatches)
        #expect(hosts.digest == read.digest)
        #expect(hosts.actions.compactMap { $0.action.dealt?.seed } == [7, 8])
    }

    /// `Moves: 3` and `Pairs: 1/3` of a screen: what every screen of the table shows alike (the clock
    /// may be a second apart).
    static func figures(_ screen: String) -> String {
        let words = screen.split(whereSeparator: \.isWhitespace)
        return zip(words, words.dropFirst()).filter { ["Moves:", "Pairs:"].contains($0.0) }.map { "\($0.0) \($0.1)" }
            .joined(separator: " ")
    }

    /// `text` without its white space: a line wider than the pane, which
    /// tmux wraps at the last column (and a space there with it), compares whole.
    static func unwrapped(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    /// The cards' rows of a screen: its grid without the rows of figures and turn above it.
    static func cards(_ screen: String) -> String {
        screen.split(separator: "\n").filter { line in line.first { $0 != " " }.map { "┌│└".contains($0) } ?? false }
            .joined(separator: "\n")
    }

    /// Issue 23's first test: a host and two joiners play a whole game, each
    /// turn said to its own seat and named at the others', every screen
    /// showing the same board and figures, and the end the same everywhere,
    /// verified at each joiner's.
    @Test func aHostAndTwoJoinersPlayAWholeGameOnTheSameBoardThatEndsVerified() async throws {
        let deal = Deal(Board(rows: 2, columns: 3)!, seed: 7)
        let sandbox = try Sandbox()
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x3", mismatchDelay: "0.5")
        defer { host.kill() }
        let bob = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { bob.kill() }
        try await host.waitFor("2. bob")
        let cy = try TmuxSession.threeducks(["join", "t", "--name", "cy"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { cy.kill() }
        try await host.waitFor("3. cy")
        try await cy.waitFor("Waiting for the host to start")
        try host.press("Enter")
        let players = [("ann", host), ("bob", bob), ("cy", cy)]

        /// Waits until every screen shows `name`'s turn (Your turn at that seat) at `moves`, then checks the
        /// three show one board and the same figures.
        func everyoneSees(turn name: String, moves: Int) async throws {
            var screens: [String] = []
            for (seat, session) in players {
                let expected = seat == name ? "Your turn" : "\(name)'s turn"
                screens.append(try await session.waitFor("\(expected) at \(seat)'s, \(moves) moves") {
                    $0.contains(expected) && $0.contains("Moves: \(moves) ") && !$0.contains("No match")
                })
            }
            #expect(Set(screens.map(Self.figures)).count == 1, "\(screens.map(Self.figures))")
            #expect(Set(screens.map(Self.cards)).count == 1, "\(screens.joined(separator: "\n----\n"))")
            for screen in screens { #expect(Self.namesShown(screen, deal: deal).isEmpty, "\(screen)") }
        }
        try await everyoneSees(turn: "ann", moves: 0)
        // ann and then bob turn two cards that do not match: the turn passes round the table.
        let (first, second) = deal.mismatch
        try host.type(String(first))
        // One card up: every screen shows that face, in the same place, and no other.
        var screens: [String] = []
        for (seat, session) in players {
            screens.append(try await session.waitFor("ann's first card at \(seat)'s") { $0.contains("Moves: 1 ") })
        }
        #expect(Set(screens.map(Self.cards)).count == 1, "\(screens.joined(separator: "\n----\n"))")
        for screen in screens { #expect(Self.namesShown(screen, deal: deal) == [deal.animal(first).name], "\(screen)") }
        try host.type(String(second))
        try await everyoneSees(turn: "bob", moves: 2)
        try bob.type(String(first))
        try bob.type(String(second))
        try await everyoneSees(turn: "cy", moves: 4)
        // cy finds every pair.
        for (index, pair) in deal.pairs.enumerated() {
            try cy.type(String(pair.0))
            try cy.type(String(pair.1))
            if index + 1 < deal.pairs.count {
                for (_, session) in players { try await session.waitFor("Pairs: \(index + 1)/\(deal.pairs.count)") }
            }
        }
        var ends: [String] = []
        for (seat, session) in players {
            ends.append(try await session.waitFor("the end at \(seat)'s") {
                $0.contains("cy wins") && (seat == "ann" || $0.contains("Verified"))
            })
        }
        let headlines = ends.map { $0.split(separator: "\n").first { $0.contains("cy wins") }.map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(Set(headlines).count == 1 && headlines[0]?.contains("cy 3 · ann 0 · bob 0") == true, "\(headlines)")
        for end in ends.dropFirst() { #expect(!end.contains("Not verified"), "\(end)") }
        for (_, session) in players.dropFirst() {
            try session.type("q")
            #expect(try await session.waitForExit().status == 0)
        }
        try host.type("q")
        #expect(try await host.waitForExit().status == 0)
    }

    @Test func joiningARoomNoOneHostsSaysSoInOneLineAndExits69() async throws {
        let sandbox = try Sandbox()
        let joiner = try TmuxSession.threeducks(["join", "nope"], sandbox: sandbox, environment: Self.rooms(sandbox),
                                                columns: 200)
        defer { joiner.kill() }
        let exit = try await joiner.waitForExit()
        #expect(exit.status == 69)
        #expect(exit.modesRestored)
        let lines = exit.screen.split(separator: "\n").filter { $0.hasPrefix("threeducks:") }
        #expect(lines.count == 1 && lines[0].contains("no room"), "\(exit.screen)")
        #expect(exit.screen.split(separator: "\n").filter { !$0.isEmpty }.count == 3, "the marker, one line, the status")
    }

    @Test func aSecondJoinerOfAGameInPlayIsTurnedAwayWith75() async throws {
        let sandbox = try Sandbox()
        let host = try TmuxSession.threeducks(["host", "--board", "2x2", "--room", "t", "--vs", "easy", "--name", "ann"],
                                              sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { host.kill() }
        try await host.waitFor("Enter starts the game")
        try host.press("Enter")
        try await host.waitFor("Moves:")
        let late = try TmuxSession.threeducks(["join", "t", "--name", "cy"], sandbox: sandbox,
                                              environment: Self.rooms(sandbox))
        defer { late.kill() }
        let exit = try await late.waitForExit()
        #expect(exit.status == 75, "\(exit.screen)")
        #expect(exit.screen.contains("threeducks: the game has started"))
    }

    /// The remote path without an sshd: `--via env` runs the relay of this
    /// build as ssh would run it on the other machine.
    @Test func aJoinerThroughTheRelayPlaysAndIsToldWhenTheHostGoesAway() async throws {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 11)
        let sandbox = try Sandbox()
        let host = try TmuxSession.threeducks(["host", "--board", "2x2", "--seed", "11", "--room", "far", "--name", "ann"],
                                              sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { host.kill() }
        try await host.waitFor("threeducks join far")
        let joiner = try TmuxSession.threeducks(
            ["join", "far", "--name", "bob", "--via", "env", "--remote-program", Binary.path],
            sandbox: sandbox, environment: Self.rooms(sandbox), columns: 120)
        defer { joiner.kill() }
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await joiner.waitFor("ann's turn")
        try host.type("a")
        let screen = try await joiner.waitFor("ann's card at bob's") { $0.contains("Moves: 1") }
        #expect(Self.namesShown(screen, deal: deal) == [deal.animal("a").name])
        kill(try host.gameProcessID(), SIGKILL)
        let exit = try await joiner.waitForExit()
        #expect(exit.status == 74, "\(exit.screen)")
        #expect(exit.modesRestored)
        #expect(exit.screen.contains("threeducks: the host went away"), "\(exit.screen)")
    }

    @Test func aJoinerThroughTheRelayToAMissingRoomExits69() async throws {
        let sandbox = try Sandbox()
        let joiner = try TmuxSession.threeducks(["join", "gone", "--via", "env", "--remote-program", Binary.path],
                                                sandbox: sandbox, environment: Self.rooms(sandbox), columns: 200)
        defer { joiner.kill() }
        let exit = try await joiner.waitForExit()
        #expect(exit.status == 69, "\(exit.screen)")
        #expect(exit.screen.contains("threeducks: no such room on the other machine"))
    }

    /// A joiner killed with `kill -9` on its turn: the host's game waits and
    /// says who is away; `join` run again takes the same seat back, on the
    /// same board, and plays the game to its verified end.
    @Test func aJoinerKilledMidGameComesBackToItsSeatWithinTheGrace() async throws {
        let sandbox = try Sandbox()
        let (deal, host, first) = try await Self.annAndBobAtTheTable(sandbox, extra: [])
        defer { first.kill(); host.kill() }
        try await first.waitFor("ann's turn")
        try host.type(String(deal.mismatch.0))
        try await first.waitFor("Moves: 1")
        try host.type(String(deal.mismatch.1))
        try await first.waitFor("bob's turn, said to bob") { $0.contains("Your turn") && !$0.contains("No match") }
        kill(try first.gameProcessID(), SIGKILL)
        try await host.waitFor("bob is away")

        let again = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox,
                                               environment: Self.rooms(sandbox))
        defer { again.kill() }
        let screen = try await again.waitFor("bob's seat back") { $0.contains("Your turn") && $0.contains("Moves: 2") }
        #expect(Self.namesShown(screen, deal: deal).isEmpty, "\(screen)")
        try await host.waitFor("bob back at the host") { !$0.contains("away") && $0.contains("bob's turn") }
        for (index, pair) in deal.pairs.enumerated() {
            try again.type(String(pair.0))
            try again.type(String(pair.1))
            if index + 1 < deal.pairs.count { try await again.waitFor("Pairs: \(index + 1)/\(deal.pairs.count)") }
        }
        try await again.waitFor("Verified")
        try await host.waitFor("bob wins")
        // The host leaves first: bob's end screen stays until he leaves.
        try host.type("q")
        _ = try await host.waitForExit()
        try await Task.sleep(for: .milliseconds(500))
        #expect(try again.screen().contains("Verified"))
        try again.type("q")
        #expect(try await again.waitForExit().status == 0)
    }

    @Test func aHostClosingItsLobbyEndsTheJoinWithItsWordsAnd74() async throws {
        let sandbox = try Sandbox()
        let host = try TmuxSession.threeducks(["host", "--room", "t"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { host.kill() }
        try await host.waitFor("threeducks join t")
        // With --record, a game that never came to its end records nothing, and says so.
        let recording = sandbox.path("bob.jsonl")
        let joiner = try TmuxSession.threeducks(["join", "--name", "bob", "--record", recording], sandbox: sandbox,
                                                environment: Self.rooms(sandbox))
        defer { joiner.kill() }
        try await joiner.waitFor("Waiting for the host to start")
        try host.type("q")
        let exit = try await joiner.waitForExit()
        #expect(exit.status == 74, "\(exit.screen)")
        #expect(exit.modesRestored)
        #expect(exit.screen.contains("threeducks: the host closed the room"), "\(exit.screen)")
        #expect(Self.unwrapped(exit.screen).contains(Self.unwrapped("Nothing recorded in \(recording): no game reached its end here.")),
                "\(exit.screen)")
        #expect(!FileManager.default.fileExists(atPath: recording))
    }

    @Test func joinWithoutARoomNamesTheOpenOnesAndExits64() async throws {
        let sandbox = try Sandbox()
        let first = try TmuxSession.threeducks(["host", "--room", "one"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { first.kill() }
        let second = try TmuxSession.threeducks(["host", "--room", "two"], sandbox: sandbox, environment: Self.rooms(sandbox))
        defer { second.kill() }
        try await first.waitFor("threeducks join one")
        try await second.waitFor("threeducks join two")
        let joiner = try TmuxSession.threeducks(["join"], sandbox: sandbox, environment: Self.rooms(sandbox), columns: 200)
        defer { joiner.kill() }
        let exit = try await joiner.waitForExit()
        #expect(exit.status == 64, "\(exit.screen)")
        let lines = exit.screen.split(separator: "\n").filter { $0.hasPrefix("threeducks:") }
        #expect(lines == ["threeducks: 2 rooms are open (one, two): name one, as threeducks join one"], "\(exit.screen)")
    }

    /// `--fill skip --grace 1`: a joiner killed on its turn and not back
    /// within the second is passed over, and the host plays on.
    @Test func withFillSkipTheHostPlaysOnWhenAJoinerDoesNotComeBack() async throws {
        let sandbox = try Sandbox()
        let (deal, host, joiner) = try await Self.annAndBobAtTheTable(sandbox, extra: ["--grace", "1", "--fill", "skip"])
        defer { joiner.kill(); host.kill() }
        try await joiner.waitFor("ann's turn")
        try host.type(String(deal.mismatch.0))
        try await host.waitFor("Moves: 1")
        try host.type(String(deal.mismatch.1))
        try await joiner.waitFor("bob's turn, said to bob") { $0.contains("Your turn") && !$0.contains("No match") }
        kill(try joiner.gameProcessID(), SIGKILL)
        try await host.waitFor("ann's turn again after bob's seat was passed over") {
            $0.contains("Your turn") && !$0.contains("away")
        }
        try host.type(String(deal.pairs[0].0))
        try host.type(String(deal.pairs[0].1))
        try await host.waitFor("Pairs: 1/2")
    }

    /// ann flips `card` at the host with `--turn` short: on a loaded machine
    /// her own turn's time may run out before the key lands (the host's seat
    /// is timed too), so p brings her back first, and the key is typed again
    /// until `done` shows.
    static func hostFlips(_ host: TmuxSession, _ card: Character, until what: String,
                          _ done: ((String) -> Bool)? = nil) async throws {
        let done = done ?? { $0.contains(what) }
        for _ in 0..<5 {
            if try host.screen().contains("You ran out of time") {
                try host.type("p")
                _ = try? await host.waitFor("ann back") { !$0.contains("You ran out of time") }
            }
            try host.type(String(card))
            if (try? await host.waitFor(what, deadline: .seconds(2), done)) != nil { return }
        }
        _ = try await host.waitFor(what, done)
    }

    /// Issue 36's table: ann hosts with `--turn 2` (and a grace that does
    /// not run out), bob joins, ann's two cards do not match (`hostFlips`),
    /// and bob's screen says it is his turn. The deal, and both sessions,
    /// which the caller kills.
    static func bobsTurnWithTwoSecondsToPlay(_ sandbox: Sandbox) async throws
        -> (deal: Deal, host: TmuxSession, joiner: TmuxSession) {
        let (deal, host, joiner) = try await annAndBobAtTheTable(sandbox, extra: ["--turn", "2", "--grace", "600"])
        // On a loaded machine ann's two seconds may be over before bob's screen is first read: `hostFlips` brings her back.
        try await joiner.waitFor("ann's turn") { $0.contains("ann's turn") || $0.contains("ann ran out of time") }
        try await hostFlips(host, deal.mismatch.0, until: "Moves: 1")
        try await hostFlips(host, deal.mismatch.1, until: "bob's turn") { $0.contains("bob's turn") }
        // And bob's may be over before his is read again: what follows waits for that anyway.
        try await joiner.waitFor("bob's turn, said to bob") {
            $0.contains("Your turn") && !$0.contains("No match") || $0.contains("You ran out of time")
        }
        return (deal, host, joiner)
    }

    /// bob, out of time, is told so; his next key (p) brings him back at the
    /// host, to his turn, and his flips count again (a pair found).
    static func bobIsBackAndFindsAPair(_ host: TmuxSession, _ joiner: TmuxSession, _ deal: Deal) async throws {
        try await joiner.waitFor("You ran out of time: play within")
        try joiner.type("p")
        try await host.waitFor("bob back at the host") { !$0.contains("ran out of time") && $0.contains("bob's turn") }
        try joiner.type(String(deal.pairs[0].0))
        try joiner.type(String(deal.pairs[0].1))
        try await host.waitFor("Pairs: 1/2")
    }

    /// Issue 36: a joiner who stayed connected but never moved held the
    /// table for ever. With `--turn 2`, bob's silence makes him away as a
    /// drop does: both screens say who ran out of time and for how long, and
    /// bob's next key (p) brings him back to his turn.
    @Test func aJoinerOutOfTimeIsAwayUntilTheirNextKey() async throws {
        let sandbox = try Sandbox()
        let (deal, host, joiner) = try await Self.bobsTurnWithTwoSecondsToPlay(sandbox)
        defer { joiner.kill(); host.kill() }
        try await host.waitFor("bob ran out of time: ")
        try await Self.bobIsBackAndFindsAPair(host, joiner, deal)
    }

    /// Issue 36, a real silent joiner: bob's `join` stopped with SIGSTOP on
    /// his turn (connected, reading nothing) is out of time after `--turn 2`
    /// as one who stayed still; SIGCONT, and his next key brings him back.
    @Test func aJoinerStoppedWithSigstopIsOutOfTimeAndBackAfterSigcont() async throws {
        let sandbox = try Sandbox()
        let (deal, host, joiner) = try await Self.bobsTurnWithTwoSecondsToPlay(sandbox)
        defer { joiner.kill(); host.kill() }
        let pid = try joiner.gameProcessID()
        kill(pid, SIGSTOP)
        defer { kill(pid, SIGCONT) }
        let waiting = try await host.waitFor("bob ran out of time: ")
        #expect(waiting.contains("Paused"), "the game waits for bob: \(waiting)")
        // Mid-game the deal is on disk, the host's alone: the journal and the room file are 0600.
        let data = sandbox.home + "/.local/share/threeducks/"
        for name in ["host-t.jsonl", "host-t.room"] {
            var info = stat()
            #expect(lstat(data + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(name): \(String(info.st_mode & 0o777, radix: 8))")
        }
        kill(pid, SIGCONT)
        try await Self.bobIsBackAndFindsAPair(host, joiner, deal)
    }

    /// Issue 36, the host's own seat: ann, hosting with `--turn 2`, does not
    /// move on her turn; she is out of time as a joiner would be (bob's
    /// screen says so, hers says what brings her back), and her next key (p)
    /// brings her back to her turn.
    @Test func theHostOutOfTimeIsAwayUntilTheirNextKey() async throws {
        let sandbox = try Sandbox()
        let (deal, host, joiner) = try await Self.annAndBobAtTheTable(sandbox, extra: ["--turn", "2", "--grace", "600"])
        defer { joiner.kill(); host.kill() }
        try await joiner.waitFor("ann ran out of time: ")
        try await host.waitFor("You ran out of time: play within")
        try host.type("p")
        try await joiner.waitFor("ann back") { !$0.contains("ran out of time") && $0.contains("ann's turn") }
        try await Self.hostFlips(host, deal.pairs[0].0, until: "Moves: 1")
        try await Self.hostFlips(host, deal.pairs[0].1, until: "Pairs: 1/2")
        try await joiner.waitFor("Pairs: 1/2")
    }
}
