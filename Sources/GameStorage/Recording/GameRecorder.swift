#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import GameCore
import StoreCore

/// Records a game session as JSON Lines in format 2 (docs/record-format.md):
/// a header, each handled action with its time (written by `ActionRecorder`
/// as a `RecordedAction`), and a final line with
/// the digest of the state the session ended in.
///
/// Each line is written as soon as it exists, in one `write`, so a game that
/// is killed leaves a readable prefix. A failed write is kept, not thrown
/// into the store: play goes on, nothing more is written, and `finish` throws
/// it.
package final class GameRecorder: @unchecked Sendable {
    // Sendable by hand for its link: the store calls the link only on its
    // own thread, and the program finishes the recording on that thread.
    private let file: LineFile
    private var actions: ActionRecorder<GameState, GameAction>?
    private var lastState: GameState

    /// The first write that failed, if any; later lines were dropped.
    package var failure: RecordingError? { file.failure }
    /// The final line is written (or the recording was closed after a failure).
    package private(set) var isFinished = false

    /// Writes the header now through `write`, which gets one line without its
    /// newline per call. Throws when the header cannot be written.
    package init(header: RecordingHeader, write: @escaping (String) throws -> Void,
                close: @escaping () -> Void = {}) throws(RecordingError) {
        self.file = LineFile("recording", write: write, close: close)
        self.lastState = GameState(board: header.board, players: header.lineup)
        file.emit(RecordLine.encode(HeaderLine(header)))
        if let failure { throw failure }
    }

    /// Records onto the file at `path`, closed by `finish`: a new file, or an
    /// earlier recording, emptied. Anything else is refused and left as it
    /// was: a file that is not a recording (the scores file, say) is never
    /// overwritten, and nothing but a regular file is written.
    package convenience init(header: RecordingHeader, path: String) throws(RecordingError) {
        let descriptor = try Self.open(path)
        do {
            try self.init(header: header, write: { line in
                try DurableFile.writeAll(Data((line + "\n").utf8), to: descriptor)
            }, close: { Glibc.close(descriptor) })
        } catch {
            Glibc.close(descriptor)
            throw error
        }
    }

    /// The descriptor to record onto, per `init(header:path:)`.
    static func open(_ path: String) throws(RecordingError) -> Int32 {
        try ReplaceableFile.open(path, name: "recording", headLimit: 4096, isOurs: isRecordingHeader)
    }

    /// Throws what `init(header:path:)` would refuse at `path`, having
    /// created, emptied and written nothing; none of `kept` is recorded onto.
    package static func check(_ path: String, kept: [KeptFile]) throws(RecordingError) {
        try ReplaceableFile.check(path, name: "recording", headLimit: 4096, kept: kept, isOurs: isRecordingHeader)
    }

    /// Whether `head`, a file's first bytes, opens with a recording's header
    /// line: one a recording is read with (a board, options, a format), not
    /// any line naming `threeducks` and a `format`. The history's header,
    /// `{"format":1,"threeducks":"history"}`, has those two keys and
    /// nothing of a recording's.
    static func isRecordingHeader(_ head: Data) -> Bool {
        let line = head.prefix { $0 != UInt8(ascii: "\n") }
        return (try? JSONDecoder().decode(HeaderLine.self, from: Data(line))) != nil
    }

    /// The link to put last in the chain, so actions are written in the order
    /// the store handled them, with offsets read from `scheduler`. Call once.
    /// The link keeps the recorder alive for as long as the store. Each line
    /// is its answer, `.perform(RecordingLine)`, which the store writes at
    /// once, before the next action; a test store asserts it.
    package func middleware(scheduler: any Scheduler) -> Middleware<GameState, GameAction> {
        // Unowned: the recorder owns the ActionRecorder, and only this link calls it.
        // Format 2 (`RecordedAction`); the few 1.0 actions it has no form for
        // are never sent by this program (see `RecordedAction.init?(_:)`).
        let recorder = ActionRecorder<GameState, GameAction>(scheduler: scheduler, form: RecordedAction.init) {
            [file] in file.emit($0)
        }
        actions = recorder
        let link = recorder.middleware
        return Middleware(link.name) { [self] action, before, after in
            guard !isFinished else { return .none }
            lastState = after
            return link.handle(action, before, after)
        }
    }

    /// The time the last action was recorded with, in milliseconds: a
    /// tracer beside the recorder uses it so that both say the same time.
    package var lastActionMilliseconds: Int64 { actions?.lastOffsetMilliseconds ?? 0 }

    /// Writes the final line with the digest of `state` (by default the state
    /// after the last recorded action) and closes a file opened by path. Later
    /// calls do nothing. Throws the first write that failed.
    package func finish(state: GameState? = nil) throws(RecordingError) {
        guard !isFinished else { return }
        isFinished = true
        let end = FinalLine(t: actions?.offsetMilliseconds ?? 0, digest: (state ?? lastState).digest)
        file.emit(RecordLine.encode(end))
        try file.close()
    }
}
