import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
import Glibc
import StoreCore
import TerminalUI

/// `threeducks [play]`: a game in the terminal, scores kept in the file.
struct PlayCommand: ParsableCommand, GameOptionPlaces {
    static let configuration = CommandConfiguration(
        commandName: "play", abstract: "Play a game (the default subcommand).")
    typealias AfterBoard = Players
    typealias AfterSeed = DailyAndScores

    @OptionGroup var shared: GameOptions<PlayCommand>

    @Option(help: ArgumentHelp("Write each action and the fields it changed to a file, as `inspect` prints them (an earlier trace is replaced).",
                               valueName: "file"), completion: .file())
    var trace: String?

    /// `--players`, in its place after the board.
    struct Players: ParsableArguments {
        @Option(help: ArgumentHelp("Two to four people taking turns at one keyboard, comma-separated (one name: the solo game).",
                                   valueName: "name,name"))
        var players: String?
    }

    /// `--daily` and `--scores-file`, in their places after the seed.
    struct DailyAndScores: ParsableArguments {
        @Flag(help: "Deal today's daily game: the same deck for every player on the same UTC date and board.")
        var daily = false

        @Option(help: ArgumentHelp(
            "The scores file (default: $XDG_DATA_HOME/threeducks/scores.json or ~/.local/share/threeducks/scores.json).",
            valueName: "path"), completion: .file())
        var scoresFile: String?
    }

    /// The names `--players` gives, in turn order (none without the option).
    static func names(_ players: String?) -> [String] {
        players.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    /// Who plays: the people named, then the computer; a solo game when
    /// that is one person (an empty lineup).
    static func lineup(names: [String], vs: ComputerLevel?, soloName: String) -> [Player] {
        var lineup = names.map { Player(name: $0) }
        if let vs {
            if lineup.isEmpty { lineup = [Player.person(named: soloName)] }
            lineup.append(.computer(vs))
        }
        return lineup.count > 1 ? lineup : []
    }

    /// Why `--players` and `--vs` cannot make a game, in one line, or nil:
    /// the count first, then each name by its place, then a name given twice.
    static func lineupProblem(players: String?, vs: ComputerLevel?) -> String? {
        guard let players else { return nil }
        let names = names(players)
        let most = GameState.maximumPlayers
        let seats = names.map { Player(name: $0) } + (vs.map { [.computer($0)] } ?? [])
        if seats.count > most {
            let count = vs == nil ? "\(names.count) names" : "\(names.count) names and the computer"
            return "--players: \(count) are \(seats.count) players; a game seats at most \(most)"
        }
        let usage = "names are comma-separated, 1 to \(ScoreRecord.nameLimit) characters each, such as --players ann,bob"
        for (index, name) in names.enumerated() {
            if let problem = ScoreRecord.newNameProblem(name) {
                let which = names.count == 1 ? "the name" : "name \(index + 1)"
                return "--players: \(problem.replacing("the name", with: which)) (\(usage))"
            }
        }
        guard let problem = Player.newLineupProblem(seats) else { return nil }
        // `--players Computer --vs easy`: say where the second "Computer" came from.
        let computer = vs != nil && names.contains(Player.computerName)
            ? " (the computer plays as \"\(Player.computerName)\")" : ""
        return "--players: \(problem); each player needs a name of their own\(computer)"
    }

    /// The options as plain values: what the game is started with, whether
    /// argument-parser read them or the fast path did (`PlayArguments`).
    var settings: PlaySettings { settings(over: PlaySettings()) }

    /// The options over `base`, the settings `config.toml` holds (`ConfigFile`).
    func settings(over base: PlaySettings) -> PlaySettings {
        var settings = shared.settings(over: base)
        settings.players = shared.afterBoard.players
        (settings.daily, settings.scoresFile) = (shared.afterSeed.daily, shared.afterSeed.scoresFile)
        settings.trace = trace
        return settings
    }

    func validate() throws {
        if let problem = settings.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let config = ConfigFile.load()
        try settings(over: config.settings).run(config: config)
    }

    /// Whether `--record` may replace what `path` holds: yes for a new or
    /// empty file; for an earlier recording, the player's answer to a y/N
    /// question in the terminal. Without a terminal to ask in the game
    /// refuses to start anyway, and the file is left as it was; `--force`
    /// replaces without asking.
    static func mayReplaceRecording(_ path: String) -> Bool {
        guard FileKind.of(path) == .regular, let size = fileSize(path), size > 0,
              isatty(STDIN_FILENO) == 1 else { return true }
        print("\(path.sanitizedForTerminal) holds a recording. Replace it? [y/N] ", terminator: "")
        fflush(nil)  // every stream: stdout is not reachable from Swift 6
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(answer.filter { $0 != " " }.lowercased())
    }

    private static func fileSize(_ path: String) -> Int? {
        var info = stat()
        return path.withPathCString { stat($0, &info) } == 0 ? Int(info.st_size) : nil
    }

    /// The recorder and the tracer the options asked for, opened once the
    /// terminal is the game's.
    fileprivate struct GameFiles {
        var recorder: GameRecorder?
        var tracer: GameTracer?
    }

    /// The files the program keeps for itself beside the scores: never a
    /// recording or a trace, even before they exist (a trace where the
    /// journal will be would be moved aside as a corrupt journal).
    static func keptFiles(scores: FileScoreStore, history: FileHistoryStore, journal: FileJournal) -> [KeptFile] {
        [KeptFile(role: "the scores file", path: scores.path),
         KeptFile(role: "the scores file's lock", path: scores.lockPath),
         KeptFile(role: "the history of games played", path: history.path),
         KeptFile(role: "the history's lock", path: history.lockPath),
         KeptFile(role: "the summary of the history that stats keeps", path: history.summaryPath),
         KeptFile(role: "the journal of the game in play, kept to resume it", path: journal.path),
         KeptFile(role: "the journal's lock", path: journal.path + ".lock")]
    }

    /// The same files for the scores file at `scoresPath`, for a command
    /// that opens none of them itself (`host`, `join`).
    static func keptFiles(besideScores scoresPath: String) -> [KeptFile] {
        keptFiles(scores: FileScoreStore(path: scoresPath), history: FileHistoryStore(besideScores: scoresPath),
                  journal: FileJournal(path: FileJournal.path(besideScores: scoresPath),
                                       header: RecordingHeader(seed: nil, board: .medium)))
    }

    /// `--record` and `--trace` checked (`check`), then an earlier
    /// recording at `record` replaced only with `force` or the player's
    /// yes; false, having said that nothing is recorded, when the player
    /// keeps it: the command then ends.
    static func mayRecord(_ record: String?, trace: String? = nil, force: Bool, kept: [KeptFile]) throws -> Bool {
        try check(record: record, trace: trace, kept: kept)
        guard let record, !force, !mayReplaceRecording(record) else { return true }
        print("Nothing recorded: \(record.sanitizedForTerminal) is kept as it was.")
        return false
    }

    /// `--record` and `--trace` refused in one line, exit 73 (EX_CANTCREAT),
    /// when they could not be written or are not theirs to write, before
    /// anything is created and before the terminal is touched.
    static func check(record: String?, trace: String?, kept: [KeptFile]) throws {
        if let record {
            do {
                try GameRecorder.check(record, kept: kept)
            } catch {
                throw CommandFailure("--record: \(error)", code: ExitStatus.cannotCreate)
            }
        }
        if let trace {
            let also = record.map { [KeptFile(role: "the --record file", path: $0)] } ?? []
            do {
                try GameTracer.check(trace, kept: kept + also)
            } catch {
                throw CommandFailure("--trace: \(error)", code: ExitStatus.cannotCreate)
            }
        }
    }

    /// The composition root: the terminal session (and its bell), then the
    /// recording and the trace (`files`), the scheduler its run loop drives,
    /// the store with the score store and the recorder in its chain; then
    /// the running store goes to the terminal to draw and feed until the
    /// player quits.
    fileprivate static func play(_ configuration: Game.Configuration, files: () throws -> GameFiles,
                             options: TerminalOptions) throws -> (Int32, GameFiles, GameState) {
        let session: TerminalSession
        do {
            session = try TerminalSession(options: options)
        } catch {
            throw CommandFailure("\(error)")
        }
        defer { session.end() }
        let opened: GameFiles
        do {
            opened = try files()
        } catch {
            // The terminal is the player's again before the one line is written.
            session.end()
            throw error
        }
        var configuration = configuration
        // A style of off leaves the quack (and so the bell) out.
        if configuration.bellStyle != .off { configuration.bell = session.bell }
        let scheduler = RunLoopScheduler()
        let extra = [opened.recorder?.middleware(scheduler: scheduler),
                     opened.tracer?.middleware(scheduler: scheduler, recorder: opened.recorder)]
        let store = Game.makeStore(configuration, scheduler: scheduler, extra: extra.compactMap { $0 })
        store.send(.launched)
        let status = TerminalApp.play(store, scheduler: scheduler, in: session)
        // A score or history save still waiting for another program's lock
        // finishes before the program ends (at most the lock's timeout), and
        // its result reaches the recorder; the terminal is the player's again
        // meanwhile.
        session.end()
        scheduler.finishRunning()
        return (status, opened, store.state)
    }

    /// The tracer, made once the terminal is the game's, like the recorder.
    fileprivate static func makeTracer(path: String) throws -> GameTracer {
        do {
            return try GameTracer(path: path)
        } catch {
            throw CommandFailure("--trace: \(error)", code: error.line == nil ? ExitStatus.cannotCreate : ExitStatus.failure)
        }
    }

    /// The recorder, made once the terminal is the game's (the path was
    /// checked before): a file that cannot be created after all stops the
    /// program with one line, the terminal given back first.
    static func makeRecorder(path: String, configuration: Game.Configuration) throws -> GameRecorder {
        do {
            return try GameRecorder(header: RecordingHeader(configuration: configuration), path: path)
        } catch {
            throw CommandFailure("--record: \(error)", code: error.line == nil ? ExitStatus.cannotCreate : ExitStatus.failure)
        }
    }
}

/// The game started: the composition root's first half, from the plain values.
extension PlaySettings {
    /// The game played with these settings; `config` is the settings file
    /// they were read over (its problems are said, on stderr and the title).
    func run(config: ConfigFile = ConfigFile(path: nil)) throws {
        let environment = UserAccount.environment
        config.warn()
        var configuration = configuration(environment: environment)
        configuration.launchWarning = config.titleWarning
        let names = PlayCommand.names(players)
        // One name is the solo game, played and scored under that name.
        if names.count == 1 && name == nil { configuration.playerName = names[0] }
        configuration.players = PlayCommand.lineup(names: names, vs: vs, soloName: configuration.playerName)
        let scoresPath = try UserAccount.scoresPath(option: scoresFile, environment: environment)
        // The title starts where it was last left, for what the command line and the file left open.
        let lastTitlePath = LastTitle.path(besideScores: scoresPath)
        if !daily, let last = LastTitle.read(lastTitlePath) { start(&configuration, at: last) }
        let scores = FileScoreStore(path: scoresPath)
        // A device or FIFO where the scores should be, or a file that was
        // never a scores file (`--scores-file ~/.bashrc`), is refused before
        // the terminal is touched.
        do {
            try scores.checkIsScoresFile()
        } catch {
            // Named as the player gave it: the option, or the default path alone.
            throw CommandFailure(scoresFile == nil ? "\(error)" : "--scores-file: \(error)",
                                 code: error.reason == .notAScoresFile ? ExitStatus.dataError : ExitStatus.noInput)
        }
        configuration.scoreStore = scores
        // Every game that ends goes to the history beside the scores.
        let history = FileHistoryStore(besideScores: scores.path)
        configuration.historyStore = history
        configuration.daily = daily
        // The game in play is kept beside the scores, to resume after Ctrl-C, a hang-up or a crash.
        let journal = FileJournal(path: FileJournal.path(besideScores: scoresPath),
                                  header: RecordingHeader(configuration: configuration))
        configuration.journal = journal
        // The journal writes on a queue of its own: its last lines reach the file before the program goes.
        defer { journal.flush() }
        // Every file named is checked now, and nothing is created, emptied or
        // renamed until the terminal is the game's: a refusal, the file's or
        // the terminal's, leaves every file as it was.
        let kept = PlayCommand.keptFiles(scores: scores, history: history, journal: journal)
        guard try PlayCommand.mayRecord(record, trace: trace, force: force, kept: kept) else { return }
        let files = { () throws -> PlayCommand.GameFiles in
            let recorder = try record.map { try PlayCommand.makeRecorder(path: $0, configuration: configuration) }
            do {
                return PlayCommand.GameFiles(recorder: recorder, tracer: try trace.map { try PlayCommand.makeTracer(path: $0) })
            } catch {
                try? recorder?.finish()
                throw error
            }
        }
        let (status, opened, final) = try PlayCommand.play(configuration, files: files,
                                                           options: terminalOptions(environment: environment))
        // The title as left is where the next start begins (a convenience: a file that cannot be written is passed over).
        try? LastTitle(final).write(lastTitlePath)
        if let recorder = opened.recorder, let record {
            do {
                try recorder.finish()
            } catch {
                try? opened.tracer?.finish()
                throw CommandFailure("\(record): \(error)")
            }
            // Said, as join says it: where the recording went and how to watch it (issue 35).
            let shown = record.sanitizedForTerminal
            print("Recorded in \(shown): threeducks replay \(shown)")
        }
        if let tracer = opened.tracer, let trace {
            do {
                try tracer.finish()
            } catch {
                throw CommandFailure("\(trace): \(error)")
            }
        }
        // Quit mid-game by Ctrl-C or a TERM: say the game was kept, and how to get it back.
        if status == 128 + SIGINT || status == 128 + SIGTERM, journal.keepsAGame {
            print("Your game is kept: run threeducks again to resume it.")
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The terminal's options from these settings and the environment.
    func terminalOptions(environment: [String: String]) -> TerminalOptions {
        DisplayOptions.terminalOptions(ascii: ascii, noColor: noColor, theme: theme, environment: environment,
                                       screenReader: screenReader || DisplayOptions.asksForScreenReader(environment))
    }

    /// The title set to `last` where neither the command line nor the
    /// settings file chose: the board unless one was chosen, the mode and its
    /// lineup unless `--players` or `--vs` seated one, and the lineups the
    /// other modes had.
    func start(_ configuration: inout Game.Configuration, at last: LastTitle) {
        if chosenBoard == nil { configuration.board = last.board }
        let people = last.players.map { Player(name: $0) }
        configuration.lastLineups = (people, last.level)
        guard players == nil, vs == nil else { return }
        switch last.mode {
        case .solo: break
        case .players where people.count > 1: configuration.players = people
        case .players: configuration.players = Player.seatNames.map { Player(name: $0) }
        case .computer: configuration.players = [Player.person(named: configuration.playerName), .computer(last.level)]
        }
    }
}
