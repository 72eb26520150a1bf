import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
import Glibc
import NetTransport

/// `threeducks scores`: shows the high-score table, or resets it.
///
/// It only reads, except `--reset`, which writes under the same lock as a
/// game. A corrupt file is reported (exit 65) and left exactly as it is:
/// only a game's write moves a corrupt file aside.
struct ScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Show the high scores, or reset them.")

    @Option(help: ArgumentHelp("The scores file (default: as for play).", valueName: "path"), completion: .file())
    var scoresFile: String?

    @OptionGroup var only: BoardFilter
    /// The board asked for with `--board`, or nil for all.
    var board: Board? { only.board }

    @Flag(help: "Print the scores as JSON, for scripts.")
    var json = false

    @Flag(help: "List the daily games from the history instead, newest first.")
    var daily = false

    @Option(help: ArgumentHelp("A Three Ducks server's boards instead, through ssh (docs/server.md): ducks@HOST.",
                               valueName: "[user@]host"))
    var server: String?

    @Flag(help: "Clear the scores (of --board only, if given) after a y/N question.")
    var reset = false

    @Flag(help: "With --reset: do not ask.")
    var yes = false

    func validate() throws {
        if yes && !reset { throw ValidationError("--yes goes only with --reset") }
        if json && reset { throw ValidationError("--json and --reset do not go together") }
        if daily && reset { throw ValidationError("--daily and --reset do not go together") }
        if scoresFile?.isEmpty == true { throw ValidationError("--scores-file: the path is empty") }
        if let server {
            if server.isEmpty || server.hasPrefix("-") || server.contains(where: { $0 == " " || $0.asciiValue.map { $0 < 0x20 } ?? false }) {
                throw ValidationError("--server: \"\(server.sanitizedForTerminal)\" is no ssh destination; give one as ducks@HOST")
            }
            if reset || scoresFile != nil { throw ValidationError("--server goes with --board, --daily and --json only") }
        }
    }

    func run() throws {
        if let server { return try printServer(server) }
        let path = try UserAccount.scoresPath(option: scoresFile, environment: UserAccount.environment)
        if daily { return try printDaily(scoresPath: path) }
        let store = FileScoreStore(path: path)
        // A file that was never a scores file (`--scores-file ~/.bashrc`) is
        // named so, as play names it, not called corrupt (issue 35).
        do {
            try store.checkIsScoresFile()
        } catch where error.reason == .notAScoresFile {
            throw CommandFailure("\(error)", code: ExitStatus.dataError)
        } catch {
            // Any other problem is the read's to report, below.
        }
        let file = try Self.read(store)
        if let warning = file?.warning(path: path) {
            CommandFailure.warn(warning)
        }
        let report = ScoresReport(path: path, file: file, board: board)
        if reset {
            try resetScores(store, report: report)
        } else {
            print(json ? report.json : report.text, terminator: "")
        }
    }

    /// A server's boards: `ssh SERVER board …`, its answer as it comes.
    private func printServer(_ server: String) throws {
        let words = (daily ? ["--daily"] : []) + (board.map { ["--board", $0.name] } ?? []) + (json ? ["--json"] : [])
        switch RemoteCommand.run(RemoteCommand.serverBoard(destination: server, words: words)) {
        case nil, 127?:
            throw CommandFailure("--server: ssh cannot be run: install OpenSSH's client (apt-get install openssh-client)",
                                 code: ExitStatus.unavailable)
        case 255?:
            throw CommandFailure("--server: cannot reach \(server.sanitizedForTerminal) (ssh exited with status 255): "
                                 + "check that ssh \(server.sanitizedForTerminal) logs you in with your key", code: ExitStatus.unavailable)
        case let status?:
            // The server said why in its own line, on standard error.
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// The daily games, from the history beside the scores file.
    private func printDaily(scoresPath: String) throws {
        let history = FileHistoryStore(besideScores: scoresPath)
        let contents = try StatsCommand.dailyGames(history)
        if let warning = contents?.warning(path: history.path) { CommandFailure.warn(warning) }
        let report = DailyReport(path: history.path, records: contents?.records ?? [], board: board)
        print(json ? report.json : report.text, terminator: "")
    }

    private func resetScores(_ store: FileScoreStore, report: ScoresReport) throws {
        guard report.file != nil else {
            print(report.text, terminator: "")
            return
        }
        let which = board.map { "the \($0.name) scores" } ?? "all scores"
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure("--reset: nothing cleared: stdin is not a terminal to answer y/N (pass --yes)")
            }
            print("Clear \(which) in \(report.safePath)? [y/N] ", terminator: "")
            fflush(nil)  // every stream: stdout is not reachable from Swift 6
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                print("Nothing cleared.")
                return
            }
        }
        do {
            try store.reset(board)
        } catch {
            throw CommandFailure("\(error)", code: error.isCorrupt ? ExitStatus.dataError : ExitStatus.failure)
        }
        print("Cleared \(which) in \(report.safePath).")
    }

    /// The file, nil when there is none; an unusable one is an error and
    /// stays untouched.
    private static func read(_ store: FileScoreStore) throws -> ScoresFile? {
        do {
            return try store.read()
        } catch {
            switch error.reason {
            case .corrupt, .tooLarge, .unsupportedFormat, .notAScoresFile:
                throw CommandFailure("\(error)", code: ExitStatus.dataError)
            case .io, .notAFile:
                throw CommandFailure("\(error)", code: ExitStatus.noInput)
            case .locked, .invalidRecord:
                throw CommandFailure("\(error)")
            }
        }
    }
}
