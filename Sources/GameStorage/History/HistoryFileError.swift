import GameCore

/// Why the history file could not be read or added to, in one line naming
/// the file: `/home/ann/.local/share/threeducks/history.jsonl: not a history file`.
package struct HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Error, Equatable, Sendable {
        /// The first line is not a history header: the file is something else
        /// and is neither read nor added to.
        case notAHistory
        /// A newer program wrote it, in a format this one does not read: it
        /// is neither read nor added to.
        case unsupportedFormat(Int)
        /// The system refused: the call and its words.
        case io(String)
        /// Another process held the lock for too long.
        case locked(seconds: Int)
        /// Something other than a regular file is where the file should be.
        case notAFile(FileKind)
    }

    /// The history file concerned.
    package let path: String
    package let reason: Reason

    package init(path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The file's content is not a history this program reads (as opposed to
    /// a file that could not be reached).
    package var isDataError: Bool {
        switch reason {
        case .notAHistory, .unsupportedFormat: true
        case .io, .locked, .notAFile: false
        }
    }

    package var description: String {
        let text = switch reason {
        case .notAHistory: "not a threeducks history file (its first line is not the history header)"
        case .unsupportedFormat(let format):
            "history format \(format) is not one this threeducks reads (it reads format \(HistoryFile.currentFormat))"
        case .io(let message): message
        case .locked(let seconds): "the history file stayed locked by another process for \(seconds) s"
        case .notAFile(let kind): "is \(kind), not a regular file; the history is kept only in a regular file"
        }
        return "\(path): \(text)".sanitizedForTerminal
    }

    /// The same trouble met through the scores file's helpers, named for the history.
    init(path: String, _ error: KeptFileError) {
        switch error.reason {
        case .locked(let seconds): self.init(path: path, .locked(seconds: seconds))
        case .notAFile(let kind): self.init(path: path, .notAFile(kind))
        case .io(let message): self.init(path: path, .io(message))
        case .corrupt(let detail), .invalidRecord(let detail): self.init(path: path, .io(detail))
        case .tooLarge(let limit): self.init(path: path, .io("larger than \(limit) bytes"))
        case .unsupportedFormat(let format): self.init(path: path, .unsupportedFormat(format))
        case .notAScoresFile: self.init(path: path, .io("not a Three Ducks file"))
        }
    }
}
