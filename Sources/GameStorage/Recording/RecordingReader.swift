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
            throw RecordingError(line: nil, .io("cannot open \(path): \(SystemError())"))
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
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = lines.last?.isEmpty ?? false
        if endsWithNewline { lines.removeLast() }
        guard let first = lines.first, !(lines.count == 1 && first.isEmpty) else {
            throw RecordingError(line: 1, .empty)
        }
        var parser = RecordingParser()
        for (index, line) in lines.enumerated() {
            let isCutOff = index == lines.count - 1 && !endsWithNewline
            try parser.take(Data(line), number: index + 1, isCutOff: isCutOff)
        }
        return try parser.finish(lineCount: lines.count)
    }

    /// Checks a whole recording held in a string.
    package static func parse(_ text: String) throws(RecordingError) -> Recording {
        try parse(Data(text.utf8))
    }
}
