#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// How the header and final lines are encoded: the same settings as
/// `ActionRecorder`, so every line of a recording looks alike.
enum RecordLine {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Headers and final lines hold only strings and integers: encoding cannot fail.
        let data = try! encoder.encode(value)
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

/// An action line as `ActionRecorder` writes it: `{"action":{…},"t":1250}`.
struct ActionLine: Decodable {
    let t: Int64
    let action: GameAction
}
