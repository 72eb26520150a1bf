#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// Reads a recording back and checks it, line by line, before anything is
/// replayed: the header's format, each line's JSON, each action's name and
/// details, times that never go back, every dealt deck, and the final line.
///
/// The first problem found is thrown as a `RecordingError` naming its line.
package enum RecordingReader {
    /// The largest file read: 8 MiB, about a hundred hours of play (a
    /// second of play writes one tick line of some 40 bytes).
    package static let defaultByteLimit = 8 << 20

    /// Reads and checks the recording at `path`.
    package static func read(path: String, byteLimit: Int = defaultByteLimit) throws(RecordingError) -> Recording {
        // Non-blocking, and only a regular file: a FIFO must not hang the program in open or read.
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else {
            throw RecordingError(line: nil, .io("cannot open \(path): \(Errno())"))
        }
        defer { close(descriptor) }
        if let kind = FileKind.of(descriptor: descriptor), kind != .regular {
            throw RecordingError(line: nil, .io("\(path) is \(kind), not a regular file; a recording is read only from a regular file"))
        }
        let data: Data
        do {
            data = try DurableFile.readUpTo(byteLimit + 1, from: descriptor)
        } catch {
            throw RecordingError(line: nil, .io("cannot read \(path): \(error)"))
        }
        guard data.count <= byteLimit else { throw RecordingError(line: nil, .tooLarge(limit: byteLimit)) }
        return try parse(data)
    }

    /// Checks a whole recording held in memory.
    package static func parse(_ data: Data) throws(RecordingError) -> Recording {
        try parse(data, readingCanonicalLines: true)
    }

    /// `parse`, with the hand reader of the recorder's own lines on or off
    /// (`RecordingParser.readsCanonicalLines`): the tests compare the two.
    static func parse(_ data: Data, readingCanonicalLines: Bool) throws(RecordingError) -> Recording {
        var result: Result<Recording, RecordingError>!
        data.withUnsafeBytes { bytes in
            do throws(RecordingError) {
                result = .success(try parse(bytes, readingCanonicalLines: readingCanonicalLines))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// The lines of `bytes`, split at each newline where they lie (no copy
    /// of the file, line by line): a last line without its newline is
    /// cut off, perhaps half written.
    private static func parse(_ bytes: UnsafeRawBufferPointer, readingCanonicalLines: Bool) throws(RecordingError) -> Recording {
        // Nothing, or a lone newline: no header.
        guard bytes.count > 0, !(bytes.count == 1 && bytes[0] == UInt8(ascii: "\n")) else {
            throw RecordingError(line: 1, .empty)
        }
        var parser = RecordingParser()
        parser.readsCanonicalLines = readingCanonicalLines
        var start = 0, number = 0
        while start < bytes.count {
            number += 1
            let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
            guard let newline = memchr(rest.baseAddress!, Int32(UInt8(ascii: "\n")), rest.count) else {
                try parser.take(rest, number: number, isCutOff: true)
                break
            }
            let length = rest.baseAddress!.distance(to: UnsafeRawPointer(newline))
            try parser.take(UnsafeRawBufferPointer(rebasing: rest[..<length]), number: number, isCutOff: false)
            start += length + 1
        }
        return try parser.finish(lineCount: number)
    }

    /// Checks a whole recording held in a string.
    package static func parse(_ text: String) throws(RecordingError) -> Recording {
        try parse(Data(text.utf8))
    }
}
