#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileLocking
import GameCore
import Glibc

/// The scores kept in a JSON file (see docs/scores.md), safe against other
/// games writing at the same time, crashes, and files edited by hand.
///
/// Reading never changes the file. Each write locks the lock file beside it
/// (`scores.json.lock`), reads and merges what is there, and replaces the file
/// atomically. A corrupt file is never overwritten: a game's write moves it
/// aside as `scores.json.corrupt-<time>` and starts a fresh one.
package final class FileScoreStore: ScoreStore {
    /// The scores file.
    package let path: String
    private let now: @Sendable () -> Date
    private let lockTimeout: Duration

    /// The store for the file at `path`; `now` dates a corrupt file's new
    /// name; a write waits at most `lockTimeout` for another writer.
    package init(path: String, now: @escaping @Sendable () -> Date = Date.init, lockTimeout: Duration = .seconds(5)) {
        self.path = path
        self.now = now
        self.lockTimeout = lockTimeout
    }

    /// The lock file every writer locks, beside the scores file.
    package var lockPath: String { path + ".lock" }

    /// The file as it is, or nil when there is none yet. Throws when it
    /// cannot be read, is corrupt or has another format; changes nothing.
    package func read() throws(KeptFileError) -> ScoresFile? {
        guard let data = try DurableFile.read(path, limit: ScoresFile.byteLimit) else { return nil }
        return try ScoresFile.decode(data, path: path)
    }

    /// The table for the title screen; every problem is a warning, since the
    /// game can be played without it.
    package func load() -> ScoreLoad {
        do throws(KeptFileError) {
            guard let file = try read() else { return ScoreLoad(table: ScoreTable()) }
            return ScoreLoad(table: file.table, warning: file.warning(path: path))
        } catch {
            let consequence = switch error.reason {
            case .corrupt, .tooLarge: "moved aside when a score is saved"
            case .unsupportedFormat, .notAFile, .invalidRecord, .notAScoresFile: "scores will not be saved"
            case .io, .locked: "scores may not be saved"
            }
            return ScoreLoad(table: ScoreTable(), warning: "\(error); \(consequence)".sanitizedForTerminal)
        }
    }

    /// Throws when something other than a regular file is at the path (a
    /// device, a FIFO, a directory): the program says so before it starts.
    package func checkFile() throws(KeptFileError) {
        try DurableFile.requireRegularOrMissing(path)
    }

    /// Throws what `checkFile` throws, and `.notAScoresFile` when the file
    /// there, not empty, was never a Three Ducks scores file (a typo such as
    /// `--scores-file ~/.bashrc`): it is neither read, moved aside nor
    /// replaced. Reads at most the file's limit and changes nothing.
    package func checkIsScoresFile() throws(KeptFileError) {
        try checkFile()
        guard let head = try DurableFile.head(path, limit: ScoresFile.byteLimit) else { return }
        if ScoresFile.wasNeverOne(head) { throw KeptFileError(path: path, .notAScoresFile) }
    }

    /// Merges `record` into the file under the lock and returns the table as
    /// saved. A corrupt file is moved aside first and the record starts a
    /// fresh one; a file of another format is left alone and this throws. A
    /// record the reader would refuse is never written: it would be skipped
    /// at the next launch and lost at the next save.
    package func record(_ record: ScoreRecord) throws -> ScoreTable {
        if let problem = record.validationProblem {
            throw KeptFileError(path: path, .invalidRecord(problem))
        }
        return try update(movingCorruptFileAside: true) { $0.insert(record) }
    }

    /// Empties one board (or all) under the lock; false when there is no
    /// file, which is left uncreated. A corrupt file throws and stays as it is.
    @discardableResult
    package func reset(_ board: Board?) throws(KeptFileError) -> Bool {
        var existed = false
        _ = try update(movingCorruptFileAside: false, creating: false) { table in
            existed = true
            table.reset(board)
        }
        return existed
    }

    /// Lock, clear stale temporaries, read, change, replace, unlock.
    /// `change` is not called when the file is missing and `creating` is
    /// false.
    private func update(movingCorruptFileAside: Bool, creating: Bool = true,
                        _ change: (inout ScoreTable) -> Void) throws(KeptFileError) -> ScoreTable {
        // Refused before anything is created beside it: no /dev/null.lock.
        try checkFile()
        if creating { try DurableFile.createParentDirectories(of: path) }
        if !creating && FileKind.of(path) == nil { return ScoreTable() }
        let lock = try FileLock.kept(lockPath, for: path, timeout: lockTimeout)
        defer { lock.unlock() }
        DurableFile.removeStaleTemporaries(of: path)
        var table = ScoreTable()
        var movedAside: String?
        do throws(KeptFileError) {
            if let file = try read() {
                table = file.table
            } else if !creating {
                return table
            }
        } catch where error.isCorrupt && movingCorruptFileAside {
            // Another program's file is never moved aside: only a damaged scores file is.
            try checkIsScoresFile()
            movedAside = try DurableFile.moveAside(path, suffix: ".corrupt-" + Self.stamp(now()))
        }
        change(&table)
        let data = ScoresFile.encode(table)
        // Never write what the reader refuses: a file over its limit would be
        // called corrupt and moved aside at the next launch.
        guard data.count <= ScoresFile.byteLimit else {
            throw KeptFileError(path: path, .invalidRecord(
                "the scores file would be \(data.count) bytes, over the limit of \(ScoresFile.byteLimit) it is read to"))
        }
        do throws(KeptFileError) {
            try DurableFile.replace(path, with: data)
        } catch {
            // The player must learn where the corrupt file went, even when the new one failed.
            guard let movedAside, case .io(let message) = error.reason else { throw error }
            throw KeptFileError(path: path, .io("\(message) (the corrupt file was moved aside to \(movedAside))"))
        }
        return table
    }

    /// `20260105T100000Z`: sorts by time and is safe in a file name.
    static func stamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
    }
}
