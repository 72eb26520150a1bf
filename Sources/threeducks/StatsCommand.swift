import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
import Glibc

/// `threeducks stats`: how you are doing, per board, from the history of
/// every game that ended, every one counted. Writes only the summary it
/// keeps beside the history, a cache (docs/history.md).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Games played, won, given up and a chart, per board.")

    @Option(help: ArgumentHelp("The scores file; the history is the history.jsonl beside it (default: as for play).",
                               valueName: "path"), completion: .file())
    var scoresFile: String?

    @OptionGroup var only: BoardFilter
    /// The board asked for with `--board`, or nil for all.
    var board: Board? { only.board }

    @Flag(help: "Print the figures as JSON, for scripts.")
    var json = false

    @Flag(help: "Draw the chart in ASCII (also outside a UTF-8 locale).")
    var ascii = false

    func validate() throws {
        if scoresFile?.isEmpty == true { throw ValidationError("--scores-file: the path is empty") }
    }

    func run() throws {
        let scores = try UserAccount.scoresPath(option: scoresFile, environment: UserAccount.environment)
        let store = FileHistoryStore(besideScores: scores)
        let figures = try Self.figures(store)
        if let warning = figures?.warning(path: store.path) { CommandFailure.warn(warning) }
        let report = StatsReport(path: store.path, summary: figures?.summary ?? HistorySummary(), board: board,
                                 today: DailyDeal.date(of: Date()), unicode: !ascii && Self.isUTF8Locale)
        print(json ? report.json : report.text, terminator: "")
    }

    /// Every game of the history counted (through the summary kept beside
    /// it, docs/history.md), nil when there is no history yet. A file that
    /// is not a history this program reads is a data error (65); one that
    /// cannot be opened or is not a regular file, no input (66).
    static func figures(_ store: FileHistoryStore) throws -> HistoryFigures? {
        do {
            return try store.figures()
        } catch {
            throw CommandFailure("\(error)", code: error.isDataError ? ExitStatus.dataError : ExitStatus.noInput)
        }
    }

    /// The history's daily games that count, every one (`scores --daily`),
    /// nil when there is none yet; the same exit codes.
    static func dailyGames(_ store: FileHistoryStore) throws -> HistoryFile.Contents? {
        do {
            return try store.dailyGames()
        } catch {
            throw CommandFailure("\(error)", code: error.isDataError ? ExitStatus.dataError : ExitStatus.noInput)
        }
    }

    /// The locale's characters are UTF-8 (`LC_ALL`, `LC_CTYPE`, `LANG`), as
    /// the game's terminal decides.
    static var isUTF8Locale: Bool {
        setlocale(LC_CTYPE, "")
        return String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    }
}
