/// The contract between the transport and the protocol: a message is one
/// line of UTF-8 with no newline inside, at most `maximumBytes` bytes, sent
/// and received as a `String`. On the wire each line ends with `\n` (a
/// `\r` before it is dropped on reading); the protocol never sees sockets.
public enum NetLine {
    /// The most bytes one line may hold, not counting its end (`\n` or `\r\n`).
    public static let maximumBytes = 4096

    /// Why `text` cannot be sent as one line, or nil when it can.
    public static func problem(with text: String) -> LineProblem? {
        var count = 0
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x0D { return .containsNewline }
            count += 1
        }
        return count > maximumBytes ? .tooLong(bytes: count) : nil
    }
}

/// What is wrong with a line, read or about to be sent: the reason a
/// connection is closed, in words (`description`).
public enum LineProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// More than `NetLine.maximumBytes` bytes before the end of the line
    /// (on reading: at least this many, as the rest is never buffered).
    case tooLong(bytes: Int)
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A `\n` or `\r` inside a line to send.
    case containsNewline

    public var description: String {
        switch self {
        case .tooLong(let bytes): "a line of more than \(NetLine.maximumBytes) bytes (\(bytes) or more)"
        case .invalidUTF8: "a line that is not UTF-8"
        case .containsNewline: "a line with a newline inside"
        }
    }
}
