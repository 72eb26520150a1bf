#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// A file written a line at a time, each line in one `write` as soon as it
/// exists, so that a program killed mid-game leaves a readable prefix: the
/// recording (`GameRecorder`) and the trace (`GameTracer`).
///
/// The first write that fails is kept, not thrown into the store: play goes
/// on, every later line is dropped, and `close` throws it, naming the line
/// and the file (`could not write the recording: No space left on device`).
final class LineFile: @unchecked Sendable {
    // Sendable by hand for the links that write through it (`perform`):
    // the store does that work only on its own thread, and the program
    // closes the file on that thread.
    /// What the file is, for the message: `recording`, `trace`.
    private let name: String
    private let write: (String) throws -> Void
    private let closeFile: () -> Void
    private var linesWritten = 0

    /// The first write that failed, if any; later lines were dropped.
    private(set) var failure: RecordingError?
    /// Closed: nothing more is written.
    private(set) var isClosed = false

    /// Writes through `write`, which gets one line without its newline per call.
    init(_ name: String, write: @escaping (String) throws -> Void, close: @escaping () -> Void = {}) {
        self.name = name
        self.write = write
        self.closeFile = close
    }

    /// Writes onto `descriptor`, which `close` closes.
    convenience init(_ name: String, descriptor: Int32) {
        self.init(name, write: { line in try DurableFile.writeAll(Data((line + "\n").utf8), to: descriptor) },
                  close: { Glibc.close(descriptor) })
    }

    /// Writes `line`, unless a write failed already or the file is closed.
    func emit(_ line: String) {
        guard failure == nil, !isClosed else { return }
        linesWritten += 1
        do {
            try write(line)
        } catch {
            failure = RecordingError(line: linesWritten, .io("could not write the \(name): \(RecordLine.describe(error))"))
        }
    }

    /// Closes the file; throws the first write that failed. Later calls do nothing.
    func close() throws(RecordingError) {
        guard !isClosed else { return }
        isClosed = true
        closeFile()
        if let failure { throw failure }
    }
}
