import Foundation
import GameCore
import Testing

/// Who is who in a room (issue 35): a second terminal of the host's own
/// account, and a friend on a second account of this machine, each seen by
/// a name that tells them apart, on every screen.
@Suite("Names in a room")
struct NetNamesEndToEndTests {
    /// The name a lobby line gives seat `number` (`1. e2e (host)` → `e2e`).
    static func seatName(_ number: Int, in screen: String) -> String? {
        for line in screen.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("\(number). ") else { continue }
            let name = text.dropFirst("\(number). ".count)
            return String(name.hasSuffix(" (host)") ? name.dropLast(" (host)".count) : name)
        }
        return nil
    }

    /// The host's first turn, the game dealt: its two cards do not match; the
    /// joiner, seated as `name`, finds every pair and wins, said at the host
    /// and verified at the joiner's. The joiner's end screen.
    static func theJoinerWinsAfterTheHostsMismatch(_ host: TmuxSession, _ joiner: TmuxSession, named name: String,
                                                   _ deal: Deal) async throws -> String {
        try host.type(String(deal.mismatch.0))
        try host.type(String(deal.mismatch.1))
        try await host.waitFor("\(name)'s turn")
        try await joiner.waitFor("\(name)'s turn, said to them") { $0.contains("Your turn") && !$0.contains("No match") }
        for pair in deal.pairs {
            try joiner.type(String(pair.0))
            try joiner.type(String(pair.1))
        }
        try await host.waitFor("\(name) wins")
        return try await joiner.waitFor("Verified")
    }

    /// The host and a joiner in a second terminal, one account and no
    /// `--name`: the joiner sits as `NAME@TERMINAL` (its pane's tty), not
    /// `NAME 2`, and its win is said under that name at both terminals.
    @Test func aSecondTerminalOfTheHostsAccountPlaysUnderItsTerminalsName() async throws {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 7)
        let sandbox = try Sandbox()
        let rooms = NetPlayEndToEndTests.rooms(sandbox)
        let host = try TmuxSession.threeducks(["host", "--board", "2x2", "--seed", "7", "--room", "t", "--mismatch-delay", "0.5"],
                                              sandbox: sandbox, environment: rooms)
        defer { host.kill() }
        let lobby = try await host.waitFor("threeducks join t")
        let hostName = try #require(Self.seatName(1, in: lobby), "\(lobby)")
        let joiner = try TmuxSession.threeducks(["join", "t"], sandbox: sandbox, environment: rooms, columns: 100)
        defer { joiner.kill() }
        let terminal = try joiner.display("#{pane_tty}").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(terminal.hasPrefix("/dev/"), "\(terminal)")
        let joinerName = "\(hostName)@\(terminal.dropFirst("/dev/".count))"
        let seated = try await host.waitFor("the joiner seated") { Self.seatName(2, in: $0).map { $0 != "(empty)" } ?? false }
        #expect(Self.seatName(2, in: seated) == joinerName, "\(seated)")
        #expect(!seated.contains("\(hostName) 2"), "\(seated)")
        try await joiner.waitFor("Waiting for the host to start")
        try host.press("Enter")
        try await host.waitFor("Your turn")
        try await joiner.waitFor("\(hostName)'s turn")
        let end = try await Self.theJoinerWinsAfterTheHostsMismatch(host, joiner, named: joinerName, deal)
        #expect(end.contains("\(joinerName) wins"), "\(end)")
        try joiner.type("q")
        #expect(try await joiner.waitForExit().status == 0)
        try host.type("q")
        #expect(try await host.waitForExit().status == 0)
    }

    /// A friend on a second account of this machine, made for the test:
    /// turned away without `--allow` by a line that names the fix, at both
    /// terminals; let in with `--allow NAME`, seated and winning under the
    /// account's own name. Needs root (to make and remove the account).
    @Test func aFriendOnASecondAccountIsToldTheFixThenPlaysUnderTheirName() async throws {
        guard geteuid() == 0 else {
            try Test.cancel("needs root to make a second account (useradd) and run the join as it (runuser)")
        }
        let sandbox = try Sandbox()
        let friend = try FriendAccount(sandbox)
        defer { friend.remove() }
        let name = friend.name
        let rooms = NetPlayEndToEndTests.rooms(sandbox)
        // The default name is the login's, and a login (`/proc/self/loginuid`) outlives runuser: where
        // the tests run under one, the friend names themselves.
        let named = FriendAccount.runsUnderALogin ? ["--name", name] : []

        // Without --allow: the friend is turned away, and both lines say how to let them in.
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "0.5")
        defer { host.kill() }
        let refused = try TmuxSession.threeducks(["join", "t"] + named, sandbox: sandbox, environment: rooms,
                                                 columns: 200, account: name)
        defer { refused.kill() }
        let exit = try await refused.waitForExit()
        #expect(exit.status == 77, "\(exit.screen)")
        #expect(exit.screen.contains("account \(name) may not join room t"), "\(exit.screen)")
        #expect(exit.screen.contains("threeducks host --allow \(name)"), "\(exit.screen)")
        // The host's line is the fix, whole within the lobby's 80 columns.
        try await host.waitFor("Turned away \(name): quit (q) and host with --allow \(name)")
        try host.type("q")
        #expect(try await host.waitForExit().status == 0)

        // With --allow NAME: the lobby's line for them works, and they play under their account's name.
        let again = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "0.5",
                                                           extra: ["--allow", name])
        defer { again.kill() }
        let lobby = try again.screen()
        #expect(lobby.contains("threeducks join t   (as \(name) on this machine, or you)"), "\(lobby)")
        let joiner = try TmuxSession.threeducks(["join", "t"] + named, sandbox: sandbox, environment: rooms,
                                                account: name)
        defer { joiner.kill() }
        try await again.waitFor("2. \(name)")
        let waiting = try await joiner.waitFor("Waiting for the host to start")
        #expect(waiting.contains("2. \(name)") && waiting.contains("1. ann (host)"), "\(waiting)")
        try again.press("Enter")
        try await joiner.waitFor("ann's turn")
        let end = try await Self.theJoinerWinsAfterTheHostsMismatch(again, joiner, named: name,
                                                                    Deal(Board(rows: 2, columns: 2)!, seed: 7))
        #expect(end.contains("\(name) wins, 2 pairs to 0"), "\(end)")
        try joiner.type("q")
        let left = try await joiner.waitForExit()
        #expect(left.status == 0 && left.modesRestored, "\(left.screen)")
        // The friend's files are theirs, in their own home: the seat's token was written and given up there.
        #expect(!left.screen.contains("threeducks:"), "no warning at the friend's:\n\(left.screen)")
        try again.type("q")
        #expect(try await again.waitForExit().status == 0)
    }
}

/// A second Unix account made for one test (`useradd`), its home in the
/// sandbox and its own; `remove` deletes it (`userdel`). Root only.
struct FriendAccount {
    let name: String
    let home: String

    init(_ sandbox: Sandbox) throws {
        // Unique, short, and a valid name: letters and digits, starting with a letter.
        name = "tdf" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(6)
        home = sandbox.path("friend")
        let log = sandbox.path("useradd.log")
        let made = try Spawn.run(["/usr/sbin/useradd", "--no-create-home", "--home-dir", home, "--shell", "/bin/sh", name],
                                 environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], stdout: log, stderr: log)
        guard made == 0 else {
            throw EndToEndFailure("useradd \(name) exited with \(made): \(sandbox.text("useradd.log") ?? "")")
        }
        do {
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            let owned = try Spawn.run(["/bin/chown", "\(name):", home], environment: [:], stdout: log, stderr: log)
            guard owned == 0 else { throw EndToEndFailure("chown \(name): \(home) exited with \(owned)") }
        } catch {
            remove()
            throw error
        }
    }

    /// Deletes the account (and its group); its home goes with the sandbox.
    func remove() {
        _ = try? Spawn.run(["/usr/sbin/userdel", name], environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"],
                           stdout: "/dev/null", stderr: "/dev/null")
    }

    /// Whether this process has a login uid (`/proc/self/loginuid` set):
    /// `threeducks` names a player by it before `USER`.
    static var runsUnderALogin: Bool {
        guard let text = try? String(contentsOfFile: "/proc/self/loginuid", encoding: .utf8),
              let uid = UInt32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
        return uid != UInt32.max
    }
}
