#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileLocking
import GameCore
import Glibc

/// What `threeducks stats` counts: every game of the history, however
/// long, and the lines that did not read.
package struct HistoryFigures: Equatable, Sendable {
    package var summary = HistorySummary()
    package var damagedCount = 0
    /// The first five damaged lines' numbers (1 is the header).
    package var damagedLines: [Int] = []
    /// Where the history's lines were read from: 0 when it was read whole
    /// (no summary matched it), else the end of the lines the summary covered.
    package var readFrom = 0

    package init() {}

    /// One line for the player, or nil when every record read.
    package func warning(path: String) -> String? {
        HistoryFile.damagedWarning(count: damagedCount, lines: damagedLines).map { "\(path): " + $0 }
    }
}

extension FileHistoryStore {
    /// The summary `stats` keeps beside the history (`HistorySummaryFile`).
    package var summaryPath: String { path + ".summary" }

    /// Every game of the history counted, or nil when there is no history
    /// yet. Reads the summary beside it and only the lines after those it
    /// covers; the whole history, one buffer at a time, when there is no
    /// summary that matches it. Then, when it read new lines, `keep` and
    /// the lock free right now (never waiting), it writes the summary anew
    /// so the next call reads only what is added after. A history that is
    /// not one, or not a regular file, throws as `read` does.
    package func figures(keep: Bool = true) throws(HistoryFileError) -> HistoryFigures? {
        guard let (descriptor, info) = try openHistory() else { return nil }
        defer { close(descriptor) }
        let size = Int(info.st_size)
        let (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))

        var state: HistorySummaryFile
        var readFrom = 0
        if let kept = readSummary(), kept.device == device, kept.inode == inode, kept.bytes <= size,
           HistoryFingerprint.of(descriptor, bytes: kept.bytes) == kept.fingerprint {
            state = kept
            readFrom = kept.bytes
        } else {
            state = HistorySummaryFile()
            guard let headerEnd = try header(descriptor, size: size) else { return HistoryFigures() }
            (state.bytes, state.lines) = (headerEnd, 1)
        }
        let start = state.bytes
        var decoder: JSONDecoder?
        let cut: Bool
        do {
            cut = try HistoryLineScanner.scan(descriptor, from: start) { line, end in
                state.lines += 1
                state.bytes = end
                guard let line, line.count <= HistoryFile.lineLimit else { return state.damaged(at: state.lines) }
                if line.isEmpty { return }
                var record = HistoryLine.canonicalRecord(line)
                if record == nil {
                    // Not in the form written: the decoder, made once, decides.
                    let made = decoder ?? JSONDecoder()
                    decoder = made
                    record = HistoryLine.decodedRecord(line, decoder: made)
                }
                guard let record else { return state.damaged(at: state.lines) }
                state.summary.add(record)
            }
        } catch {
            throw system("cannot read", errno: error.code)
        }
        var figures = HistoryFigures()
        (figures.summary, figures.damagedCount, figures.damagedLines, figures.readFrom)
            = (state.summary, state.damagedCount, state.damagedLines, readFrom)
        // A line being written, or cut short by a crash: damaged for now,
        // and not summarised (its newline may yet come).
        if cut {
            figures.damagedCount += 1
            if figures.damagedLines.count < 5 { figures.damagedLines.append(state.lines + 1) }
        }
        if keep && (state.bytes > start || state.fingerprint == 0),
           let fingerprint = HistoryFingerprint.of(descriptor, bytes: state.bytes) {
            (state.device, state.inode, state.fingerprint) = (device, inode, fingerprint)
            keepSummary(state)
        }
        return figures
    }

    /// Every daily game of the history that counts (the first of each date
    /// and board, in the file's order), or nil when there is no history
    /// yet: what `scores --daily` lists. The whole file is read one buffer
    /// at a time (`HistoryLineScanner`, bounded memory), and only the lines
    /// that name a daily deal are decoded; one of those that does not read
    /// is a damaged record. A history that is not one, or not a regular
    /// file, throws as `read` does.
    package func dailyGames() throws(HistoryFileError) -> HistoryFile.Contents? {
        guard let (descriptor, info) = try openHistory() else { return nil }
        defer { close(descriptor) }
        guard let start = try header(descriptor, size: Int(info.st_size)) else { return HistoryFile.Contents() }
        var contents = HistoryFile.Contents()
        var counted = Set<String>()
        var line = 1
        var decoder: JSONDecoder?
        do {
            _ = try HistoryLineScanner.scan(descriptor, from: start) { bytes, _ in
                line += 1
                guard let bytes else { return }  // too long to be a record, daily or not
                guard HistoryLine.namesADailyDeal(bytes) else { return }
                var record = HistoryLine.canonicalRecord(bytes)
                if record == nil {
                    let made = decoder ?? JSONDecoder()
                    decoder = made
                    record = HistoryLine.decodedRecord(bytes, decoder: made)
                }
                guard let record, let daily = record.daily else { return contents.damagedLines.append(line) }
                if counted.insert("\(daily) \(record.board.name)").inserted { contents.records.append(record) }
            }
        } catch {
            throw system("cannot read", errno: error.code)
        }
        return contents
    }

    /// Checks the history's header and returns the offset after it, or nil
    /// when the file holds no game yet (empty, a first append cut short in
    /// its header, or a header with no newline).
    private func header(_ descriptor: Int32, size: Int) throws(HistoryFileError) -> Int? {
        let limit = 64 * 1024
        var head = [UInt8](repeating: 0, count: min(size, limit))
        var done = 0
        while done < head.count {
            let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw system("cannot read") }
            done += count
        }
        if size == 0 || HistoryFile.isCutHeader(Data(head)) { return nil }
        let newline = head.firstIndex(of: UInt8(ascii: "\n"))
        guard newline != nil || size <= limit else { throw HistoryFileError(path: path, .notAHistory) }
        let line = head[..<(newline ?? head.count)]
        if !line.elementsEqual(HistoryFile.header.dropLast()) {
            do throws(HistoryFileError.Reason) {
                let format = try HistoryFile.format(ofHeader: Data(line))
                guard format == HistoryFile.currentFormat else { throw .unsupportedFormat(format) }
            } catch {
                throw HistoryFileError(path: path, error)
            }
        }
        return newline.map { $0 + 1 }
    }

    /// The summary beside the history, when there is one that reads.
    private func readSummary() -> HistorySummaryFile? {
        guard let data = try? DurableFile.read(summaryPath, limit: HistorySummaryFile.sizeLimit) else { return nil }
        return HistorySummaryFile(data)
    }

    /// Writes the summary, replacing the one there, when the history's lock
    /// is free now: never waiting, never failing (`stats` answers without
    /// it, and a directory it cannot write is no error). A file at its
    /// place that is not a summary is the player's, and left alone.
    private func keepSummary(_ state: HistorySummaryFile) {
        guard let data = state.text, isSummaryOrNothing(summaryPath),
              let lock = try? FileLock.kept(lockPath, for: path, timeout: .zero) else { return }
        defer { lock.unlock() }
        DurableFile.removeStaleTemporaries(of: summaryPath)
        try? DurableFile.replace(summaryPath, with: data)
    }

    /// Nothing is at `path`, or a regular file that is empty or begins as a summary.
    private func isSummaryOrNothing(_ path: String) -> Bool {
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if descriptor < 0 { return errno == ENOENT }
        defer { close(descriptor) }
        guard FileKind.of(descriptor: descriptor) == .regular else { return false }
        let magic = Array((HistorySummaryFile.magic + "\n").utf8)
        var bytes = [UInt8](repeating: 0, count: magic.count)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        return count == 0 || (count == magic.count && bytes == magic)
    }
}
