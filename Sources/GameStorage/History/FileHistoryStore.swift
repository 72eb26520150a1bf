#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileLocking
import GameCore
import Glibc

/// The history of every game that ended, in a JSON-lines file beside the
/// scores (`history.jsonl`, see docs/history.md).
///
/// Each append locks the lock file beside it (`history.jsonl.lock`), as the
/// scores file's writers do, and adds one whole line with one `write` on a
/// file opened to append, then syncs it. A line a crash cut short is ended
/// with a newline by the next append, so it stays one damaged record, skipped
/// and reported, and every record after it reads. Reading never changes the
/// file: `read` (the game, `scores --daily`) reads at most
/// `HistoryFile.readLimit` bytes, from the end; `figures` (`stats`) counts
/// every game, through the summary it keeps beside the file
/// (FileHistoryStore+Figures.swift).
package final class FileHistoryStore: HistoryStore {
    /// The history file.
    package let path: String
    private let lockTimeout: Duration

    package init(path: String, lockTimeout: Duration = .seconds(5)) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// The history file beside the scores file at `scoresPath`.
    package convenience init(besideScores scoresPath: String) {
        let directory = DurableFile.directory(of: scoresPath)
        self.init(path: (directory.isEmpty ? "" : directory + "/") + "history.jsonl")
    }

    /// The lock file every writer locks.
    package var lockPath: String { path + ".lock" }

    /// The history opened for reading, never blocking, with its `stat`: nil
    /// when there is no file yet; a file that is not a regular one (a FIFO,
    /// a device, a directory) throws before a byte is read.
    func openHistory() throws(HistoryFileError) -> (descriptor: Int32, info: stat)? {
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw system("cannot open")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw system("cannot read", errno: code)
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else {
            close(descriptor)
            throw HistoryFileError(path: path, .notAFile(kind))
        }
        return (descriptor, info)
    }

    /// The records, or nil when there is no file yet. Throws when the file
    /// cannot be read or is not a history this program reads.
    package func read() throws(HistoryFileError) -> HistoryFile.Contents? {
        guard let (descriptor, info) = try openHistory() else { return nil }
        defer { close(descriptor) }
        let size = Int(info.st_size)
        // A longer file is read from its end: the newest games matter most.
        let start = max(0, size - HistoryFile.readLimit)
        if start > 0, lseek(descriptor, off_t(start), SEEK_SET) < 0 { throw system("cannot read") }
        let data: Data
        do {
            data = try DurableFile.readUpTo(HistoryFile.readLimit, from: descriptor)
        } catch {
            throw system("cannot read", errno: error.code)
        }
        do throws(HistoryFileError.Reason) {
            return try HistoryFile.decode(data, fromStart: start == 0)
        } catch {
            throw HistoryFileError(path: path, error)
        }
    }

    /// The records for the game; damaged ones are a warning.
    package func load() throws -> HistoryLoad {
        guard let contents = try read() else { return HistoryLoad(records: []) }
        return HistoryLoad(records: contents.records, warning: contents.warning(path: path))
    }

    /// Adds `record` as one line at the end, under the lock. A file that is
    /// not a history, or of a newer format, is left alone and this throws.
    package func append(_ record: HistoryRecord) throws {
        if let problem = record.validationProblem {
            throw HistoryFileError(path: path, .io("the game was not added: \(problem)"))
        }
        let line: Data
        do {
            line = try HistoryFile.line(record)
        } catch let reason as HistoryFileError.Reason {
            throw HistoryFileError(path: path, reason)
        }
        let lock: FileLock
        do throws(KeptFileError) {
            try DurableFile.requireRegularOrMissing(path)
            try DurableFile.createParentDirectories(of: path)
            lock = try FileLock.kept(lockPath, for: path, timeout: lockTimeout)
        } catch {
            throw HistoryFileError(path: path, error)
        }
        defer { lock.unlock() }
        try appendLocked(line)
    }

    private func appendLocked(_ line: Data) throws(HistoryFileError) {
        let descriptor = path.withPathCString {
            open($0, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o644)
        }
        guard descriptor >= 0 else { throw system("cannot open to add the game") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw system("cannot add the game") }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw HistoryFileError(path: path, .notAFile(kind)) }
        var bytes = Data()
        if info.st_size == 0 {
            bytes = HistoryFile.header
        } else if try isCutHeader(descriptor, size: info.st_size) {
            // A crash cut the first append inside the header: write it again, whole.
            guard ftruncate(descriptor, 0) == 0 else { throw system("cannot add the game") }
            bytes = HistoryFile.header
        } else {
            try checkHeader()
            // A line a crash cut short ends here, so it stays one damaged record.
            if try lastByte(descriptor, size: info.st_size) != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        bytes.append(line)
        do {
            try DurableFile.writeAll(bytes, to: descriptor)
        } catch {
            throw system("cannot add the game", errno: error.code)
        }
        guard fsync(descriptor) == 0 else { throw system("cannot sync") }
    }

    /// Refuses to add to a file that is not a history of this format.
    private func checkHeader() throws(HistoryFileError) {
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { throw system("cannot open") }
        defer { close(descriptor) }
        let data: Data
        do {
            data = try DurableFile.readUpTo(HistoryFile.lineLimit, from: descriptor)
        } catch {
            throw system("cannot read", errno: error.code)
        }
        let first = data.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)[0]
        do throws(HistoryFileError.Reason) {
            let format = try HistoryFile.format(ofHeader: first)
            guard format == HistoryFile.currentFormat else { throw .unsupportedFormat(format) }
        } catch {
            throw HistoryFileError(path: path, error)
        }
    }

    private func isCutHeader(_ descriptor: Int32, size: off_t) throws(HistoryFileError) -> Bool {
        guard size < HistoryFile.header.count else { return false }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        guard pread(descriptor, &bytes, bytes.count, 0) == bytes.count else { throw system("cannot read") }
        return HistoryFile.isCutHeader(Data(bytes))
    }

    private func lastByte(_ descriptor: Int32, size: off_t) throws(HistoryFileError) -> UInt8 {
        var byte: UInt8 = 0
        guard pread(descriptor, &byte, 1, size - 1) == 1 else { throw system("cannot read") }
        return byte
    }

    func system(_ what: String, errno code: Int32 = errno) -> HistoryFileError {
        HistoryFileError(path: path, .io("\(what): \(String(cString: strerror(code)))"))
    }
}
