import ArgumentParser
import GameCore
import GameNet
import GameStorage
import Glibc
import NetTransport
import StoreCore
import TerminalUI

/// `threeducks join`: joins a room a host opened, on this machine or over
/// ssh, and plays there: the game is the host's, drawn here by the
/// ordinary view from the events the host sends (docs/network.md).
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a room a host opened: on this machine (ROOM) or another ([USER@]HOST[:ROOM], through ssh).",
        discussion: """
            A word with @ or : names a room on another machine, reached with `ssh [USER@]HOST threeducks relay ROOM`; \
            any other word is a room on this machine; without one, the one room open here. Exit status: \(ExitStatus.success) done, \
            \(Status.usage) a bad target or several rooms open, \(Status.unreachable) the host cannot be reached, \(Status.noSuchRoom) no such room, \
            \(Status.hostWentAway) the host went away during the game, \(Status.full) the room is full or its game has started, \
            \(Status.version) no protocol version in common, \(Status.refused) your account may not join. See docs/network.md.
            """)

    @Argument(help: ArgumentHelp("ROOM on this machine, or [USER@]HOST[:ROOM] on another (through ssh).", valueName: "target"))
    var target: String?

    @Option(help: "The name to play under (default: config.toml's, else your login name; login@machine when joining another machine as the same account, name@tty in a room this account hosts here).")
    var name: String?

    @Flag(help: "Watch: see what the players see, without a seat.")
    var watch = false

    @Option(help: ArgumentHelp("The command line that reaches the other machine, in place of `ssh HOST` (such as 'ssh -p 2222 ann@server').",
                               valueName: "command"))
    var via: String?

    @Option(help: ArgumentHelp("The program to run on the other machine.", valueName: "path"))
    var remoteProgram = "threeducks"

    @Option(help: ArgumentHelp("Record the game to this file at its end, once verified (replay it with threeducks replay).",
                               valueName: "file"), completion: .file())
    var record: String?

    @Flag(help: "With --record: replace an earlier recording without asking.")
    var force = false

    @OptionGroup var display: DisplayOptions

    @Flag(help: "Screen-reader mode (also THREEDUCKS_SCREEN_READER=1).")
    var screenReader = false

    func validate() throws {
        if let name, let problem = ScoreRecord.newNameProblem(name) { throw ValidationError("--name: \(problem)") }
        if let problem = RemoteCommand.problem(withProgram: remoteProgram) { throw ValidationError(problem) }
        if record?.isEmpty == true { throw ValidationError("--record: the path is empty") }
    }

    func run() throws {
        let environment = UserAccount.environment
        let config = ConfigFile.load(environment: environment)
        config.warn()
        let target: JoinTarget
        switch JoinTarget.parse(self.target, via: via) {
        case .success(let parsed): target = parsed
        case .failure(let error): throw CommandFailure("\(error)", code: Status.usage)
        }
        let playerName = name ?? Self.defaultName(
            login: UserAccount.defaultPlayerName(environment: environment), configured: config.settings.name,
            target: target, machine: HostCommand.hostName(),
            sharedTerminal: Self.hostedByThisAccount(target) ? Self.terminalName() : nil)
        // The file is checked before anything is joined, as play checks it; it is written at the game's end.
        let scoresPath = try? UserAccount.scoresPath(option: nil, environment: environment)
        guard try PlayCommand.mayRecord(record, force: force, kept: scoresPath.map(PlayCommand.keptFiles(besideScores:)) ?? [])
        else { return }
        let tokens = SeatTokens(environment: environment, target: target)
        // A watcher keeps no seat; a player takes a slot no other join of this account here holds.
        if !watch { tokens.claim() }
        // A seat this player held in the room, kept when its program ended
        // mid-game: asked back first, then, if the host knows it no more, a new one.
        var rejoin = tokens.read()
        var joined: (ClientConnection, EventInbox<ClientConnection.Event>, JoinView, [ClientConnection.Event])?
        while joined == nil {
            do {
                joined = try handshake(target, name: playerName, rejoin: rejoin)
            } catch let refusal as UnknownSeat {
                _ = refusal
                tokens.remove()
                rejoin = nil
            }
        }
        let (connection, inbox, welcomed, pending) = joined!
        var view = welcomed
        defer { connection.close(reason: "closed") }
        // A token that cannot be kept is said on the screen and again at the end.
        var unkept: String?
        if let token = view.mirror.token, view.mirror.seat != nil, let problem = tokens.write(token) {
            unkept = problem
            view.unkeptToken = problem
        }

        let session = try display.over(config.settings).openSession(
            environment: environment, screenReader: screenReader || config.settings.screenReader)
        defer { session.end() }
        // The lines that came with the welcome are the view's now; an end after them is the run loop's.
        for event in pending {
            if case .line(let text) = event { view.receive(text) } else { inbox.post(event) }
        }
        let (end, last) = Self.play(view, connection: connection, inbox: inbox, in: session)
        session.end()
        if let unkept { CommandFailure.warn(unkept) }
        // The seat is given up on leaving; a host gone, or a program ended
        // by a signal (a closed terminal), keeps it to come back to.
        switch end {
        case .left, .farewell: tokens.remove()
        case .lost, .signal: break
        }
        if let record { try Self.write(last, to: record) }
        switch end {
        case .left: return
        case .signal(let number): throw ExitCode(128 + number)
        case .farewell(let text): throw CommandFailure(text, code: Status.hostWentAway)
        case .lost(let reason): throw CommandFailure("the host went away (\(reason))", code: Status.hostWentAway)
        }
    }

    /// `--record`: the games the view saw revealed and verified, written
    /// whole, and said in one line; without one, that is said, and the file
    /// is not touched.
    static func write(_ view: JoinView, to path: String) throws {
        let shown = path.sanitizedForTerminal
        guard let recording = view.recording else {
            let why = view.mirror.verdict == nil ? "no game reached its end here" : "no game was verified"
            print("Nothing recorded in \(shown): \(why).")
            return
        }
        do {
            try RecordingWriter.write(recording, to: path)
        } catch {
            throw CommandFailure("--record: \(error)", code: error.line == nil ? ExitStatus.cannotCreate : ExitStatus.failure)
        }
        let count = view.verifiedGames.count
        print("Recorded \(count == 1 ? "the game" : "\(count) games") in \(shown): threeducks replay \(shown)")
    }

    /// The host does not know the seat's token any more: ask for a new seat.
    struct UnknownSeat: Error {}

    /// Connects, says hello (with the seat's token when coming back) and
    /// waits for the welcome, before the terminal is taken: a refusal is a
    /// plain line. Returns the connection, its inbox, the view so far (it
    /// names the room) and the events that came after the welcome.
    func handshake(_ target: JoinTarget, name playerName: String, rejoin: RejoinToken?) throws
        -> (ClientConnection, EventInbox<ClientConnection.Event>, JoinView, [ClientConnection.Event]) {
        let inbox: EventInbox<ClientConnection.Event>
        do { inbox = try EventInbox<ClientConnection.Event>.opened() } catch { throw CommandFailure("\(error)", code: ExitStatus.osError) }
        let (connection, roomLabel) = try Self.connect(target, program: remoteProgram, inbox: inbox)
        connection.send(ClientMessage.hello(.init(name: playerName, watch: watch, rejoin: watch ? nil : rejoin)).line)
        var view = JoinView(mirror: ClientMirror(name: playerName), room: roomLabel)
        let remote: Bool
        if case .local = target { remote = false } else { remote = true }
        while true {
            let events = inbox.wait(milliseconds: 60_000)
            if events.isEmpty, !remote {
                connection.close()
                throw CommandFailure("room \(roomLabel) did not answer", code: Status.unreachable)
            }
            for (index, event) in events.enumerated() {
                switch event {
                case .line(let text):
                    if rejoin != nil, case .bye(.unknownToken, _)? = try? HostMessage(line: text) {
                        connection.close()
                        throw UnknownSeat()
                    }
                    if let (code, line) = Status.refusal(text) { throw CommandFailure(line, code: code) }
                    view.receive(text)
                    if view.mirror.version != nil {
                        return (connection, inbox, view, Array(events[(index + 1)...]))
                    }
                case .closed(let reason, let exitStatus):
                    let (code, line) = Status.closedEarly(reason, exitStatus: exitStatus, room: roomLabel,
                                                          destination: Status.destination(target))
                    throw CommandFailure(line, code: code)
                }
            }
        }
    }

    /// Connects to the target: a room's socket here, or ssh (or `--via`) to the relay there.
    static func connect(_ target: JoinTarget, program: String,
                       inbox: EventInbox<ClientConnection.Event>) throws -> (ClientConnection, String) {
        let post: @Sendable (ClientConnection.Event) -> Void = { inbox.post($0) }
        switch target {
        case .local(let named):
            let directory = RoomDirectory.fromEnvironment()
            let room: RoomName
            if let named {
                room = named
            } else {
                let open = directory.list()
                switch open.count {
                case 0: throw CommandFailure("no room is open on this machine: a host opens one with threeducks host",
                                             code: Status.noSuchRoom)
                case 1: room = open[0].name
                default:
                    throw CommandFailure("\(open.count) rooms are open (\(open.map(\.name.text).joined(separator: ", "))): "
                                         + "name one, as threeducks join \(open[0].name.text)", code: Status.usage)
                }
            }
            do {
                return (try ClientConnection.toRoom(room, in: directory, onEvent: post), room.text)
            } catch {
                throw CommandFailure("\(error)", code: error.exitCode)
            }
        case .remote(let destination, let room):
            do {
                let words = RemoteCommand.ssh(destination: destination, program: program, room: room)
                return (try ClientConnection.spawning(words, label: "ssh", onEvent: post),
                        "\(destination):\(room?.text ?? "")")
            } catch {
                throw CommandFailure("cannot start ssh: \(error)", code: Status.unreachable)
            }
        case .via(let line, let room):
            do {
                return (try ClientConnection.spawning(RemoteCommand.via(line, program: program, room: room),
                                                      label: "the --via command", onEvent: post), room?.text ?? "")
            } catch {
                throw CommandFailure("cannot start the --via command: \(error)", code: Status.unreachable)
            }
        }
    }
}
