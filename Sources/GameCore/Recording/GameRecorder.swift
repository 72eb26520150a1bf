#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import StoreCore

/// Records a game session as JSON Lines: a header, each handled action with
/// its time (written by StoreCore's `ActionRecorder`), and a final line with
/// the digest of the state the session ended in.
///
/// Each line is written as soon as it exists, in one `write`, so a game that
/// is killed leaves a readable prefix. A failed write is kept, not thrown
/// into the store: play goes on, nothing more is written, and `finish` throws
/// it.
public final class GameRecorder {
    private let write: (String) throws -> Void
    private let close: () -> Void
    private var actions: ActionRecorder<GameState, GameAction>?
    private var lastState: GameState
    private var linesWritten = 0

    /// The first write that failed, if any; later lines were dropped.
    public private(set) var failure: RecordingError?
    /// The final line is written (or the recording was closed after a failure).
    public private(set) var isFinished = false

    /// Writes the header now through `write`, which gets one line without its
    /// newline per call. Throws when the header cannot be written.
    public init(header: RecordingHeader, write: @escaping (String) throws -> Void,
                close: @escaping () -> Void = {}) throws(RecordingError) {
        self.write = write
        self.close = close
        self.lastState = GameState(difficulty: header.difficulty)
        emit(RecordLine.encode(header))
        if let failure { throw failure }
    }

    /// Creates (or empties) the file at `path` and records onto it; the file
    /// is closed by `finish`.
    public convenience init(header: RecordingHeader, path: String) throws(RecordingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RecordingError(line: nil, .io("cannot create \(path): \(SystemError())"))
        }
        do {
            try self.init(header: header, write: { line in
                try DurableFile.writeAll(Data((line + "\n").utf8), to: descriptor)
            }, close: { Glibc.close(descriptor) })
        } catch {
            Glibc.close(descriptor)
            throw error
        }
    }

    /// The link to put last in the chain, so actions are written in the order
    /// the store handled them, with offsets read from `scheduler`. Call once.
    /// The link keeps the recorder alive for as long as the store.
    public func middleware(scheduler: any Scheduler) -> Middleware<GameState, GameAction> {
        // Unowned: the recorder owns the ActionRecorder, and only this link calls it.
        let recorder = ActionRecorder<GameState, GameAction>(scheduler: scheduler) { [unowned self] in
            emit($0)
        }
        actions = recorder
        let link = recorder.middleware
        return Middleware(link.name) { [self] action, before, after in
            guard !isFinished else { return .none }
            lastState = after
            return link.handle(action, before, after)
        }
    }

    /// Writes the final line with the digest of `state` (by default the state
    /// after the last recorded action) and closes a file opened by path. Later
    /// calls do nothing. Throws the first write that failed.
    public func finish(state: GameState? = nil) throws(RecordingError) {
        guard !isFinished else { return }
        isFinished = true
        defer { close() }
        let end = FinalLine(t: actions?.offsetMilliseconds ?? 0, digest: (state ?? lastState).digest)
        emit(RecordLine.encode(end))
        if let failure { throw failure }
    }

    private func emit(_ line: String) {
        guard failure == nil else { return }
        linesWritten += 1
        do {
            try write(line)
        } catch {
            failure = RecordingError(line: linesWritten, .io("could not write the recording: \(RecordLine.describe(error))"))
        }
    }
}
