import GameCore

/// Why a recording could not be read or written, with the line it concerns.
///
/// Its description is one line for the player, starting with the line number
/// when there is one: `line 7: unknown action "fly"`.
package struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong. (An `Error` itself so the reader can throw it from
    /// code that does not know the line number yet.)
    package enum Reason: Error, Equatable, Sendable {
        /// The file could not be opened, read or written; the system's words.
        case io(String)
        /// The file is larger than a recording can sensibly be.
        case tooLarge(limit: Int)
        /// Nothing at all where the header should be.
        case empty
        /// The first line is not a Three Ducks recording header.
        case notAHeader
        /// The header names a format this program does not read.
        case unknownFormat(Int)
        /// The line is not the JSON it should be; what the parser said.
        case garbled(String)
        /// The action's name is not one this program knows.
        case unknownAction(String)
        /// The action is known but its details do not decode.
        case badAction(String, detail: String)
        /// A time offset below zero.
        case negativeTime(milliseconds: Int64)
        /// A time offset beyond `RecordingParser.timeLimit`: no session lasts that long.
        case timeTooLarge(milliseconds: Int64, limit: Int64)
        /// A time offset earlier than the line before it.
        case timeWentBackwards(milliseconds: Int64, previous: Int64)
        /// A dealt deck that is not one pair of each animal of the board.
        case invalidDeck(Board, cards: Int)
        /// The final line's digest is not 16 lowercase hex digits, the only
        /// form a digest has.
        case badDigest
        /// The file ends before the final digest line.
        case truncated
        /// Something follows the final digest line.
        case afterEnd
        /// A journal's line is cut short (the program stopped while writing
        /// it) where nothing can be resumed without it: a journal has no
        /// final digest line to miss, so `truncated` would mislead.
        case journalCutShort
    }

    /// The 1-based line the problem is on; nil for the file as a whole.
    package let line: Int?
    /// What went wrong.
    package let reason: Reason

    package init(line: Int?, _ reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// One line, safe to print: what came from the file (an action's name,
    /// the parser's words about a value) may hold a newline or an escape
    /// sequence through a JSON escape, and a shared recording must not
    /// drive the terminal of whoever replays it.
    package var description: String {
        // The sanitizer keeps U+2028 and U+2029, which Swift counts as newlines.
        let text = String(explanation.sanitizedForTerminal.map { $0.isNewline ? " " : $0 })
        guard let line else { return text }
        return "line \(line): \(text)"
    }

    private var explanation: String {
        switch reason {
        case .io(let message): message
        case .tooLarge(let limit): "the file is larger than a recording's limit of \(limit) bytes"
        case .empty: "the file is empty; a recording starts with a header line"
        case .notAHeader: "not a Three Ducks recording header"
        case .unknownFormat(let format):
            "recording format \(format) is not one this threeducks reads (it reads formats 1 and \(RecordingHeader.currentFormat))"
        case .garbled(let detail): "not a valid recording line (\(Self.clipped(detail, to: 200)))"
        case .unknownAction(let name): "unknown action \"\(Self.clipped(name))\""
        case .badAction(let name, let detail):
            "action \"\(Self.clipped(name))\" is known but could not be read (\(Self.clipped(detail, to: 200)))"
        case .negativeTime(let ms): "time offset \(ms) ms is negative"
        case .timeTooLarge(let ms, let limit):
            "time offset \(ms) ms is beyond the limit of \(limit) ms (ten years)"
        case .timeWentBackwards(let ms, let previous):
            "time offset \(ms) ms is earlier than the line before (\(previous) ms)"
        case .invalidDeck(let board, let cards):
            "the dealt deck (\(cards) cards) is not one pair of each \(board.name) animal"
        case .badDigest: "the final digest is not 16 lowercase hex digits"
        case .truncated: "the recording ends without its final digest line (truncated)"
        case .afterEnd: "nothing may follow the final digest line"
        case .journalCutShort: "the journal's line is cut short (the program stopped while writing it)"
        }
    }

    /// At most `limit` characters of a string from the file, so a name of a
    /// megabyte does not fill the screen.
    private static func clipped(_ text: String, to limit: Int = 40) -> String {
        text.count > limit ? text.prefix(limit - 1) + "…" : text
    }
}
