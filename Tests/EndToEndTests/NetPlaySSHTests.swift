import Foundation
import GameCore
import LocalSSHD
import Testing

/// Play across machines through a real OpenSSH server (issue 23's second
/// test): the test starts `sshd` on 127.0.0.1 (`LocalSSHD`: a throwaway host
/// key and user key, the `authorized_keys` line of docs/network.md forcing
/// this build's relay), `threeducks host` in one tmux pane and, in another,
/// `threeducks join :t --via 'ssh -p PORT -i KEY … USER@127.0.0.1'
/// --remote-program THIS-BUILD`: every byte of the joiner's game goes
/// through ssh, sshd and `threeducks relay`. Skipped, saying why, where
/// sshd cannot run.
@Suite("Host and join through sshd")
struct NetPlaySSHEndToEndTests {
    @Test func aJoinerThroughARealSSHDPlaysAWholeGameThatEndsVerified() async throws {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 7)
        let sandbox = try Sandbox()
        let sshd: LocalSSHD
        do {
            sshd = try LocalSSHD(program: Binary.path, rooms: sandbox.path("rooms"))
        } catch let unavailable as LocalSSHD.Unavailable {
            try Test.cancel(Comment(rawValue: unavailable.reason))
        }
        defer { sshd.stop() }
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "0.5")
        defer { host.kill() }
        // The joiner's pane has no THREEDUCKS_ROOMS: only sshd's SetEnv leads the relay to the room.
        let joiner = try TmuxSession.threeducks(
            ["join", ":t", "--name", "bob", "--via", sshd.via, "--remote-program", Binary.path],
            sandbox: sandbox, columns: 120)
        defer { joiner.kill() }
        do {
            try await host.waitFor("2. bob")
        } catch {
            Issue.record("bob never reached the room; joiner:\n\(try joiner.screen())\nsshd said:\n\(sshd.log)")
            throw error
        }
        try await joiner.waitFor("Waiting for the host to start")
        try host.press("Enter")
        var screen = try await joiner.waitFor("ann's turn")
        #expect(NetPlayEndToEndTests.namesShown(screen, deal: deal).isEmpty, "a face before any card is turned:\n\(screen)")

        // ann mismatches: bob sees both faces through ssh, then his turn with the cards down.
        let (first, second) = deal.mismatch
        try host.type(String(first))
        screen = try await joiner.waitFor("ann's first card at bob's") { $0.contains("Moves: 1") }
        #expect(NetPlayEndToEndTests.namesShown(screen, deal: deal) == [deal.animal(first).name], "\(screen)")
        try host.type(String(second))
        screen = try await joiner.waitFor("bob's turn, said to bob") { $0.contains("Your turn") && !$0.contains("No match") }
        #expect(NetPlayEndToEndTests.namesShown(screen, deal: deal).isEmpty, "\(screen)")

        // bob matches every pair from the far side; ann sees each.
        for (index, pair) in deal.pairs.enumerated() {
            try joiner.type(String(pair.0))
            try joiner.type(String(pair.1))
            if index + 1 < deal.pairs.count { try await host.waitFor("Pairs: \(index + 1)/\(deal.pairs.count)") }
        }
        let hostEnd = try await host.waitFor("bob wins")
        #expect(hostEnd.contains("bob wins, 2 pairs to 0"), "\(hostEnd)")
        screen = try await joiner.waitFor("Verified")
        #expect(screen.contains("bob wins, 2 pairs to 0"), "\(screen)")
        #expect(!screen.contains("Not verified"), "\(screen)")
        try joiner.type("q")
        let joined = try await joiner.waitForExit()
        #expect(joined.status == 0 && joined.modesRestored, "\(joined.screen)")
        try host.type("q")
        let hosted = try await host.waitForExit()
        #expect(hosted.status == 0 && hosted.modesRestored)
    }
}
