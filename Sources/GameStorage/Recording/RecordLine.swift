#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// The one definition of how a recording's lines are spelled, shared by the
/// writer (`GameRecorder`, `ActionRecorder`) and the reader
/// (`RecordingParser`): the header is `HeaderLine`, an action line is
/// `ActionLine`, the last line is `FinalLine`, all encoded by `encode`.
enum RecordLine {
    /// The formats the reader reads: 2, written now, and 1, written by 1.0.
    static let readableFormats: ClosedRange<Int> = 1...RecordingHeader.currentFormat

    /// Sorted keys and unescaped slashes: the same game always gives the same bytes.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func encode(_ value: some Encodable) -> String {
        // Headers and final lines hold only strings and integers: encoding cannot fail.
        let data = try! makeEncoder().encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// An error in a few words: the system's message when there is one.
    static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}

/// The last line of a recording: `{"digest":"…","t":61250}`.
struct FinalLine: Codable {
    let t: Int64
    let digest: String
}

/// An action line: `{"action":{"cardFlipped":{"id":3}},"t":1250}`, `t` in
/// milliseconds since the scheduler started. `Action` is `RecordedAction`
/// in format 2 and `LegacyAction` in format 1.
struct ActionLine<Action> {
    let t: Int64
    let action: Action
}

extension ActionLine: Encodable where Action: Encodable {}
extension ActionLine: Decodable where Action: Decodable {}
