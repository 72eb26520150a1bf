import Foundation
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
        init(database: String? = nil) throws {
            sandbox = try Sandbox()
            let account = try #require(ProcessInfo.processInfo.environment["USER"] ?? Self.whoami())
            let printed = try Self.run([Binary.path, "serve", "--sshd-config", "--account", account,
                                        "--database", database ?? sandbox.path("server.sqlite"), "--server-name", "ducks.test"],
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

        static func run(_ arguments: [String], sandbox: Sandbox) throws -> (status: Int32, stdout: String, stderr: String) {
            let (out, err) = (sandbox.path("out-\(UUID().uuidString)"), sandbox.path("err-\(UUID().uuidString)"))
            let status = try Spawn.run(arguments, environment: ["PATH": "/usr/bin:/bin:/usr/sbin", "HOME": sandbox.home],
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

    /// `--database postgres://…`: through sshd, a key takes a name, kept in
    /// PostgreSQL (a server of the test's own), and the operator's ban goes
    /// there too; a URL that cannot be read is refused (64), a database
    /// that cannot be reached too (69), each in one line.
    @Test func theDatabaseMayBePostgreSQL() throws {
        let postgres: LocalPostgres
        do {
            postgres = try LocalPostgres()
        } catch let unavailable as LocalPostgres.Unavailable {
            try Test.cancel(Comment(rawValue: "PostgreSQL: \(unavailable.reason)"))
        }
        defer { postgres.stop() }
        try postgres.createDatabase("ducks")
        let url = postgres.url(database: "ducks")
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
}
