import ArgumentParser
import FoundationEssentials
import GameCore
import GameServer
import GameStorage
import Glibc
import NetTransport
import ServerStorage
import SysExits

/// `threeducks serve`: the program sshd runs for every session on a Three
/// Ducks server's account (`ForceCommand`), and the operator's tool for it
/// (docs/server.md). `threeducks serve …` execs this program, which holds
/// the server's database (SQLite through GRDB, or PostgreSQL through
/// postgres-nio) so the player's `threeducks` never links either.
@main
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "threeducks serve",
        abstract: "Run a Three Ducks server: what sshd runs for each session on the server's account.",
        discussion: """
            Any ssh key is a player: `ssh ACCOUNT@HOST name NAME` takes a name, `whoami` tells it, `help` lists \
            the commands. Set up an account with --sshd-config (docs/server.md). Exit status: \
            \(ExitStatus.success) done, \(ExitStatus.usage) a request the server does not take, \(ExitStatus.dataError) \
            a name refused, \(ExitStatus.tempFail) a key over its limits, \(ExitStatus.noPermission) a banned key or none, \(ExitStatus.unavailable) the database \
            cannot be used, \(ExitStatus.cannotCreate) its directory cannot be made.
            """)

    @Flag(help: "Print the sshd_config drop-in that makes --account a Three Ducks server, and exit.")
    var sshdConfig = false

    @Option(help: ArgumentHelp("The account players log in as (with --sshd-config).", valueName: "name"))
    var account = "ducks"

    @Option(help: ArgumentHelp(
        "The server's database: a SQLite file (default: $XDG_DATA_HOME/threeducks/server.sqlite, else ~/.local/share/threeducks/server.sqlite), or a PostgreSQL URL shared by several servers (postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE, or postgres:///DATABASE?host=/socket/dir).",
        valueName: "path|url"))
    var database: String?

    @Option(help: ArgumentHelp("The server's name in messages and share lines (default: this machine's host name).",
                               valueName: "name"))
    var serverName: String?

    @Option(help: ArgumentHelp("Ban the key with this SHA256 fingerprint (as `ssh-keygen -l` prints it), and exit.",
                               valueName: "fingerprint"))
    var ban: String?

    @Option(help: ArgumentHelp("Lift the ban on the key with this fingerprint, and exit.", valueName: "fingerprint"))
    var unban: String?

    func validate() throws {
        if let database, PostgresURL.isURL(database) {
            do {
                _ = try PostgresURL(parsing: database)
            } catch {
                throw ValidationError("--database: \(String(describing: error).sanitizedForTerminal)")
            }
        }
        if let problem = SSHDDropIn.accountProblem(account) { throw ValidationError("--account: \(problem)") }
        for (option, value) in [("--ban", ban), ("--unban", unban)] {
            if let value, !Self.isFingerprint(value) {
                throw ValidationError("\(option): \"\(value.sanitizedForTerminal)\" is not a key's fingerprint; ssh-keygen -l -f KEY prints it (SHA256:…)")
            }
        }
    }

    func run() throws {
        if sshdConfig {
            // `threeducks serve`, as it execs this program; this program itself when run by its own name.
            let command = Self.variable("THREEDUCKS_PROGRAM").map { [$0, "serve"] }
                ?? [Relay.currentExecutable() ?? "/usr/lib/threeducks/threeducks-server"]
            let dropIn = SSHDDropIn(account: account, command: command, database: database, serverName: serverName,
                                    sshdVersion: Self.sshdVersion())
            Self.write(dropIn.text, to: STDOUT_FILENO)
            return
        }
        let store = try openStore()
        if let fingerprint = ban ?? unban {
            do {
                try store.setBanned(fingerprint, ban != nil)
            } catch {
                Self.fail("the database cannot be written (\(error))", code: ExitStatus.unavailable)
            }
            Self.write(ban != nil ? "Banned \(fingerprint).\n" : "Lifted the ban on \(fingerprint).\n", to: STDOUT_FILENO)
            return
        }
        let session = ServerSession(serverName: serverName ?? Self.hostName(), account: Accounts.name(of: geteuid()) ?? account,
                                    store: store, now: Int64(time(nil)))
        let request: ServerRequest
        switch ServerRequest.parse(Self.variable("SSH_ORIGINAL_COMMAND")) {
        case .success(let asked): request = asked
        case .failure(let refusal): Self.fail(refusal.message, code: refusal.code)
        }
        let key = Self.variable("SSH_USER_AUTH").flatMap(Self.readAuthInfo).flatMap(PlayerKey.fromAuthInfo)
        var answer = session.answer(request, key: key)
        if answer.askName, let key {
            answer = askName(session: session, key: key)
        }
        let text = answer.lines.map { $0 + "\n" }.joined()
        if answer.status == ExitStatus.success {
            Self.write(text, to: STDOUT_FILENO)
        } else {
            Self.fail(answer.lines.joined(separator: " "), code: answer.status)
        }
    }

    /// A first visit without a name at a terminal: asks for one, three
    /// times at most; without a terminal, says how to take one.
    private func askName(session: ServerSession, key: PlayerKey) -> ServerSession.Answer {
        guard isatty(STDIN_FILENO) == 1 else {
            return .init(lines: ["Welcome to \(session.serverName). Take a name first: ssh \(session.account)@\(session.serverName) name NAME"],
                         status: ExitStatus.usage)
        }
        Self.write("Welcome to Three Ducks on \(session.serverName). Your ssh key is your player here.\n", to: STDOUT_FILENO)
        var last = ServerSession.Answer(lines: ["No name given."], status: ExitStatus.usage)
        for _ in 0..<3 {
            Self.write("Your name: ", to: STDOUT_FILENO)
            guard let line = Self.readLine(maximumBytes: 256) else { break }
            do {
                last = try session.take(line, key: key, player: nil)
            } catch {
                return .init(lines: ["\(session.serverName)'s database cannot be written (\(error)); try again later"],
                             status: ExitStatus.unavailable)
            }
            if last.status == ExitStatus.success { return last }
            Self.write(last.lines.joined(separator: " ") + "\n", to: STDOUT_FILENO)
        }
        return last
    }

    /// The store: PostgreSQL when --database is a URL; else the database
    /// file, its directory made (0700) when missing.
    private func openStore() throws -> any ServerStore {
        if let database, PostgresURL.isURL(database) {
            let url: PostgresURL
            do {
                url = try PostgresURL(parsing: database)
            } catch {
                Self.fail("--database: \(error)", code: ExitStatus.usage)
            }
            do {
                // libpq's default role: the account running the server.
                return try PostgresServerStore(url: url, defaultUser: Accounts.name(of: geteuid()) ?? account)
            } catch {
                Self.fail("the server's database \(url.redacted) cannot be opened (\(error))", code: ExitStatus.unavailable)
            }
        }
        var environment: [String: String] = [:]
        for name in ["XDG_DATA_HOME", "HOME"] { environment[name] = Self.variable(name) }
        guard let path = database ?? FileScoreStore.dataFile("server.sqlite", environment: environment) else {
            Self.fail("no home directory for the server's database: set HOME or XDG_DATA_HOME, or pass --database",
                      code: ExitStatus.cannotCreate)
        }
        do {
            try DurableFile.createParentDirectories(of: path, mode: 0o700)
        } catch {
            Self.fail("\(error)", code: ExitStatus.cannotCreate)
        }
        do {
            return try SQLiteServerStore(path: path)
        } catch {
            Self.fail("the server's database \(path.sanitizedForTerminal) cannot be opened (\(error))", code: ExitStatus.unavailable)
        }
    }

    /// SHA256:, then 43 characters of base64 without padding.
    static func isFingerprint(_ text: String) -> Bool {
        guard text.hasPrefix("SHA256:") else { return false }
        let digest = text.utf8.dropFirst(7)
        return digest.count == 43 && digest.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2F
        }
    }

    /// The text of the file `SSH_USER_AUTH` names: read as every file the
    /// game reads (`DurableFile.read`: a regular file only, opened without
    /// blocking, bounded); nil when it cannot be.
    static func readAuthInfo(_ path: String) -> String? {
        guard let data = try? DurableFile.read(path, limit: PlayerKey.maximumAuthInfoBytes) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A line from standard input, without its end; nil at the end of input.
    static func readLine(maximumBytes: Int) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let read = Glibc.read(STDIN_FILENO, &byte, 1)
            if read < 0 && errno == EINTR { continue }
            guard read == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A || byte == 0x0D { return String(decoding: bytes, as: UTF8.self) }
            if bytes.count < maximumBytes { bytes.append(byte) }
        }
    }

    /// The running sshd's version, from `sshd -V`; nil when it cannot be run.
    static func sshdVersion() -> (major: Int, minor: Int)? {
        for path in ["/usr/sbin/sshd", "/usr/local/sbin/sshd"] where access(path, X_OK) == 0 {
            guard let pipe = popen("'\(path)' -V 2>&1", "r") else { return nil }
            var buffer = [CChar](repeating: 0, count: 256)
            let line = fgets(&buffer, Int32(buffer.count), pipe).map { String(cString: $0) } ?? ""
            pclose(pipe)
            return SSHDDropIn.version(from: line)
        }
        return nil
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this server" }
        let name = String(cString: buffer).sanitizedForTerminal
        return name.isEmpty ? "this server" : name
    }

    /// `text` to `descriptor`, whole (print's buffer is not flushed before a
    /// read): the one writer of whole buffers, `DurableFile.writeAll`.
    static func write(_ text: String, to descriptor: Int32) {
        try? DurableFile.writeAll(Data(text.utf8), to: descriptor)
    }

    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `threeducks: MESSAGE` on standard error, one line of printable characters, and the exit status.
    static func fail(_ message: String, code: Int32) -> Never {
        write("threeducks: " + message.sanitizedForTerminal + "\n", to: STDERR_FILENO)
        Glibc.exit(code)
    }
}
