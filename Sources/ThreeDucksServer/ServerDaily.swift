import ArgumentParser
import FoundationEssentials
import GameCore
import GameServer
import GameStorage
import Glibc
import StoreCore
import TerminalUI

/// How the terminal draws, for every request played at it (`daily`,
/// `host`, `join`, `watch`): the display options of `play`.
struct DisplayArguments: ParsableArguments {
    @Flag(help: "One line says what happened; nothing else moves (docs/accessibility.md).")
    var screenReader = false

    @Flag(help: "Draw the cards with ASCII letters instead of emoji.")
    var ascii = false

    @Flag(help: "No colours.")
    var noColor = false

    @Option(help: ArgumentHelp("The look: default or high-contrast.", valueName: "theme"))
    var theme = Theme.standard.rawValue

    @Option(help: ArgumentHelp("The quack: audible, visual or off.", valueName: "style"))
    var bell = BellStyle.audible.rawValue

    func validate() throws {
        guard Theme(rawValue: theme.lowercased()) != nil else {
            throw ValidationError("--theme: \"\(theme.sanitizedForTerminal)\" is no theme; default or high-contrast")
        }
        guard BellStyle(rawValue: bell.lowercased()) != nil else {
            throw ValidationError("--bell: \"\(bell.sanitizedForTerminal)\" is no bell; audible, visual or off")
        }
    }

    /// The same as `threeducks` options, for the game's own program (`host`, `join`).
    var words: [String] {
        (screenReader ? ["--screen-reader"] : []) + (ascii ? ["--ascii"] : []) + (noColor ? ["--no-color"] : [])
            + ["--theme", theme.lowercased()]
    }
}

/// `ssh -t ducks@HOST daily`'s words: the board and how the terminal draws.
struct DailyArguments: ParsableArguments {
    @Option(help: ArgumentHelp("The board: easy, medium, hard or RxC.", valueName: "board"))
    var board = "medium"

    @OptionGroup var display: DisplayArguments

    func validate() throws {
        guard Board(name: board) != nil else { throw ValidationError("--board: \"\(board.sanitizedForTerminal)\" is no board; a board is \(Board.allowed)") }
    }
}

/// `ssh -t ducks@HOST host`'s words.
struct HostArguments: ParsableArguments {
    @Option(help: ArgumentHelp("The room's name: a-z, 0-9, - and _ (default: yours, as a room name).", valueName: "name"))
    var room: String?

    @Option(help: ArgumentHelp("The board: easy, medium, hard or RxC.", valueName: "board"))
    var board: String?

    @OptionGroup var display: DisplayArguments
}

/// `ssh -t ducks@HOST join ROOM` and `watch ROOM`'s words.
struct RoomArguments: ParsableArguments {
    @Argument(help: "The room.")
    var room: String

    @OptionGroup var display: DisplayArguments
}

/// `ssh ducks@HOST board`'s words.
struct BoardArguments: ParsableArguments {
    @Flag(help: "Only today's daily.")
    var daily = false

    @Option(help: ArgumentHelp("Only this board (default: easy, medium and hard).", valueName: "board"))
    var board: String?

    @Flag(help: "As JSON (docs/server.md).")
    var json = false

    func validate() throws {
        if let board, Board(name: board) == nil {
            throw ValidationError("--board: \"\(board.sanitizedForTerminal)\" is no board; a board is \(Board.allowed)")
        }
    }

    /// The boards' names asked for.
    var boards: [String] { board.flatMap(Board.init(name:)).map { [$0.name] } ?? Board.presets.map(\.name) }
}

/// The verified daily (docs/server.md): the game runs here, in the
/// session's terminal, so the deck never leaves the server, a face shows
/// only when turned, and the clock is the server's. The result goes on the
/// server's board through the game's own score port (`DailyScores`); the
/// game in play is kept in a journal of this attempt's own, so a dropped
/// connection resumes it that day.
enum ServerDaily {
    /// Plays `attempt` of `player` at `daily` on `board`; the exit status.
    static func play(_ session: ServerSession, key: PlayerKey, player: ServerPlayer, daily: DailyBoard, board: Board,
                     arguments: DailyArguments, dataDirectory: String) throws -> Int32 {
        let journalPath = "\(dataDirectory)/attempts/\(daily.date)/\(daily.board)-\(fileName(key.fingerprint)).jsonl"
        do {
            try DurableFile.createParentDirectories(of: journalPath, mode: 0o700)
        } catch {
            throw ServerRefusal("\(error)", code: ServerRefusal.cannotCreate)
        }
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.daily = true
        configuration.playerName = player.name
        // The attempt's day, whatever the time when the deal comes.
        let began = Date(timeIntervalSince1970: Double(session.now))
        configuration.now = { began }
        configuration.bellStyle = BellStyle(rawValue: arguments.display.bell.lowercased()) ?? .audible
        configuration.scoreStore = DailyScores(store: session.store, fingerprint: key.fingerprint, daily: daily,
                                               server: session.serverName, seed: DailyDeal.seed(date: daily.date, board: board))
        let journal = FileJournal(path: journalPath, header: RecordingHeader(configuration: configuration))
        configuration.journal = journal
        defer { journal.flush() }
        let display = arguments.display
        let options = TerminalOptions(ascii: display.ascii, color: !display.noColor, screenReader: display.screenReader,
                                      theme: Theme(rawValue: display.theme.lowercased()) ?? .standard)
        ServerCommand.assumeUTF8()
        let terminal: TerminalSession
        do {
            terminal = try TerminalSession(options: options)
        } catch {
            throw ServerRefusal("\(error)", code: ServerRefusal.usage)
        }
        defer { terminal.end() }
        if configuration.bellStyle != .off { configuration.bell = terminal.bell }
        let scheduler = RunLoopScheduler()
        let store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [givingUp(session.store, fingerprint: key.fingerprint, daily: daily)])
        store.send(.launched)
        // Straight into the attempt: the game kept from a dropped session, or the day's deal.
        store.send(store.state.waitingGame != nil ? .resumeTapped : .dailyTapped)
        let status = TerminalApp.play(store, scheduler: scheduler, in: terminal, net: NetTurn(
            // Given up, the game is gone (the title): so is the session.
            wake: -1, drain: {}, isFinished: { store.state.screen == .title }, judge: { action, _ in leaves(action) ? .quit : .allow },
            viewer: .dailyOnServer))
        terminal.end()
        scheduler.finishRunning()
        return status
    }

    /// What would end the attempt's game for another: the session ends instead.
    static func leaves(_ action: GameAction) -> Bool {
        switch action {
        case .playAgainTapped, .backToTitleTapped, .startTapped, .dailyTapped, .waitingGameDiscarded, .boardChosen, .playersChosen:
            true
        default:
            false
        }
    }

    /// The link that ends a given-up attempt on the board: over, no result.
    static func givingUp(_ store: any ServerStore, fingerprint: String, daily: DailyBoard) -> Middleware<GameState, GameAction> {
        Middleware("attempt") { action, before, after in
            guard action == .gaveUp, before.round?.isInGame == true, after.round?.isInGame != true else { return .none }
            return .perform(AttemptWork.givenUp(daily), with: { _ in
                try? store.endAttempt(fingerprint, daily, won: nil, at: Int64(time(nil)))
            })
        }
    }

    enum AttemptWork: Equatable, Sendable {
        case givenUp(DailyBoard)
    }

    /// A fingerprint as a file name: base64's `/` and `+` made `_` and `-`.
    static func fileName(_ fingerprint: String) -> String {
        String(fingerprint.dropFirst("SHA256:".count).map { $0 == "/" ? "_" : $0 == "+" ? "-" : $0 })
    }
}

/// The game's score port on the server's board: the day's top ten as the
/// win screen's table, and a win recorded as the attempt's result, with
/// its place on the whole board (`ScoreTable.standing`).
final class DailyScores: ScoreStore, Sendable {
    let store: any ServerStore
    let fingerprint: String
    let daily: DailyBoard
    let server: String
    let seed: UInt64

    init(store: any ServerStore, fingerprint: String, daily: DailyBoard, server: String, seed: UInt64) {
        self.store = store
        self.fingerprint = fingerprint
        self.daily = daily
        self.server = server
        self.seed = seed
    }

    func load() throws -> ScoreLoad {
        ScoreLoad(table: try table())
    }

    func record(_ record: ScoreRecord) throws -> ScoreTable {
        try store.endAttempt(fingerprint, daily, won: (record.moves, record.finerMilliseconds), at: Int64(time(nil)))
        var table = try table()
        table.standing = try store.standing(fingerprint, daily).map { Standing(rank: $0.rank, of: $0.of, on: server) }
        return table
    }

    private func table() throws -> ScoreTable {
        guard let board = Board(name: daily.board) else { return ScoreTable() }
        return ScoreTable(try store.results(of: daily, limit: ScoreTable.limit).map { result in
            ScoreRecord(name: result.name, moves: result.moves, seconds: result.seconds, date: .now, seed: seed, board: board,
                        milliseconds: result.milliseconds)
        })
    }
}
