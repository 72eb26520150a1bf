#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileLocking
import GameCore
import Glibc

/// The journal of the game in play, in a file beside the scores
/// (docs/journal.md): a recording's header and format-2 action lines
/// (`{"action":{"cardFlipped":{"id":3}},"t":1250}`), without the final line.
/// Each action is one `write` to a descriptor opened `O_APPEND`, made on the
/// journal's own queue (`JournalWriter`) right after the store handled it,
/// so a slow disk never stalls the game; a killed program leaves at most
/// its last line cut short.
///
/// One program keeps the journal at a time: `load` takes an exclusive
/// `flock` on `journal.jsonl.lock` and holds it until the program ends. A
/// second program started meanwhile neither offers nor writes the journal,
/// and says so. Only a regular file is read, written, removed or moved aside.
package final class FileJournal: Journal, @unchecked Sendable {
    // Sendable by hand, as `Journal` asks: the journal link calls it only on
    // its store's thread, and nothing else touches it while the game runs.
    /// The journal file.
    package let path: String
    /// The largest journal read: 8 MiB, as for a recording.
    package static let byteLimit = RecordingReader.defaultByteLimit
    /// How many clock lines are folded away before the file is rewritten
    /// without them: about four minutes of play, 14 KiB.
    package static let foldLimit = 256

    private var header: RecordingHeader
    private let now: () -> Date
    private let clock = ContinuousClock()
    /// One encoder for every line: a flip should not build one.
    private let encoder = RecordLine.makeEncoder()
    private var lock: FileLock?
    private var isKept = false
    /// A game's journal is being written.
    private var isWriting = false
    private let writer: JournalWriter
    /// The lines `load` found (the last one whole) and the game they hold.
    private var found: (lines: [Data], game: JournaledGame, lastTime: Int64)?
    /// The journal's lines as they stand once folded: every run of
    /// `clockMeasured` lines kept as its last (the clock only goes on, so
    /// its last measurement is all the run says). Without newlines.
    private var kept: [Data] = []
    /// The last line written is a `clockMeasured` line.
    private var endsOnClock = false
    /// Clock lines the file holds that `kept` folded away.
    private var folded = 0
    /// The `t` of this run's first line, and when this run's lines began.
    private var base: (time: Int64, start: ContinuousClock.Instant) = (0, ContinuousClock().now)

    /// The journal at `path`; `header` carries the options written in its
    /// first line (the board, players and seed are each game's own); `now`
    /// dates an unreadable journal's new name.
    package init(path: String, header: RecordingHeader, now: @escaping () -> Date = Date.init) {
        self.path = path
        self.header = header
        self.now = now
        writer = JournalWriter(path: path)
    }

    deinit {
        // Every line asked for is written before the lock goes (with this object).
        writer.flush()
    }

    /// Returns when every line asked for is written: the program calls it
    /// before it exits, however the game ended.
    package func flush() {
        writer.flush()
    }

    /// Where the journal lives: `journal.jsonl` in the scores file's directory.
    package static func path(besideScores scoresPath: String) -> String {
        let directory = DurableFile.directory(of: scoresPath)
        return directory.isEmpty ? "journal.jsonl" : (directory == "/" ? "" : directory) + "/journal.jsonl"
    }

    /// The game `load` found, from its deal on: what `host --resume` rebuilds its room from.
    package var foundGame: JournaledGame? { found?.game }

    /// A game in play is being journaled (dealt or resumed, not ended): the
    /// next launch offers it.
    package var keepsAGame: Bool { isWriting }

    package func load() -> JournalLoad {
        if let problem = takeLock() {
            return JournalLoad(warning: "\(problem): this game will not be kept to resume".sanitizedForTerminal)
        }
        isKept = true
        // Under the lock: any temporary of a journal being replaced was left
        // by a program killed mid-replace.
        DurableFile.removeStaleTemporaries(of: path)
        let data: Data?
        do throws(KeptFileError) {
            data = try DurableFile.read(path, limit: Self.byteLimit)
        } catch {
            // DurableFile's errors name the scores file unless told which file this is.
            let error = error.about(.journal)
            if case .notAFile = error.reason {
                isKept = false
                return JournalLoad(warning: "\(error); games will not be kept to resume".sanitizedForTerminal)
            }
            return moveAside(because: "\(error)")
        }
        guard let data else { return JournalLoad() }
        do throws(RecordingError) {
            let read = try JournalText.parse(data)
            let game = JournaledGame(board: read.header.board, players: read.header.lineup,
                                     actions: read.actions.map(\.action))
            if let won = game.won {
                // Every pair found, the program gone in the win pause: the
                // win is finished now, and the journal ends with it.
                found = (read.lines, game, read.lastTime)
                return JournalLoad(won: won)
            }
            guard let resumable = game.resumable else {
                // A game that ended before its journal went (won, given up): nothing to offer.
                remove()
                return JournalLoad()
            }
            found = (read.lines, game, read.lastTime)
            return JournalLoad(game: resumable)
        } catch {
            return moveAside(because: "\(error)")
        }
    }

    package func begin(board: Board, players: [Player], deal: GameAction) {
        guard isKept else { return }
        found = nil
        header.board = board
        // The solo player by name too, as a recording's header does (none
        // for the placeholder name: 1.0's header): a win left in its pause
        // and finished at the next launch is kept under that name.
        header.players = players == [Player(name: Player.defaultName)] ? nil : players
        if let seed = deal.dealt?.seed { header.seed = seed }
        start(lines: [Data(RecordLine.encode(HeaderLine(header)).utf8)] + [line(deal, time: 0)].compactMap { $0 }, lastTime: 0)
    }

    package func resume() {
        guard isKept, let found else { return }
        self.found = nil
        let added = found.game.resumeActions.compactMap { line($0, time: found.lastTime) }
        start(lines: found.lines + added, lastTime: found.lastTime)
    }

    package func append(_ action: GameAction) {
        guard isWriting else { return }
        let elapsed = clock.now - base.start
        let time = base.time + elapsed.wholeMilliseconds
        guard let line = line(action, time: time) else { return }
        writer.append(line + Data("\n".utf8))
        let isClock: Bool
        if case .clockMeasured = action { isClock = true } else { isClock = false }
        if isClock && endsOnClock {
            kept[kept.count - 1] = line
            folded += 1
        } else {
            kept.append(line)
        }
        endsOnClock = isClock
        if folded >= Self.foldLimit {
            // A line a second of play: the file is rewritten folded, so a
            // game of any length keeps a journal of its actions' size.
            writer.compact(to: Self.text(kept))
            folded = 0
        }
    }

    package func takeFailure() -> String? {
        writer.takeFailure()
    }

    package func end() {
        found = nil
        kept = []
        folded = 0
        isWriting = false
        writer.end(removing: isKept)
    }

    // MARK: The file

    /// Replaces the journal with `lines` and opens it for appending, the
    /// next line's time counted on from `lastTime`.
    private func start(lines: [Data], lastTime: Int64) {
        // A journal from before the folding (1.1.0) is folded as it goes on.
        kept = Self.folded(lines)
        endsOnClock = kept.last.map(Self.isClockLine) ?? false
        folded = 0
        writer.replace(with: Self.text(kept))
        isWriting = true
        base = (lastTime, clock.now)
    }

    /// The lines, each with its newline.
    private static func text(_ lines: [Data]) -> Data {
        lines.reduce(into: Data()) { $0 += $1 + Data("\n".utf8) }
    }

    /// `lines` with every run of clock lines kept as its last.
    static func folded(_ lines: [Data]) -> [Data] {
        var kept: [Data] = []
        var endsOnClock = false
        for line in lines {
            let isClock = isClockLine(line)
            if isClock && endsOnClock { kept[kept.count - 1] = line } else { kept.append(line) }
            endsOnClock = isClock
        }
        return kept
    }

    /// A `clockMeasured` line as this program writes it (keys sorted, so
    /// the action comes first); any other spelling is simply not folded.
    private static func isClockLine(_ line: Data) -> Bool {
        line.starts(with: clockLinePrefix)
    }

    private static let clockLinePrefix = Data(#"{"action":{"clockMeasured":"#.utf8)

    /// The action's line without its newline; nil for the few 1.0 actions
    /// format 2 has no form for (never sent by this program).
    private func line(_ action: GameAction, time: Int64) -> Data? {
        RecordedAction(action).flatMap { try? encoder.encode(ActionLine(t: time, action: $0)) }
    }

    private func remove() {
        guard FileKind.of(path) == .regular else { return }
        path.withPathCString { _ = unlink($0) }
    }

    /// Puts an unreadable journal aside, as the scores file's corrupt files
    /// are, and says so in one line.
    private func moveAside(because problem: String) -> JournalLoad {
        let what = "The unfinished game could not be read (\(problem))"
        do throws(KeptFileError) {
            let target = try DurableFile.moveAside(path, suffix: ".corrupt-" + FileScoreStore.stamp(now()))
            return JournalLoad(warning: "\(what); it was moved aside to \(target)".sanitizedForTerminal)
        } catch {
            isKept = false
            return JournalLoad(warning: "\(what), nor moved aside: \(error.about(.journal))".sanitizedForTerminal)
        }
    }

    /// Takes the lock every program keeping the journal holds while it runs;
    /// why not, in a few words.
    private func takeLock() -> String? {
        let lockPath = path + ".lock"
        do throws(KeptFileError) {
            try DurableFile.createParentDirectories(of: lockPath)
        } catch {
            return "\(error.about(.journal))"
        }
        switch lockPath.withPathCString({ FileLock.take($0, mode: 0o644, followingLinks: true) }) {
        case .success(let held):
            lock = held
            return nil
        case .failure(.cannotOpen(let code)): return "cannot open \(lockPath): \(Errno(code))"
        case .failure(.notARegularFile): return "\(lockPath) is not a regular file"
        case .failure(.held): return "another Three Ducks is running"
        case .failure(.cannotLock(let code)): return "cannot lock \(lockPath): \(Errno(code))"
        case .failure(.keepsChanging): return "cannot take the lock \(lockPath): it keeps changing"
        }
    }
}
