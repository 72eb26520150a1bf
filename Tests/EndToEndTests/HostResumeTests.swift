import Foundation
import GameCore
import Testing

/// `threeducks host --resume` (issue 23, *When things go wrong*): the host's
/// program killed mid-game, the room brought back from its journal, its
/// joiner back in its seat, the game finished and verified.
@Suite("Host resume")
struct HostResumeEndToEndTests {
    @Test func aHostKilledMidGameResumesAndItsJoinerFinishesAVerifiedGame() async throws {
        let deal = Deal(Board(rows: 2, columns: 4)!, seed: 7)
        let sandbox = try Sandbox()
        let rooms = NetPlayEndToEndTests.rooms(sandbox)
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x4", mismatchDelay: "0.5")
        defer { host.kill() }
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms)
        defer { joiner.kill() }
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await joiner.waitFor("ann's turn")
        // ann mismatches; bob finds the first pair.
        try host.type(String(deal.mismatch.0))
        try await joiner.waitFor("Moves: 1")
        try host.type(String(deal.mismatch.1))
        try await joiner.waitFor("bob's turn, said to bob") { $0.contains("Your turn") && !$0.contains("No match") }
        let pairs = deal.pairs
        try joiner.type(String(pairs[0].0))
        try joiner.type(String(pairs[0].1))
        try await host.waitFor("Pairs: 1/\(pairs.count)")
        try await Task.sleep(for: .milliseconds(500))

        kill(try host.gameProcessID(), SIGKILL)
        let lost = try await joiner.waitForExit()
        #expect(lost.status == 74, "\(lost.screen)")

        let resumed = try TmuxSession.threeducks(["host", "--resume", "--room", "t", "--name", "ann"],
                                                 sandbox: sandbox, environment: rooms)
        defer { resumed.kill() }
        var screen = try await resumed.waitFor("bob away at the resumed host") { $0.contains("bob is away") }
        #expect(screen.contains("Pairs: 1/\(pairs.count)"), "\(screen)")
        let again = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms)
        defer { again.kill() }
        screen = try await again.waitFor("bob's seat back") {
            $0.contains("Your turn") && $0.contains("Pairs: 1/\(pairs.count)")
        }
        try await resumed.waitFor("bob back") { !$0.contains("away") && $0.contains("bob's turn") }
        for (index, pair) in pairs.enumerated().dropFirst() {
            try again.type(String(pair.0))
            try again.type(String(pair.1))
            if index + 1 < pairs.count { try await again.waitFor("Pairs: \(index + 1)/\(pairs.count)") }
        }
        screen = try await again.waitFor("Verified")
        #expect(!screen.contains("Not verified"), "\(screen)")
        try await resumed.waitFor("bob wins")
        try again.type("q")
        #expect(try await again.waitForExit().status == 0)
        try resumed.type("q")
        #expect(try await resumed.waitForExit().status == 0)
    }

    /// Issue 36: a host killed in the pause between the last pair and the
    /// win screen lost the win (`host --resume`: no unfinished game, 66).
    /// Now the resumed host finishes it, keeps it in its history, removes
    /// the room's files, and the joiner who comes back checks it: Verified.
    @Test func aHostKilledInTheWinPauseFinishesTheWinOnResumeAndItsJoinerVerifiesIt() async throws {
        // The kill must land in a 0.6 s window: on a machine too busy for that, the game is played again.
        for attempt in 1...3 {
            if try await winPauseKilledAndResumed() { return }
            print("the kill came after the win screen (attempt \(attempt)); again")
        }
        Issue.record("the host could not be killed in its win pause in three attempts")
    }

    /// One game killed in its win pause and resumed; false when the kill came too late (the win was shown).
    private func winPauseKilledAndResumed() async throws -> Bool {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 7)
        let sandbox = try Sandbox()
        let rooms = NetPlayEndToEndTests.rooms(sandbox)
        let environment = rooms.merging(["XDG_DATA_HOME": sandbox.path("data")]) { $1 }
        let host = try TmuxSession.threeducks(["host", "--board", "2x2", "--seed", "7", "--room", "t", "--name", "ann"],
                                              sandbox: sandbox, environment: environment)
        defer { host.kill() }
        try await host.waitFor("threeducks join t")
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms)
        defer { joiner.kill() }
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await joiner.waitFor("ann's turn")
        // ann matches both pairs; the program is killed in the 0.6 s before its win screen.
        try host.type(String(deal.pairs[0].0))
        try host.type(String(deal.pairs[0].1))
        try await host.waitFor("Pairs: 1/2")
        try host.type(String(deal.pairs[1].0))
        try host.type(String(deal.pairs[1].1))
        // Looked at directly, not through waitFor's second look: the window is short.
        for _ in 0..<200 {
            let screen = try host.screen()
            if screen.contains("Pairs: 2/2") || screen.contains("wins") { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        kill(try host.gameProcessID(), SIGKILL)
        guard FileManager.default.fileExists(atPath: sandbox.path("data/threeducks/host-t.room")) else { return false }
        #expect(try await joiner.waitForExit().status == 74)

        let resumed = try TmuxSession.threeducks(["host", "--resume", "--room", "t", "--name", "ann"],
                                                 sandbox: sandbox, environment: environment)
        defer { resumed.kill() }
        try await resumed.waitFor("ann wins")
        let again = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms)
        defer { again.kill() }
        let screen = try await again.waitFor("Verified")
        #expect(!screen.contains("Not verified"), "\(screen)")
        try resumed.press("Enter")
        try await resumed.waitFor("Enter starts the game")
        try resumed.type("q")
        #expect(try await resumed.waitForExit().status == 0)
        let history = sandbox.text("data/threeducks/history.jsonl") ?? ""
        #expect(history.split(separator: "\n").dropFirst().filter { $0.contains(#""result":"won""#) }.count == 1, "\(history)")
        for kept in ["host-t.jsonl", "host-t.room"] {
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("data/threeducks/" + kept)), "\(kept) left behind")
        }
        return true
    }

    @Test func resumingARoomWithNoGameSaysSoInOneLineAndExits66() async throws {
        let sandbox = try Sandbox()
        let host = try TmuxSession.threeducks(["host", "--resume", "--room", "t"], sandbox: sandbox,
                                              environment: NetPlayEndToEndTests.rooms(sandbox), columns: 200)
        defer { host.kill() }
        let exit = try await host.waitForExit()
        #expect(exit.status == 66, "\(exit.screen)")
        let lines = exit.screen.split(separator: "\n").filter { $0.hasPrefix("threeducks:") }
        #expect(lines.count == 1 && lines[0].contains("no unfinished network game"), "\(exit.screen)")
    }
}

/// `host --fill computer` (issue 23): a joiner killed and not back within
/// the grace; the computer takes its seat and plays it to the end, and a
/// spectator's replay of the whole game verifies.
@Suite("Fill with the computer")
struct FillComputerEndToEndTests {
    @Test func aJoinerKilledAndNotBackIsReplacedByTheComputerWhichPlaysToAVerifiedEnd() async throws {
        let deal = Deal(Board(rows: 2, columns: 4)!, seed: 7)
        let sandbox = try Sandbox()
        let rooms = NetPlayEndToEndTests.rooms(sandbox)
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x4", mismatchDelay: "0.5",
                                                          extra: ["--fill", "computer", "--grace", "1", "--vs", "easy"])
        defer { host.kill() }
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob"], sandbox: sandbox, environment: rooms)
        defer { joiner.kill() }
        try await host.waitFor("3. bob")
        try host.press("Enter")
        try await joiner.waitFor("ann's turn")
        let watcher = try TmuxSession.threeducks(["join", "t", "--watch", "--name", "eve"], sandbox: sandbox,
                                                 environment: rooms)
        defer { watcher.kill() }
        try await watcher.waitFor("Moves:")
        // bob is killed; the grace of 1 s runs out and the computer sits in his place.
        kill(try joiner.gameProcessID(), SIGKILL)
        try await host.waitFor("bob is away")
        try await host.waitFor("bob's seat filled") { !$0.contains("away") && $0.contains("Your turn") }
        // ann mismatches: the turn goes to the computer, then to bob's seat, which no one would
        // play without --fill computer (the game would wait there), and only then back to ann.
        try host.type(String(deal.mismatch.0))
        try host.type(String(deal.mismatch.1))
        try await host.waitFor("the turn passed") { $0.contains("No match") }
        // ann plays every pair she can on her turns; the two computers play theirs.
        let pairs = deal.pairs
        var end = ""
        var annsTurnsAfterTheMismatch = 0
        for _ in 0..<400 {
            let screen = try watcher.screen()
            if screen.contains("erified") { end = screen; break }
            let hosted = try host.screen()
            if hosted.contains("Your turn"), !hosted.contains("No match") {
                annsTurnsAfterTheMismatch += 1
                for pair in pairs { try host.type(String(pair.0)); try host.type(String(pair.1)) }
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        #expect(end.contains("Verified") && !end.contains("Not verified"), "\(end)")
        let final = try await host.waitFor("the end at the host") { $0.contains("q closes the room") }
        // bob's seat played: either the turn came back to ann past it, or the computers won without her.
        #expect(annsTurnsAfterTheMismatch > 0 || !final.contains("ann wins"), "\(final)")
        try watcher.type("q")
        _ = try await watcher.waitForExit()
        try host.type("q")
        #expect(try await host.waitForExit().status == 0)
    }
}
