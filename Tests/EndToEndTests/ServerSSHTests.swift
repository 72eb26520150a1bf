import Foundation
import GameCore
import LocalPostgres
import LocalSSHD
import Testing

/// A Three Ducks server through a real OpenSSH server on 127.0.0.1, set up
/// from what `threeducks serve --sshd-config` prints (docs/server.md): any
/// key is let in as a player, names are taken and refused, and nothing but
/// the game runs. Skipped, saying why, where sshd cannot run.
@Suite("A server through sshd")
struct ServerSSHEndToEndTests {
    /// The server: sshd with the drop-in for this process's account, its
    /// database in the sandbox.
    struct Server {
        let sandbox: Sandbox
        let sshd: LocalSSHD

        /// `database` is `--database` (default: a file in the sandbox).
        init(database: String? = nil, serverName: String = "ducks.test") throws {
            sandbox = try Sandbox()
            let account = try #require(ProcessInfo.processInfo.environment["USER"] ?? Self.whoami())
            let printed = try Self.run([Binary.path, "serve", "--sshd-config", "--account", account,
                                        "--database", database ?? sandbox.path("server.sqlite"), "--server-name", serverName],
                                       sandbox: sandbox)
            #expect(printed.status == 0, "serve --sshd-config: \(printed.stderr)")
            do {
                sshd = try LocalSSHD(program: Binary.path, rooms: sandbox.path("rooms"), dropIn: printed.stdout)
            } catch let unavailable as LocalSSHD.Unavailable {
                try Test.cancel(Comment(rawValue: unavailable.reason))
            }
        }

        static func whoami() -> String? {
            getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) }
        }

        /// `ssh` with `key` (made when missing) and then `command`.
        func ssh(_ key: String, _ command: [String], options: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
            if !FileManager.default.fileExists(atPath: sshd.file(key)) { try sshd.newKey(key) }
            var line = sshd.ssh(key: key)
            line.insert(contentsOf: options, at: 1)
            return try Self.run(line + command, sandbox: sandbox)
        }

        /// The fingerprint `ssh-keygen -l` gives `key`.
        func fingerprint(_ key: String) throws -> String {
            let listed = try Self.run(["ssh-keygen", "-l", "-f", sshd.file(key + ".pub")], sandbox: sandbox)
            return String(listed.stdout.split(separator: " ")[1])
        }

        static func run(_ arguments: [String], sandbox: Sandbox, path: String = "/usr/bin:/bin:/usr/sbin") throws
            -> (status: Int32, stdout: String, stderr: String) {
            let (out, err) = (sandbox.path("out-\(UUID().uuidString)"), sandbox.path("err-\(UUID().uuidString)"))
            let status = try Spawn.run(arguments, environment: ["PATH": path, "HOME": sandbox.home],
                                       stdout: out, stderr: err)
            return (status, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "", (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
        }
    }

    @Test func twoKeysTakeNamesAndTheServerRefusesEverythingElse() throws {
        let server = try Server()
        defer { server.sshd.stop() }
        var answer = try server.ssh("ann_key", ["name", "ann"])
        #expect(answer.status == 0 && answer.stdout == "You are ann on ducks.test. Your key is who you are here: keep it.\n",
                "\(answer) sshd: \(server.sshd.log)")
        answer = try server.ssh("bob_key", ["name", "ANN"])
        #expect(answer.status == 65, "\(answer)")
        #expect(answer.stderr == "threeducks: \"ann\", which reads as \"ANN\", is another player's name on ducks.test; choose another\n")
        #expect(try server.ssh("bob_key", ["name", "bob"]).status == 0)
        answer = try server.ssh("bob_key", ["whoami"])
        #expect(answer.stdout == "You are bob on ducks.test (key \(try server.fingerprint("bob_key"))).\n", "\(answer)")
        answer = try server.ssh("ann_key", ["whoami"])
        #expect(answer.stdout == "You are ann on ducks.test (key \(try server.fingerprint("ann_key"))).\n", "\(answer)")

        // A shell command and sftp (the subsystem Debian's sshd_config names) reach only the game, which refuses them.
        answer = try server.ssh("ann_key", ["ls", "-la", "/"])
        #expect(answer.status == 64 && answer.stdout.isEmpty, "\(answer)")
        #expect(answer.stderr.hasPrefix("threeducks: this server plays Three Ducks only, not \"ls -la /\""), "\(answer)")
        answer = try server.ssh("ann_key", ["sftp"], options: ["-s"])
        // (sshd keeps a subsystem's standard error to itself: the status is the game's refusal.)
        #expect(answer.status == 64 && answer.stdout.isEmpty, "\(answer)")
        // A forwarding is refused, and ssh gives up when told to.
        answer = try server.ssh("ann_key", ["whoami"], options: ["-o", "ExitOnForwardFailure=yes", "-R", "0:127.0.0.1:9"])
        #expect(answer.status == 255 && answer.stdout.isEmpty, "a remote forward was allowed: \(answer)")
        // The players are in the database --sshd-config passed on, not the account's default one.
        var info = stat()
        #expect(stat(server.sandbox.path("server.sqlite"), &info) == 0, "no database where --database said")
    }

    @Test func aFirstVisitAtATerminalIsAskedForANameAndABanStopsAKey() async throws {
        let server = try Server()
        defer { server.sshd.stop() }
        try server.sshd.newKey("cy_key")
        let command = server.sshd.ssh(key: "cy_key", tty: true).map(LocalSSHD.shellQuoted).joined(separator: " ")
        let pane = try TmuxSession(command: command, sandbox: server.sandbox)
        defer { pane.kill() }
        try await pane.waitFor("Your name:")
        try pane.type("ann\u{200B}")
        try pane.press("Enter")
        try await pane.waitFor("the name holds an invisible character")
        try pane.type("cy")
        try pane.press("Enter")
        let screen = try await pane.waitFor("You are cy on ducks.test")
        #expect(screen.contains("Your name: cy\n"), "\(screen)")

        // The operator bans cy's key, as the server's account: cy is told, and nothing more.
        let fingerprint = try server.fingerprint("cy_key")
        let banned = try Server.run([Binary.path, "serve", "--database", server.sandbox.path("server.sqlite"), "--ban", fingerprint],
                                    sandbox: server.sandbox)
        #expect(banned.status == 0 && banned.stdout == "Banned \(fingerprint).\n", "\(banned)")
        let refused = try server.ssh("cy_key", ["whoami"])
        #expect(refused.status == 77 && refused.stderr.contains("is banned from ducks.test"), "\(refused)")
        #expect(try server.ssh("dee_key", ["name", "dee"]).status == 0, "another key is not")
    }

    /// A PostgreSQL of the test's own holding an empty database `ducks`, and `--database`'s URL
    /// for it; the test is skipped, saying why, where PostgreSQL cannot run. The caller stops it.
    private func postgresDatabase() throws -> (postgres: LocalPostgres, url: String) {
        let postgres: LocalPostgres
        do {
            postgres = try LocalPostgres()
        } catch let unavailable as LocalPostgres.Unavailable {
            try Test.cancel(Comment(rawValue: "PostgreSQL: \(unavailable.reason)"))
        }
        try postgres.createDatabase("ducks")
        return (postgres, postgres.url(database: "ducks"))
    }

    /// `ssh -t ducks@HOST daily` in a pane: `key`'s session, its command words after.
    private func dailyPane(_ server: Server, _ key: String, _ words: [String]) throws -> TmuxSession {
        let command = (server.sshd.ssh(key: key, tty: true) + ["daily"] + words).map(LocalSSHD.shellQuoted).joined(separator: " ")
        return try TmuxSession(command: command + "; echo EXIT=$?", sandbox: server.sandbox)
    }

    /// A session that ends at once (a refusal): everything it wrote, on one
    /// line (the pane wraps it, and may scroll its start away), and its status.
    private func refusal(_ server: Server, _ key: String, _ words: [String]) async throws -> String {
        let command = (server.sshd.ssh(key: key, tty: true) + ["daily"] + words).map(LocalSSHD.shellQuoted).joined(separator: " ")
        // The session starts on Enter, once the pane's output is being recorded.
        let pane = try TmuxSession(command: "read go; " + command + "; echo EXIT=$?", sandbox: server.sandbox)
        defer { pane.kill() }
        let output = server.sandbox.path("output-\(UUID().uuidString)")
        try pane.recordOutput(to: output)
        try pane.press("Enter")
        let written = { ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").filter { $0 != "\r" && $0 != "\n" } }
        try await pane.waitFor("the session's end in its output") { _ in written().contains("EXIT=") }
        return written()
    }

    @Test func twoKeysPlayTheVerifiedDailyOnceEachAndTheBoardRanksThem() async throws {
        let server = try Server()
        defer { server.sshd.stop() }
        #expect(try server.ssh("ann_key", ["name", "ann"]).status == 0)
        #expect(try server.ssh("bob_key", ["name", "bob"]).status == 0)
        let today = DailyDeal.date(of: Date())
        let daily = Deal(.easy, seed: DailyDeal.seed(date: today, board: .easy))
        let share = "Three Ducks daily \(today) · easy"

        // ann: a perfect game, 8 moves; first on the board.
        let ann = try dailyPane(server, "ann_key", ["--board", "easy"])
        defer { ann.kill() }
        let output = server.sandbox.path("ann-output")
        try ann.recordOutput(to: output)
        try await ann.waitForBoard(daily)
        #expect(try ann.screen().contains("Three Ducks · daily easy"))
        try await ann.matchEveryPair(daily)
        let annWon = try await ann.waitFor("ann's win with her place on the server's board") {
            $0.contains("You won") && $0.contains("\(share) · 8 moves") && $0.contains("#1 of 1 on ducks.test")
        }
        #expect(annWon.contains("One attempt a day: q leaves"), "\(annWon)")
        try ann.type("q")
        let annWrote = { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        try await ann.waitFor("ann's session's end") { _ in annWrote().contains("EXIT=") }
        let written = annWrote()
        #expect(written.contains("EXIT=0"), "\(written)")
        // The share line again once the terminal is given back (the alternate screen left), to copy.
        let givenBack = try #require(written.range(of: "\u{1B}[?1049l", options: .backwards), "the screen was never given back")
        #expect(written[givenBack.upperBound...].contains("\(share) · 8 moves"), "no share line after the game")

        // bob: one mismatch first, so 10 moves; second.
        let bob = try dailyPane(server, "bob_key", ["--board", "easy", "--ascii"])
        defer { bob.kill() }
        try await bob.waitForBoard(daily)
        try bob.type(String(daily.mismatch.0))
        try bob.type(String(daily.mismatch.1))
        try await bob.waitFor("Moves: 2")
        try await bob.matchEveryPair(daily)
        try await bob.waitFor("bob's win, second of two") { $0.contains("You won") && $0.contains("#2 of 2 on ducks.test") }
        try bob.type("q")
        try await bob.waitFor("bob's session's end") { $0.contains("EXIT=") || $0.contains("Pane is dead") }

        // The board, as JSON: both, ranked.
        let board = try server.ssh("bob_key", ["board", "--daily", "--board", "easy", "--json"])
        #expect(board.status == 0, "\(board)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [String: Any], "\(board)")
        let boards = try #require(document["boards"] as? [[String: Any]])
        let results = try #require(boards.first?["daily"] as? [[String: Any]])
        #expect(results.map { $0["name"] as? String } == ["ann", "bob"], "\(board.stdout)")
        #expect(results.map { $0["rank"] as? Int } == [1, 2])
        #expect(results.map { $0["moves"] as? Int } == [8, 10])
        #expect(boards.first?["dailyCount"] as? Int == 2)
        // The same from an installed game: `threeducks scores --server`, through the user's ssh and
        // its configuration (ssh reads the account's own ~/.ssh, whatever HOME says: an `ssh` first on
        // PATH gives it this one, as a user's ~/.ssh/config would).
        let bin = server.sandbox.path("bin"), config = server.sandbox.path("ssh_config")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nexec /usr/bin/ssh -F \(config) \"$@\"\n".write(toFile: bin + "/ssh", atomically: true, encoding: .utf8)
        chmod(bin + "/ssh", 0o755)
        try """
            Host ducks-test
              HostName 127.0.0.1
              Port \(server.sshd.port)
              User \(server.sshd.account)
              IdentityFile \(server.sshd.file("bob_key"))
              IdentitiesOnly yes
              BatchMode yes
              StrictHostKeyChecking no
              UserKnownHostsFile /dev/null
              LogLevel ERROR

            """.write(toFile: config, atomically: true, encoding: .utf8)
        let scores = try Server.run([Binary.path, "scores", "--server", "ducks-test", "--daily", "--board", "easy", "--json"],
                                    sandbox: server.sandbox, path: bin + ":/usr/bin:/bin")
        #expect(scores.status == 0 && scores.stdout == board.stdout, "\(scores)")
        let unreachable = try Server.run([Binary.path, "scores", "--server", "nobody@no-such-host.invalid"],
                                         sandbox: server.sandbox, path: bin + ":/usr/bin:/bin")
        #expect(unreachable.status == 69 && unreachable.stderr.contains("cannot reach"), "\(unreachable)")

        // A second attempt: refused, with the first one's result and place.
        let refused = try await refusal(server, "ann_key", ["--board", "easy"])
        #expect(refused.contains("EXIT=75"), "\(refused)")
        #expect(refused.contains("you played today's easy daily (\(today)) already: 8 moves"), "\(refused)")
        #expect(refused.contains("#1 of 2 on ducks.test"), "\(refused)")
        // Without a terminal the daily is not begun: it says how to play it.
        let noTerminal = try server.ssh("cy_key", ["daily"])
        #expect(noTerminal.status == 64 && noTerminal.stderr.contains("ssh -t"), "\(noTerminal)")
    }

    @Test func aDroppedSessionResumesTheSameAttempt() async throws {
        let server = try Server()
        defer { server.sshd.stop() }
        #expect(try server.ssh("dee_key", ["name", "dee"]).status == 0)
        let today = DailyDeal.date(of: Date())
        let daily = Deal(.easy, seed: DailyDeal.seed(date: today, board: .easy))
        let first = try dailyPane(server, "dee_key", ["--board", "easy"])
        try await first.waitForBoard(daily)
        let pair = daily.pairs[0]
        try first.type(String(pair.0))
        try first.type(String(pair.1))
        try await first.waitFor("Pairs: 1/4")
        // The connection drops: ssh is killed, the server's session hangs up.
        first.kill()
        let second = try dailyPane(server, "dee_key", ["--board", "easy"])
        defer { second.kill() }
        let resumed = try await second.waitFor("the same attempt, one pair found") { $0.contains("Pairs: 1/4") && $0.contains("Moves: 2") }
        #expect(resumed.contains("Three Ducks · daily easy"), "\(resumed)")

        // Given up, the attempt is over: the session ends, and a third is refused.
        let output = server.sandbox.path("second-output")
        try second.recordOutput(to: output)
        try second.type("q")
        try await second.waitFor("y/N")
        try second.type("y")
        let written = { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        try await second.waitFor("the session's end") { _ in written().contains("EXIT=") }
        #expect(written().contains("EXIT=0"), "\(written())")
        let refused = try await refusal(server, "dee_key", ["--board", "easy"])
        #expect(refused.contains("you gave up today's easy daily") && refused.contains("EXIT=75"), "\(refused)")
    }

    /// `ssh -t ducks@HOST WORDS…` in a pane.
    private func sessionPane(_ server: Server, _ key: String, _ words: [String]) throws -> TmuxSession {
        if !FileManager.default.fileExists(atPath: server.sshd.file(key)) { try server.sshd.newKey(key) }
        let command = (server.sshd.ssh(key: key, tty: true) + words).map(LocalSSHD.shellQuoted).joined(separator: " ")
        return try TmuxSession(command: command + "; echo EXIT=$?", sandbox: server.sandbox)
    }

    @Test func aKeyOpensARoomAnotherJoinsAThirdWatchesAndAnInstalledGameJoinsToo() async throws {
        let server = try Server()
        defer { server.sshd.stop() }
        for name in ["ann", "bob", "cy", "dee"] { #expect(try server.ssh("\(name)_key", ["name", name]).status == 0) }
        let host = try sessionPane(server, "ann_key", ["host", "--room", "pond", "--board", "easy"])
        defer { host.kill() }
        let lobby = try await host.waitFor("ann's lobby, telling how to join on the server") {
            $0.contains("room pond") && $0.contains("ssh -t \(server.sshd.account)@ducks.test join pond")
        }
        #expect(lobby.contains("ssh -t \(server.sshd.account)@ducks.test watch pond"), "\(lobby)")
        #expect(lobby.contains("1. ann"), "the host under her name on the server: \(lobby)")

        let bob = try sessionPane(server, "bob_key", ["join", "pond"])
        defer { bob.kill() }
        try await host.waitFor("2. bob")
        try await bob.waitFor("Waiting for the host to start")
        let cy = try sessionPane(server, "cy_key", ["watch", "pond", "--ascii"])
        defer { cy.kill() }

        // From an installed game: `threeducks join ducks@HOST:pond`, its ssh through the forced command.
        let dee = try TmuxSession.threeducks(["join", "pond", "--name", "dee", "--via", server.sshd.ssh(key: "dee_key").map(LocalSSHD.shellQuoted).joined(separator: " ")],
                                             sandbox: server.sandbox)
        defer { dee.kill() }
        try await host.waitFor("3. dee")

        try host.press("Enter")
        try await bob.waitFor("the game at bob's") { $0.contains("ann's turn") && $0.contains("[a]") }
        try await cy.waitFor("the game at the watcher's") { $0.contains("ann's turn") && $0.contains("[a]") }
        try await dee.waitFor("the game at dee's") { $0.contains("ann's turn") && $0.contains("[a]") }
    }

    @Test func theTitleAtSSHTOffersTheDailiesTheBoardsAndTheRooms() async throws {
        let server = try Server()
        defer { server.sshd.stop() }
        #expect(try server.ssh("eve_key", ["name", "eve"]).status == 0)
        let title = try sessionPane(server, "eve_key", [])
        defer { title.kill() }
        try await title.waitFor("the title") { $0.contains("Welcome back, eve.") && $0.contains("m  medium (0 results so far)") }
        try title.type("b")
        try title.press("Enter")
        try await title.waitFor("the boards") { $0.contains("Today's hard daily: 0 results") && $0.contains("Your choice:") }
        try title.type("e")
        try title.press("Enter")
        let today = DailyDeal.date(of: Date())
        let daily = Deal(.easy, seed: DailyDeal.seed(date: today, board: .easy))
        try await title.waitForBoard(daily)
        try await title.matchEveryPair(daily)
        try await title.waitFor("the win, first of one") { $0.contains("#1 of 1 on ducks.test") }
        try title.type("q")
        try await title.waitFor("the title again, with the result") { $0.contains("e  easy: yours, 8 moves") && $0.contains("Your choice:") }
        try title.type("q")
        try title.press("Enter")
        try await title.waitFor("the session's end") { $0.contains("EXIT=") || $0.contains("Pane is dead") }
    }

    /// `--database postgres://…`: through sshd, a key takes a name, kept in
    /// PostgreSQL (a server of the test's own), and the operator's ban goes
    /// there too; a URL that cannot be read is refused (64), a database
    /// that cannot be reached too (69), each in one line.
    @Test func theDatabaseMayBePostgreSQL() throws {
        let (postgres, url) = try postgresDatabase()
        defer { postgres.stop() }
        let server = try Server(database: url)
        defer { server.sshd.stop() }
        let taken = try server.ssh("ann_key", ["name", "ann"])
        #expect(taken.status == 0, "\(taken)")
        let fingerprint = try server.fingerprint("ann_key")
        #expect(try postgres.psql("SELECT fingerprint, name FROM player", database: "ducks") == "\(fingerprint)|ann\n")

        let banned = try Server.run([Binary.path, "serve", "--database", url, "--ban", fingerprint], sandbox: server.sandbox)
        #expect(banned.status == 0 && banned.stdout == "Banned \(fingerprint).\n", "\(banned)")
        #expect(try postgres.psql("SELECT fingerprint FROM ban", database: "ducks") == fingerprint + "\n")
        #expect(try server.ssh("ann_key", ["whoami"]).status == 77)

        let unreadable = try Server.run([Binary.path, "serve", "--database", "postgres://ducks:pw@db:99999/ducks", "--ban", fingerprint],
                                        sandbox: server.sandbox)
        #expect(unreadable.status == 64 && unreadable.stderr.hasPrefix(
            "Error: --database: the port \"99999\" is not a number from 1 to 65535\n"), "\(unreadable)")
        let unreachable = try Server.run([Binary.path, "serve", "--database", "postgres://ducks:pw@/ducks?host=" + server.sandbox.path("none"),
                                          "--ban", fingerprint], sandbox: server.sandbox)
        #expect(unreachable.status == 69, "\(unreachable)")
        #expect(unreachable.stderr.hasPrefix("threeducks: the server's database postgres://ducks:***@/ducks?host=") &&
                unreachable.stderr.filter { $0 == "\n" }.count == 1 && !unreachable.stderr.contains(":pw@"), "\(unreachable)")
    }

    /// Several servers behind one name (issue 33): two sshds on 127.0.0.1, each a server of its own name,
    /// on one PostgreSQL. One name per key, one board, one daily attempt per key across both, one list of
    /// rooms, a room played where it was opened.
    @Test func twoServersOnOnePostgreSQLShareNamesBoardsAttemptsAndRooms() async throws {
        let (postgres, url) = try postgresDatabase()
        defer { postgres.stop() }
        let a = try Server(database: url, serverName: "ducks-a")
        defer { a.sshd.stop() }
        let b = try Server(database: url, serverName: "ducks-b")
        defer { b.sshd.stop() }
        // The same keys at both: a player's key is theirs wherever they log in.
        for key in ["ann_key", "bob_key"] {
            try a.sshd.newKey(key)
            for file in [key, key + ".pub"] {
                try FileManager.default.copyItem(atPath: a.sshd.file(file), toPath: b.sshd.file(file))
            }
        }
        #expect(try a.ssh("ann_key", ["name", "ann"]).status == 0)
        #expect(try b.ssh("ann_key", ["whoami"]).stdout.hasPrefix("You are ann on ducks-b"), "one name per key, at both")
        let taken = try b.ssh("bob_key", ["name", "ANN"])
        #expect(taken.status == 65 && taken.stderr.contains("another player's name on ducks-b"), "\(taken)")
        #expect(try b.ssh("bob_key", ["name", "bob"]).status == 0)

        // ann wins the daily on a: b's board has it, and b refuses her a second attempt.
        let today = DailyDeal.date(of: Date())
        let daily = Deal(.easy, seed: DailyDeal.seed(date: today, board: .easy))
        let ann = try dailyPane(a, "ann_key", ["--board", "easy"])
        defer { ann.kill() }
        try await ann.waitForBoard(daily)
        try await ann.matchEveryPair(daily)
        try await ann.waitFor("ann's win on a") { $0.contains("#1 of 1 on ducks-a") }
        try ann.type("q")
        let board = try b.ssh("bob_key", ["board", "--daily", "--board", "easy", "--json"])
        #expect(board.status == 0 && board.stdout.contains("\"name\" : \"ann\"") && board.stdout.contains("\"server\" : \"ducks-b\""),
                "\(board)")
        let again = try await refusal(b, "ann_key", ["--board", "easy"])
        #expect(again.contains("you played today's easy daily (\(today)) already: 8 moves") && again.contains("EXIT=75"), "\(again)")

        // bob's attempt begins on b and drops: a tells him where it is kept.
        let bob = try dailyPane(b, "bob_key", ["--board", "easy"])
        try await bob.waitForBoard(daily)
        bob.kill()
        let elsewhere = try await refusal(a, "bob_key", ["--board", "easy"])
        #expect(elsewhere.contains("began on ducks-b and is kept there: ssh -t") && elsewhere.contains("@ducks-b daily --board easy"),
                "\(elsewhere)")

        // A room opened on a is listed at b, and a join there is told where to go.
        let host = try sessionPane(a, "ann_key", ["host", "--room", "pond"])
        defer { host.kill() }
        try await host.waitFor("room pond")
        let join = try b.ssh("bob_key", ["join", "pond"])
        #expect(join.status == 69 && join.stderr.contains("room pond is on ducks-a, not here: ssh -t"), "\(join)")
    }
}
