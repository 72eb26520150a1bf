import GameCore
import Glibc

/// Why the scores file could not be read or written, in one line naming the
/// file: `/home/ann/.local/share/threeducks/scores.json: not valid JSON`.
package struct ScoresFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Equatable, Sendable {
        /// The file holds something that is not a scores file (not JSON, the
        /// wrong shape, empty, cut off); what was wrong.
        case corrupt(String)
        /// The file is larger than any scores file this program writes.
        case tooLarge(limit: Int)
        /// The file names a format this program does not read (a newer
        /// program wrote it): it is neither read nor replaced.
        case unsupportedFormat(Int)
        /// The system refused: the call and its words.
        case io(String)
        /// Another process held the lock for too long.
        case locked(seconds: Int)
        /// Something other than a regular file is where the file should be:
        /// it is neither read, replaced nor moved aside.
        case notAFile(FileKind)
        /// The record to save is one the reader would refuse (why): writing
        /// it would lose it at the next launch.
        case invalidRecord(String)
        /// The file, not empty, was never a scores file (`~/.bashrc` given
        /// by mistake): it is neither read, moved aside nor replaced.
        case notAScoresFile
    }

    /// The scores file concerned.
    package let path: String
    /// What went wrong.
    package let reason: Reason

    package init(path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The file's content is unusable (corrupt or too large): a game's write
    /// moves it aside rather than overwrite it.
    package var isCorrupt: Bool {
        switch reason {
        case .corrupt, .tooLarge: true
        case .unsupportedFormat, .io, .locked, .notAFile, .invalidRecord, .notAScoresFile: false
        }
    }

    package var description: String {
        let text: String
        switch reason {
        case .corrupt(let detail): text = "corrupt scores file (\(detail))"
        case .tooLarge(let limit): text = "corrupt scores file (larger than the limit of \(limit) bytes)"
        case .unsupportedFormat(let format):
            text = "scores format \(format) is not one this threeducks reads (it reads format \(ScoresFile.currentFormat))"
        case .io(let message): text = message
        case .locked(let seconds): text = "the scores file stayed locked by another process for \(seconds) s"
        case .notAFile(let kind): text = "is \(kind), not a regular file; scores are kept only in a regular file"
        case .invalidRecord(let problem): text = "the score was not saved: \(problem)"
        case .notAScoresFile: text = "exists and is not a Three Ducks scores file; it was left as it was"
        }
        return "\(path): \(text)".sanitizedForTerminal
    }

    /// An `.io` error from the C library's `errno`, e.g. `cannot create the
    /// directory: Permission denied`.
    static func system(_ path: String, _ what: String, errno code: Int32 = errno) -> ScoresFileError {
        ScoresFileError(path: path, .io("\(what): \(String(cString: strerror(code)))"))
    }
}
