import GameCore
import Glibc

/// Why a kept file (the scores, or the journal or history that share its
/// file operations, `DurableFile`) could not be read or written, in one line
/// naming the file and what it is: `/home/ann/.local/share/threeducks/scores.json:
/// corrupt scores file (not valid JSON)`.
package struct KeptFileError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// Which of the kept files an error is about, so its words name that
    /// file, not always the scores.
    package enum Concern: Equatable, Sendable {
        /// `scores.json` (the words every message had before the others shared them).
        case scores
        /// `journal.jsonl`, the game in play.
        case journal
        /// `history.jsonl`, a line a game.
        case history
        /// `config.toml` or `title.toml` (`SettingsFile`).
        case settings

        /// The file, as a corrupt one is named: `corrupt scores file`.
        var fileName: String {
            switch self {
            case .scores: "scores file"
            case .journal: "journal"
            case .history: "history file"
            case .settings: "settings file"
            }
        }

        /// What the file keeps, as the subject of "kept only in a regular file".
        var keeps: String {
            switch self {
            case .scores: "scores are"
            case .journal: "an unfinished game is"
            case .history: "the history is"
            case .settings: "settings are"
            }
        }
    }

    /// The file concerned.
    package let path: String
    /// What went wrong.
    package let reason: Reason
    /// Which file that is: its words name it.
    package let concern: Concern

    package init(path: String, _ reason: Reason, concern: Concern = .scores) {
        self.path = path
        self.reason = reason
        self.concern = concern
    }

    /// The same error, told of `concern`'s file: the journal and the
    /// history retag what `DurableFile` throws.
    package func about(_ concern: Concern) -> KeptFileError {
        KeptFileError(path: path, reason, concern: concern)
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
        case .corrupt(let detail): text = "corrupt \(concern.fileName) (\(detail))"
        case .tooLarge(let limit): text = "corrupt \(concern.fileName) (larger than the limit of \(limit) bytes)"
        case .unsupportedFormat(let format):
            text = "scores format \(format) is not one this threeducks reads (it reads format \(ScoresFile.currentFormat))"
        case .io(let message): text = message
        case .locked(let seconds): text = "the \(concern.fileName) stayed locked by another process for \(seconds) s"
        case .notAFile(let kind): text = "is \(kind), not a regular file; \(concern.keeps) kept only in a regular file"
        case .invalidRecord(let problem): text = "the score was not saved: \(problem)"
        case .notAScoresFile: text = "exists and is not a Three Ducks scores file; it was left as it was"
        }
        return "\(path): \(text)".sanitizedForTerminal
    }

    /// An `.io` error from the C library's `errno`, e.g. `cannot create the
    /// directory: Permission denied`.
    static func system(_ path: String, _ what: String, errno code: Int32 = errno) -> KeptFileError {
        KeptFileError(path: path, .io("\(what): \(String(cString: strerror(code)))"))
    }
}
