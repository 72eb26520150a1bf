/// Why a recording could not be read or written, with the line it concerns.
///
/// Its description is one line for the player, starting with the line number
/// when there is one: `line 7: unknown action "fly"`.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong. (An `Error` itself so the reader can throw it from
    /// code that does not know the line number yet.)
    public enum Reason: Error, Equatable, Sendable {
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
        /// A time offset earlier than the line before it.
        case timeWentBackwards(milliseconds: Int64, previous: Int64)
        /// A dealt deck that is not one pair of each animal of the difficulty.
        case invalidDeck(Difficulty, cards: Int)
        /// The file ends before the final digest line.
        case truncated
        /// Something follows the final digest line.
        case afterEnd
    }

    /// The 1-based line the problem is on; nil for the file as a whole.
    public let line: Int?
    /// What went wrong.
    public let reason: Reason

    public init(line: Int?, _ reason: Reason) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        // A recording can smuggle a newline into a name through a JSON escape; keep one line.
        let text = String(explanation.map { $0.isNewline ? " " : $0 })
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
            "recording format \(format) is not one this threeducks reads (it reads format \(RecordingHeader.currentFormat))"
        case .garbled(let detail): "not a valid recording line (\(detail))"
        case .unknownAction(let name): "unknown action \"\(name)\""
        case .badAction(let name, let detail): "action \"\(name)\" could not be read (\(detail))"
        case .negativeTime(let ms): "time offset \(ms) ms is negative"
        case .timeWentBackwards(let ms, let previous):
            "time offset \(ms) ms is earlier than the line before (\(previous) ms)"
        case .invalidDeck(let difficulty, let cards):
            "the dealt deck (\(cards) cards) is not one pair of each \(difficulty.rawValue) animal"
        case .truncated: "the recording ends without its final digest line (truncated)"
        case .afterEnd: "nothing may follow the final digest line"
        }
    }
}
