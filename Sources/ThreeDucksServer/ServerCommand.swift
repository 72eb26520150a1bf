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
        let (store, directory) = try openStore()
        if let fingerprint = ban ?? unban {
            do {
                try store.setBanned(fingerprint, ban != nil)
            } catch {
                Self.fail("the database cannot be written (\(error))", code: ExitStatus.unavailable)
            }
            Self.write(ban != nil ? "Banned \(fingerprint).\n" : "Lifted the ban on \(fingerprint).\n", to: STDOUT_FILENO)
            return
        }
        let session = ServerSession(serverName: serverName ?? Self.hostName(), account: Self.runningAccount ?? account,
                                    store: store, now: Int64(time(nil)))
        let request: ServerRequest
        switch ServerRequest.parse(Self.variable("SSH_ORIGINAL_COMMAND")) {
        case .success(let asked): request = asked
        case .failure(let refusal): Self.fail(refusal.message, code: refusal.code)
        }
        let key = Self.variable("SSH_USER_AUTH").flatMap(Self.readAuthInfo).flatMap(PlayerKey.fromAuthInfo)
        switch request {
        case .daily(let words): Glibc.exit(daily(words, session: session, key: key, dataDirectory: directory))
        case .board(let words): Glibc.exit(boards(words, session: session, key: key))
        case .room(let kind, let words): room(kind, words, session: session, key: key, dataDirectory: directory)
        case .relay(let words): relay(words, session: session, key: key, dataDirectory: directory)
        case .title where isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && key != nil:
            Glibc.exit(title(session: session, key: key, dataDirectory: directory))
        default: break
        }
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

    /// `ssh -t ducks@HOST daily …`: the verified daily, at the session's
    /// terminal (`ServerDaily`); then its share line, with its place on the board.
    private func daily(_ words: [String], session: ServerSession, key: PlayerKey?, dataDirectory: String) -> Int32 {
        let arguments = Self.parse(DailyArguments.self, words, command: "daily")
        let player = named(session: session, key: key, what: "daily")
        guard let key, let board = Board(name: arguments.board) else { return ExitStatus.usage }
        switch playDaily(board, arguments: arguments, session: session, key: key, player: player, dataDirectory: dataDirectory) {
        case .success(let status): return status
        case .failure(let refusal): Self.fail(refusal.message, code: refusal.code)
        }
    }

    /// The daily on `board`, begun or resumed, played, and its share line
    /// written once the terminal is given back; the game's exit status, or
    /// why it could not be played.
    private func playDaily(_ board: Board, arguments: DailyArguments, session: ServerSession, key: PlayerKey, player: ServerPlayer,
                           dataDirectory: String) -> Result<Int32, ServerRefusal> {
        let day = DailyBoard(date: DailyDeal.date(of: Date(timeIntervalSince1970: Double(session.now))), board: board.name)
        if case .failure(let refusal) = session.beginDaily(day, key: key, player: player) { return .failure(refusal) }
        let status: Int32
        do {
            status = try ServerDaily.play(session, key: key, player: player, daily: day, board: board, arguments: arguments,
                                          dataDirectory: dataDirectory)
        } catch let refusal as ServerRefusal {
            return .failure(refusal)
        } catch {
            return .failure(ServerRefusal("\(error)", code: ExitStatus.failure))
        }
        // The share line, in the terminal given back: to copy.
        let attempt = (try? session.store.attempt(key.fingerprint, day)).flatMap { $0 }
        if let result = attempt?.result {
            let standing = (try? session.store.standing(key.fingerprint, day)).flatMap { $0 }
            let place = standing.map { " · " + Standing(rank: $0.rank, of: $0.of, on: session.serverName).text } ?? ""
            Self.write(DailyDeal.shareLine(date: day.date, board: board, moves: result.moves, seconds: result.seconds) + place + "\n",
                       to: STDOUT_FILENO)
        } else if let attempt, !attempt.isOver {
            Self.write("Your attempt is kept: ssh -t \(session.account)@\(session.serverName) daily --board \(board.name) resumes it.\n",
                       to: STDOUT_FILENO)
        }
        return .success(status)
    }

    /// `ssh -t ducks@HOST`: the server's title (`ServerTitle`), a line a
    /// choice, until the player leaves or a room takes the session over.
    private func title(session: ServerSession, key: PlayerKey?, dataDirectory: String) -> Int32 {
        let player = named(session: session, key: key, what: "")
        guard let key else { return ExitStatus.noPermission }
        let date = DailyDeal.date(of: Date(timeIntervalSince1970: Double(session.now)))
        let rooms = RoomDirectory(path: Self.roomsDirectory(dataDirectory: dataDirectory))
        var said: String?
        while true {
            let title: ServerTitle
            do {
                let today = try session.store.attempts(of: key.fingerprint, limit: ServerTitle.boards.count + 10).filter { $0.date == date }
                var counts: [String: Int] = [:]
                for (_, board) in ServerTitle.boards { counts[board.name] = try session.store.count(of: DailyBoard(date: date, board: board.name)) }
                title = ServerTitle(server: session.serverName, account: session.account, name: player.name, date: date, today: today,
                                    counts: counts, rooms: try Self.openRooms(session, here: rooms))
            } catch {
                Self.fail("\(session.serverName)'s database cannot be read (\(error)); try again later", code: ExitStatus.unavailable)
            }
            Self.write((["" ] + title.lines + (said.map { ["", $0] } ?? []) + ["", "Your choice: "]).joined(separator: "\n"), to: STDOUT_FILENO)
            said = nil
            guard let line = Self.readLine(maximumBytes: 256) else { return ExitStatus.success }
            switch ServerTitle.choice(line) {
            case .quit: return ExitStatus.success
            case .unknown(let line): said = line
            case .boards:
                let boards = try? ServerBoards.read(from: session.store, server: session.serverName, date: date,
                                                    boards: Board.presets.map(\.name), dailyOnly: false, player: player)
                said = boards?.text ?? "\(session.serverName)'s database cannot be read; try again later"
            case .daily(let board):
                // (A ParsableArguments made by init() has no values to read: parsed, it has its defaults.)
                guard let arguments = try? DailyArguments.parse(["--board", board.name]) else { continue }
                if case .failure(let refusal) = playDaily(board, arguments: arguments, session: session, key: key, player: player,
                                                          dataDirectory: dataDirectory) {
                    said = refusal.message.prefix(1).uppercased() + refusal.message.dropFirst() + "."
                }
            case .join(let room): self.room(.join, [room], session: session, key: key, dataDirectory: dataDirectory)
            case .watch(let room): self.room(.watch, [room], session: session, key: key, dataDirectory: dataDirectory)
            case .host(let room): self.room(.host, room.map { ["--room", $0] } ?? [], session: session, key: key, dataDirectory: dataDirectory)
            }
        }
    }

    /// `ssh -t ducks@HOST host|join|watch …`: a room of the server's, in the
    /// game's own program (`threeducks host`, `threeducks join`), which
    /// this session becomes: every room of the server in its own
    /// directory, the player under their name here.
    private func room(_ kind: ServerRequest.RoomRequest, _ words: [String], session: ServerSession, key: PlayerKey?,
                      dataDirectory: String) -> Never {
        let server = "\(session.account)@\(session.serverName)"
        Self.assumeUTF8()
        switch kind {
        case .host:
            let arguments = Self.parse(HostArguments.self, words, command: "host")
            let player = named(session: session, key: key, what: "host [--room NAME]")
            let room = arguments.room ?? Self.roomName(player.name)
            let command = ["host", "--room", room, "--name", player.name, "--server", server]
                + (arguments.board.map { ["--board", $0] } ?? []) + arguments.display.words
            // Listed for every server sharing the database while it is open: this session waits for it.
            try? session.store.roomOpened(room, server: session.serverName, host: player.name, at: session.now)
            let status = Self.spawn(command, dataDirectory: dataDirectory)
            try? session.store.roomClosed(room, server: session.serverName)
            Glibc.exit(status)
        case .join, .watch:
            let arguments = Self.parse(RoomArguments.self, words, command: kind.rawValue)
            // A room of another server sharing the database: the player is told where (no terminal needed to hear it).
            let here = Set(RoomDirectory(path: Self.roomsDirectory(dataDirectory: dataDirectory)).list().map(\.name.text))
            if !here.contains(arguments.room),
               let elsewhere = (try? session.store.openRooms())?.first(where: { $0.name == arguments.room && $0.server != session.serverName }) {
                Self.fail("room \(arguments.room) is on \(elsewhere.server.sanitizedForTerminal), not here: "
                          + "ssh -t \(session.account)@\(elsewhere.server.sanitizedForTerminal) \(kind.rawValue) \(arguments.room)",
                          code: ExitStatus.unavailable)
            }
            let player = named(session: session, key: key, what: "\(kind.rawValue) ROOM")
            Self.exec(["join", arguments.room, "--name", player.name] + (kind == .watch ? ["--watch"] : []) + arguments.display.words,
                      dataDirectory: dataDirectory)
        }
    }

    /// `threeducks join ducks@HOST:ROOM` from an installed game: its relay, to a room of the server's.
    private func relay(_ words: [String], session: ServerSession, key: PlayerKey?, dataDirectory: String) -> Never {
        if case .failure(let refusal) = session.admit(key) { Self.fail(refusal.message, code: refusal.code) }
        guard words.count <= 1, words.first.map({ $0 == "--list" || RoomName.problem(with: $0) == nil }) ?? true else {
            Self.fail("relay takes one room: threeducks join \(session.account)@\(session.serverName):ROOM", code: ExitStatus.usage)
        }
        Self.exec(["relay"] + words, dataDirectory: dataDirectory)
    }

    /// The player `key` is, for a request played at the terminal: admitted,
    /// at a terminal, named (asked for a name on a first visit).
    private func named(session: ServerSession, key: PlayerKey?, what: String) -> ServerPlayer {
        var player: ServerPlayer?
        switch session.admit(key) {
        case .success(let admitted): player = admitted
        case .failure(let refusal): Self.fail(refusal.message, code: refusal.code)
        }
        guard let key else { Self.fail("no key", code: ExitStatus.noPermission) }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Self.fail("this is played at a terminal: ssh -t \(session.account)@\(session.serverName) \(what)", code: ExitStatus.usage)
        }
        if player == nil {
            let answer = askName(session: session, key: key)
            guard answer.status == ExitStatus.success else { Self.fail(answer.lines.joined(separator: " "), code: answer.status) }
            Self.write(answer.lines.map { $0 + "\n" }.joined(), to: STDOUT_FILENO)
            player = try? session.store.player(key.fingerprint)
        }
        guard let player else { Self.fail("\(session.serverName)'s database cannot be read; try again later", code: ExitStatus.unavailable) }
        return player
    }

    /// The rooms open on every server sharing the database, as the title
    /// lists them (`pond`, `lake on ducks-b`); this server's own that are
    /// gone (their session was killed) are taken off the list.
    static func openRooms(_ session: ServerSession, here: RoomDirectory) throws -> [String] {
        let local = Set(here.list().filter(\.isOpen).map(\.name.text))
        var shown: [String] = []
        for room in try session.store.openRooms() {
            if room.server == session.serverName {
                guard local.contains(room.name) else {
                    try? session.store.roomClosed(room.name, server: room.server)
                    continue
                }
                shown.append(room.name)
            } else {
                shown.append("\(room.name) on \(room.server)")
            }
        }
        return shown
    }

    /// A room name from a player's name: lower case, a-z 0-9 - _ kept, the rest `-`.
    static func roomName(_ name: String) -> String {
        let folded = String(name.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" ? Character(scalar) : "-"
        }.prefix(RoomName.maximumLength))
        return RoomName.problem(with: folded) == nil ? folded : "room"
    }

    /// Becomes the game's own program with `arguments`: the rooms in the
    /// server's own directory (0700, under the database's), so a room of
    /// the server is reached only through it.
    static func exec(_ arguments: [String], dataDirectory: String) -> Never {
        let program = gameProgram(dataDirectory: dataDirectory)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        fail("cannot run \(program): \(String(cString: strerror(errno)))", code: ExitStatus.osError)
    }

    /// Runs the game's own program with `arguments`, as `exec` would, and
    /// waits for it: its exit status. The session's signals are the
    /// program's (this process waits through them, to say the room closed).
    static func spawn(_ arguments: [String], dataDirectory: String) -> Int32 {
        let program = gameProgram(dataDirectory: dataDirectory)
        guard let status = RemoteCommand.run([program] + arguments, waitingThrough: [SIGINT, SIGHUP, SIGTERM, SIGQUIT]) else {
            fail("cannot run \(program): \(String(cString: strerror(errno)))", code: ExitStatus.osError)
        }
        return status
    }

    /// The server's rooms: `rooms/` beside its database, unless the
    /// operator's sshd names another (`SetEnv THREEDUCKS_ROOMS=…`; a client
    /// cannot set it).
    static func roomsDirectory(dataDirectory: String) -> String {
        if let named = variable(RoomDirectory.variable), named.hasPrefix("/") { return named }
        return dataDirectory + "/rooms"
    }

    /// The game's program (`threeducks serve` was it), with the server's rooms directory made and named.
    static func gameProgram(dataDirectory: String) -> String {
        let rooms = roomsDirectory(dataDirectory: dataDirectory)
        if mkdir(rooms, 0o700) != 0 && errno != EEXIST {
            fail("cannot create the server's rooms directory \(rooms): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
        }
        setenv(RoomDirectory.variable, rooms, 1)
        guard let program = variable("THREEDUCKS_PROGRAM") ?? Relay.findCompanion("threeducks") else {
            fail("the game's program threeducks is not found beside the server's: install it (docs/server.md)", code: ExitStatus.unavailable)
        }
        return program
    }

    /// A client that sent no locale (ssh passes LANG only where both ends
    /// say so) is drawn in UTF-8, as terminals are today; --ascii is the
    /// way out for one that is not.
    static func assumeUTF8() {
        if ["LC_ALL", "LC_CTYPE", "LANG"].allSatisfy({ (variable($0) ?? "").isEmpty }) { setenv("LANG", "C.UTF-8", 1) }
    }

    /// `ssh ducks@HOST board …`: the server's boards, as lines or JSON.
    private func boards(_ words: [String], session: ServerSession, key: PlayerKey?) -> Int32 {
        let arguments = Self.parse(BoardArguments.self, words, command: "board")
        var player: ServerPlayer?
        switch session.admit(key) {
        case .success(let admitted): player = admitted
        case .failure(let refusal): Self.fail(refusal.message, code: refusal.code)
        }
        let date = DailyDeal.date(of: Date(timeIntervalSince1970: Double(session.now)))
        do {
            let boards = try ServerBoards.read(from: session.store, server: session.serverName, date: date, boards: arguments.boards,
                                               dailyOnly: arguments.daily, player: player)
            Self.write(arguments.json ? boards.json : boards.text, to: STDOUT_FILENO)
            return ExitStatus.success
        } catch {
            Self.fail("\(session.serverName)'s database cannot be read (\(error)); try again later", code: ExitStatus.unavailable)
        }
    }

    /// A request's words read by argument-parser: its help on `--help`,
    /// else one line and exit 64 for words it does not take.
    static func parse<Arguments: ParsableArguments>(_ type: Arguments.Type, _ words: [String], command: String) -> Arguments {
        do {
            return try Arguments.parse(words)
        } catch {
            if Arguments.exitCode(for: error) == .success {
                write(Arguments.fullMessage(for: error) + "\n", to: STDOUT_FILENO)
                Glibc.exit(ExitStatus.success)
            }
            fail("\(command): " + Arguments.message(for: error), code: ExitStatus.usage)
        }
    }

    /// The directory the database is in, where the server keeps its other files.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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

    /// The store, and the directory the server keeps its other files in
    /// (attempts' journals, rooms): PostgreSQL when --database is a URL,
    /// the account's data directory beside it; else the database file, its
    /// directory made (0700) when missing, and that directory.
    private func openStore() throws -> (any ServerStore, String) {
        var environment: [String: String] = [:]
        for name in ["XDG_DATA_HOME", "HOME"] { environment[name] = Self.variable(name) }
        let defaultPath = FileScoreStore.dataFile("server.sqlite", environment: environment)
        if let database, PostgresURL.isURL(database) {
            let url: PostgresURL
            do {
                url = try PostgresURL(parsing: database)
            } catch {
                Self.fail("--database: \(error)", code: ExitStatus.usage)
            }
            guard let defaultPath else {
                Self.fail("no home directory for the server's files: set HOME or XDG_DATA_HOME", code: ExitStatus.cannotCreate)
            }
            do {
                try DurableFile.createParentDirectories(of: defaultPath, mode: 0o700)
            } catch {
                Self.fail("\(error)", code: ExitStatus.cannotCreate)
            }
            do {
                // libpq's default role: the account running the server.
                return (try PostgresServerStore(url: url, defaultUser: Self.runningAccount ?? account),
                        Self.directory(of: defaultPath))
            } catch {
                Self.fail("the server's database \(url.redacted) cannot be opened (\(error))", code: ExitStatus.unavailable)
            }
        }
        guard let path = database ?? defaultPath else {
            Self.fail("no home directory for the server's database: set HOME or XDG_DATA_HOME, or pass --database",
                      code: ExitStatus.cannotCreate)
        }
        do {
            try DurableFile.createParentDirectories(of: path, mode: 0o700)
        } catch {
            Self.fail("\(error)", code: ExitStatus.cannotCreate)
        }
        do {
            return (try SQLiteServerStore(path: path), Self.directory(of: path))
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

    /// The name of the account running the server, from /etc/passwd (`PasswdFile`):
    /// read once a process, though the session and the PostgreSQL store both ask.
    private static let runningAccount: String? = Accounts.name(of: geteuid())

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
