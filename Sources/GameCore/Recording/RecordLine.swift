import Foundation

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

    /// An error in a few words: the POSIX message when there is one.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
