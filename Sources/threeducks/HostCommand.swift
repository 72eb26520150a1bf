import ArgumentParser
import GameCore
import GameNet
import GameStorage
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NetTransport
import StoreCore
import TerminalUI

/// `threeducks host`: opens a room on this machine, shows its lobby, and
/// plays the game with those who joined, this program's store the only
/// authority (issue 23; docs/network.md, docs/protocol.md).
struct HostCommand: ParsableCommand, GameOptionPlaces {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Open a room that others join from their terminals or over ssh, and play there.",
        discussion: """
            Shows a lobby with the commands that join it; Enter starts once two to four players are in, \
            q closes the room. Others join with `threeducks join ROOM` on this machine or \
            `threeducks join USER@HOST:ROOM` over ssh. See docs/network.md.
            """)

    typealias AfterBoard = NoOptions
    typealias AfterSeed = SeedFileOption

    @OptionGroup var shared: GameOptions<HostCommand>

    @Option(help: ArgumentHelp("The room's name: a-z, 0-9, - and _ (default: your account's name).", valueName: "name"))
    var room: String?

    @Option(help: ArgumentHelp("Other accounts of this machine that may join, comma-separated, or all (default: only yours).",
                               valueName: "accounts"))
    var allow: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How long a player who dropped keeps their seat, from 1 to 3600 (join again to take it back).",
                               valueName: "seconds"))
    var grace = 30

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The longest a player (the host included) may take over a flip on their turn, from 1 to 3600, or 0 for no limit; out of time, they are away, as if they had dropped (--grace, then --fill).",
                               valueName: "seconds"))
    var turn = 60

    @Option(help: ArgumentHelp("What becomes of a seat whose player did not come back within the grace: skip passes over it, computer seats the computer there (at the --vs level, else medium); default: it stays, and the game waits on its turn.",
                               valueName: "skip|computer"))
    var fill: NetHost.Fill?

    /// The room is on a Three Ducks server (`threeducks serve` runs this,
    /// docs/server.md): the lobby tells how to join it there. Not for people.
    @Option(help: .hidden)
    var server: String?

    @Flag(help: "Bring back the room's game the host's program left unfinished (it is journaled): its players join again to take their seats.")
    var resume = false

    func validate() throws {
        guard (1...3600).contains(grace) else { throw ValidationError("--grace must be from 1 to 3600 seconds, not \(grace)") }
        guard (0...3600).contains(turn) else { throw ValidationError("--turn must be from 1 to 3600 seconds, or 0 for no limit, not \(turn)") }
        var checked = shared.settings()
        checked.seedFile = shared.afterSeed.seedFile
        if let problem = checked.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let environment = UserAccount.environment
        let account = Accounts.name(of: geteuid())
        let config = ConfigFile.load(environment: environment)
        config.warn()
        var settings = shared.settings(over: config.settings)
        settings.seedFile = shared.afterSeed.seedFile
        // A seed kept where other accounts cannot read it (the command line shows in `ps`).
        if let path = settings.seedFile, !resume { settings.seed = try SeedFileOption.seed(in: path) }
        let roomName: RoomName
        let allowed: AllowList
        do {
            roomName = try room.map { text throws(RoomError) in try RoomName(text) } ?? RoomName.defaultName(account: account)
        } catch {
            throw CommandFailure("--room: \(error)", code: error.exitCode)
        }
        do {
            allowed = try allow.map { text throws(RoomError) in try AllowList.parse(text, host: geteuid()) }
                ?? AllowList(host: geteuid())
        } catch {
            throw CommandFailure("--allow: \(error)", code: error.exitCode)
        }
        var configuration = settings.configuration(environment: environment)
        let scoresPath = try UserAccount.scoresPath(option: nil, environment: environment)
        let scores = FileScoreStore(path: scoresPath)
        if (try? scores.checkIsScoresFile()) != nil {
            configuration.scoreStore = scores
            configuration.historyStore = FileHistoryStore(besideScores: scores.path)
        }
        // The host's game is journaled beside the scores, one journal a room,
        // and the room beside it (its nonce and seats), for `host --resume`.
        let keptPaths = Self.keptPaths(besideScores: scoresPath, room: roomName)
        // --record is checked, as play checks it, before the room opens: never a file the program keeps.
        let kept = PlayCommand.keptFiles(besideScores: scoresPath)
            + [KeptFile(role: "the room's journal, kept to resume it", path: keptPaths.journal),
               KeptFile(role: "the room's file, kept to resume it", path: keptPaths.room)]
        guard try PlayCommand.mayRecord(settings.record, force: settings.force, kept: kept) else { return }
        let file = FileJournal(path: keptPaths.journal, header: RecordingHeader(configuration: configuration))
        defer { file.flush() }
        let loaded = file.load()
        var options = HostRoom.Options()
        options.grace = .seconds(grace)
        options.turnLimit = turn == 0 ? nil : .seconds(turn)
        var resumedRoom: HostRoom?
        if resume {
            // A game left in its win pause (every pair in the journal) is finished here as play finishes one.
            guard let game = loaded.game ?? loaded.won, let journaled = file.foundGame else {
                throw CommandFailure("room \(roomName.text) has no unfinished network game to resume"
                    + (loaded.warning.map { " (\($0))" } ?? ""), code: ExitStatus.noInput)
            }
            let text: String
            do {
                text = try String(contentsOfFile: keptPaths.room, encoding: .utf8)
            } catch {
                throw CommandFailure("room \(roomName.text) has no unfinished network game to resume (its room file \(keptPaths.room) cannot be read)", code: ExitStatus.noInput)
            }
            let kept: KeptRoom
            do throws(KeptRoomError) {
                kept = try KeptRoom(text: text)
            } catch {
                throw CommandFailure("room \(roomName.text): the room file \(keptPaths.room) cannot be read: \(error)", code: ExitStatus.noInput)
            }
            guard let room = HostRoom(resuming: kept, journaled: journaled, board: game.board, options: options,
                                      now: .zero) else {
                throw CommandFailure("room \(roomName.text): the room file \(keptPaths.room) is not of the journaled game", code: ExitStatus.noInput)
            }
            resumedRoom = room
        }
        // Without --resume a game left in the room's journal is not offered: the next deal replaces it.
        configuration.journal = PreloadedJournal(file: file, loaded: resume ? loaded : JournalLoad(warning: loaded.warning))

        let directory = RoomDirectory.fromEnvironment()
        let opened: OpenRoom
        do {
            try directory.prepare()
            opened = try OpenRoom.open(roomName, in: directory)
        } catch {
            throw CommandFailure("\(error)", code: error.exitCode)
        }
        defer { opened.close() }
        let inbox: EventInbox<HostListener.Event>
        let listener: HostListener
        do {
            inbox = try EventInbox<HostListener.Event>.opened()
            listener = try HostListener(
                room: opened, configuration: HostListener.Configuration(
                    allow: allowed, farewell: { $0.isEmpty ? nil : "error " + $0 }),
                onEvent: { inbox.post($0) })
            try listener.start()
        } catch {
            throw CommandFailure("\(error)", code: ExitStatus.osError)
        }
        defer {
            // Everyone still here is told the room closed, and given a moment to read it.
            let open = listener.openConnections
            for id in open {
                listener.send(HostMessage.bye(reason: .closed, text: "the host closed the room").line, to: id)
                listener.close(id, reason: "")
            }
            if !open.isEmpty { usleep(200_000) }
            listener.stop()
        }

        let link = HostLink(
            wake: inbox.wakeDescriptor,
            drain: { inbox.drain() },
            send: { line, id in listener.send(line, to: id) },
            close: { id in listener.close(id, reason: "") })
        let clock = ContinuousClock(), roomOpened = clock.now
        let host = NetHost(room: resumedRoom ?? HostRoom(host: configuration.playerName, board: settings.board, computer: settings.vs, options: options),
                           link: link, now: { clock.now - roomOpened })
        host.fill = fill
        host.fillLevel = settings.vs ?? .medium

        let session = try DisplayOptions.openSession(settings.terminalOptions(environment: environment))
        defer { session.end() }
        let lobby = Lobby(room: roomName.text, board: settings.board, seats: host.room.lobbySeats,
                          joinCommands: server.map { Self.serverJoinCommands(room: roomName, server: $0) }
                              ?? Self.joinCommands(room: roomName, allowed: allowed), isHost: true)
        if resumedRoom == nil {
            guard Self.hostLobby(host, lobby: lobby, wake: inbox.wakeDescriptor, in: session) else { return }
        }

        configuration.players = host.room.lineup
        if configuration.bellStyle != .off { configuration.bell = session.bell }
        let scheduler = RunLoopScheduler()
        // The recorder last in the chain, as play's: every action the host's store handled, in its order.
        let recorder: GameRecorder?
        do {
            recorder = try settings.record.map { try PlayCommand.makeRecorder(path: $0, configuration: configuration) }
        } catch {
            session.end()
            throw error
        }
        let store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [host.middleware, Self.roomKeeper(host, path: keptPaths.room),
                                           recorder?.middleware(scheduler: scheduler)].compactMap { $0 })
        host.store = store
        store.send(.launched)
        if resumedRoom != nil {
            // The journal offered its game (`gameWaiting`): played on, and paused while the player to move is away.
            store.send(.resumeTapped)
            host.resumed()
        } else {
            store.send(.startTapped)
        }
        // The room plays game after game: the end of one (its win screen
        // left with Enter or t, or the game given up) goes back to the
        // lobby, where players may leave and others join, and Enter there
        // deals the next to those seated; q closes the room.
        while true {
            // Dealt already when the deal was sent before: a game given up before the
            // host's loop first woke (no flip yet, no clock) is still a game that ended.
            var dealt = store.state.round != nil, nextGame = false
            let status = TerminalApp.play(store, scheduler: scheduler, in: session, net: NetTurn(
                wake: inbox.wakeDescriptor, drain: { host.drain() },
                isFinished: {
                    // A game given up leaves the host's store on its title: that game is over.
                    if store.state.round != nil { dealt = true }
                    guard dealt, store.state.round == nil else { return false }
                    nextGame = true
                    return true
                },
                judge: { action, state in
                    let judgement = Self.judge(action, state, host: host)
                    if judgement == .quit, Self.asksForTheNextGame(action, state) { nextGame = true }
                    return judgement
                },
                line: { host.awayLine }))
            if status != 0 {
                session.end()
                scheduler.finishRunning()
                try Self.finish(recorder, path: settings.record)
                throw ExitCode(status)
            }
            guard nextGame, Self.hostLobby(host, lobby: lobby, wake: inbox.wakeDescriptor, in: session) else { break }
            // From the last game's end to the title, the room's players chosen, and the next deal.
            store.send(.backToTitleTapped)
            store.send(.playersChosen(host.room.lineup))
            store.send(.startTapped)
        }
        session.end()
        scheduler.finishRunning()
        try Self.finish(recorder, path: settings.record)
    }

    /// The host's own key, judged: any key brings a host who ran out of time
    /// back (`NetHost.hostPressed`); a card's out of turn is refused in the
    /// room's words (`NetHost.refusal`). Leaving a game's end ends the host's
    /// game screen (`.quit`): for the lobby and the next game when
    /// `asksForTheNextGame`, else (q) to close the room.
    static func judge(_ action: GameAction, _ state: GameState, host: NetHost) -> NetTurn.Judgement {
        if action == .playAgainTapped || action == .backToTitleTapped { return .quit }
        host.hostPressed(action)
        return host.refusal(of: action, state).map { .refuse($0) } ?? .allow
    }

    /// Whether the host's `action` leaves a game's end for the lobby and the
    /// next game (Enter, Space, t, Escape on the win screen or after a game
    /// given up), not to close the room (q).
    static func asksForTheNextGame(_ action: GameAction, _ state: GameState) -> Bool {
        guard action == .playAgainTapped || action == .backToTitleTapped else { return false }
        return state.round == nil || state.round?.phase == .won
    }

    /// `--record`'s file finished with the digest of the state the room
    /// ended in; a write that failed on the way is said in one line.
    static func finish(_ recorder: GameRecorder?, path: String?) throws {
        guard let recorder, let path else { return }
        do {
            try recorder.finish()
        } catch {
            throw CommandFailure("\(path.sanitizedForTerminal): \(error)")
        }
    }

    /// Where the host keeps room `room`'s game: its journal and its room file
    /// (nonce and seats), in the scores file's directory.
    static func keptPaths(besideScores scoresPath: String, room: RoomName) -> (journal: String, room: String) {
        let journal = FileJournal.path(besideScores: scoresPath)
        let directory = journal.hasSuffix("/journal.jsonl") ? String(journal.dropLast("journal.jsonl".count)) : ""
        return (directory + "host-\(room.text).jsonl", directory + "host-\(room.text).room")
    }

    /// Writes the room file at each deal, for `host --resume`, and removes it
    /// when the game ends (as the journal is). Mode 0600: it holds the seats' tokens.
    static func roomKeeper(_ host: NetHost, path: String) -> Middleware<GameState, GameAction> {
        Middleware { action, before, after in
            if action.dealt != nil, before.round == nil, let kept = host.room.kept {
                // Best effort: a room file not written only takes `host --resume` away.
                try? DurableFile.replace(path, with: Data(kept.text.utf8), mode: 0o600, syncingDirectory: false)
            } else if before.round != nil, after.round == nil || (after.round?.phase == .won && before.round?.phase != .won) {
                unlink(path)
            }
            return .none
        }
    }

    /// What the lobby tells a friend to type, lines that work: for each
    /// account `--allow` lets in besides the host's, the command on this
    /// machine (logged in as it) and from another machine (ssh as it to
    /// this one); with `--allow all`, the same with ACCOUNT to fill in; with
    /// no other account allowed, how to let one in, since no friend's
    /// account can join yet (the host's own login is no friend's).
    static func joinCommands(room: RoomName, allowed: AllowList, machine: String = hostName(),
                             passwd: PasswdFile = PasswdFile()) -> [String] {
        let local = "threeducks join \(room.text)"
        guard let others = allowed.others else {
            return ["\(local)   (as any account, on this machine)",
                    "threeducks join ACCOUNT@\(machine):\(room.text)   (from another machine)"]
        }
        let names = others.subtracting([allowed.host]).map { Accounts.label(of: $0, in: passwd) }.sorted()
        guard let first = names.first else {
            return ["\(local)   (in another terminal of yours)",
                    "No other account may join: quit (q) and host with --allow bob",
                    "(bob: a friend's account on this machine; README, Play together)"]
        }
        let accounts = names.count == 1 ? first : names.joined(separator: ", ")
        return ["\(local)   (as \(accounts) on this machine, or you)",
                "threeducks join \(first)@\(machine):\(room.text)   (from another machine)"]
    }

    /// What the lobby of a room on a server (`ACCOUNT@HOST`) tells: anyone
    /// with an ssh key joins or watches through plain ssh; an installed game
    /// joins as from any machine.
    static func serverJoinCommands(room: RoomName, server: String) -> [String] {
        ["ssh -t \(server) join \(room.text)   (anyone with an ssh key)",
         "ssh -t \(server) watch \(room.text)   (to watch)",
         "threeducks join \(server):\(room.text)   (with Three Ducks installed)"]
    }

    /// This machine's name, as ssh reaches it from another (`HOST` when unknown).
    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let machine = gethostname(&buffer, buffer.count) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return machine.isEmpty ? "HOST" : machine
    }
}

extension NetHost.Fill: ExpressibleByArgument {}

/// The host's journal, loaded before the store is made (to refuse a
/// `--resume` with nothing to resume before the terminal is taken): the
/// journal link's `load` is answered with that load.
final class PreloadedJournal: Journal, @unchecked Sendable {
    // Sendable by hand, as FileJournal: used only on the store's thread.
    let file: FileJournal
    let loaded: JournalLoad

    init(file: FileJournal, loaded: JournalLoad) {
        self.file = file
        self.loaded = loaded
    }

    func load() -> JournalLoad { loaded }
    func begin(board: Board, players: [Player], deal: GameAction) { file.begin(board: board, players: players, deal: deal) }
    func resume() { file.resume() }
    func append(_ action: GameAction) { file.append(action) }
    func end() { file.end() }
    func takeFailure() -> String? { file.takeFailure() }
}
