#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import GameCore
import StoreCore

/// `--trace FILE`: each action a live game handles, and the fields it
/// changed, appended as it happens in the words of `threeducks inspect`
/// (`ActionReport.line`). For a game played with `--record` too, the trace
/// holds what `inspect` prints of the recording.
///
/// The link makes each line and answers `.perform(TraceLine(…))`; the
/// store writes it before the next link and the next action, and a test
/// store asserts it. Like `GameRecorder`, each line goes out in one `write` as soon as it
/// exists, a failed write is kept (play goes on, nothing more is written)
/// and `finish` throws it; and a file is only ever created, or emptied when
/// it is already a trace.
package final class GameTracer: @unchecked Sendable {
    // Sendable by hand for its link: the store calls the link only on its
    // own thread, and the program finishes the trace on that thread.
    private let file: LineFile
    /// The game as its recording replays: each action as the recording
    /// holds it, folded (see `middleware`); nil before the first action.
    private var replayed: ActionFold?
    private let encoder = RecordLine.makeEncoder()
    private let decoder = JSONDecoder()
    /// The first write that failed, if any; later lines were dropped.
    package var failure: RecordingError? { file.failure }

    /// Traces through `write`, which gets one line without its newline per call.
    package convenience init(write: @escaping (String) throws -> Void, close: @escaping () -> Void = {}) {
        self.init(file: LineFile("trace", write: write, close: close))
    }

    private init(file: LineFile) { self.file = file }

    /// Traces onto the file at `path`: a new file, or an earlier trace (or an
    /// empty file), emptied. Anything else is refused and left as it was.
    package convenience init(path: String) throws(RecordingError) {
        self.init(file: LineFile("trace", descriptor: try Self.open(path)))
    }

    /// The link to put in the chain, after the recorder if there is one:
    /// it takes each action's time from `recorder`, so the two agree to the
    /// millisecond (the scheduler's clock moves between two readings), or
    /// reads it from `scheduler` as the recorder would.
    ///
    /// The diff is of the game as its recording replays, not of the live
    /// states: a recording keeps times in whole milliseconds (and dates in
    /// whole seconds), so the live `played` of 0.152073 s replays as 0.152 s.
    /// Each action is taken through its recorded form (`RecordedAction`) and
    /// applied to a fold of the tracer's own (`ActionFold`, from the live
    /// state the first action found), so a trace says exactly what `inspect`
    /// will say of the recording.
    package func middleware(scheduler: any Scheduler, recorder: GameRecorder? = nil) -> Middleware<GameState, GameAction> {
        // The link reads the clock only where the store calls it: on the
        // store's thread, which is the scheduler's.
        nonisolated(unsafe) let scheduler = scheduler
        return Middleware("tracer") { [self] action, before, _ in
            guard !file.isClosed, failure == nil else { return .none }
            let offset = Duration.milliseconds(recorder?.lastActionMilliseconds ?? scheduler.now.wholeMilliseconds)
            let recorded = asRecorded(action)
            var fold = replayed ?? ActionFold(from: before)
            let old = fold.apply(recorded)
            replayed = fold
            let line = ActionReport(index: fold.applied, offset: offset, action: recorded, before: old, after: fold.state).line
            return .perform(TraceLine(line), with: { [file] in file.emit($0.text) })
        }
    }

    /// `action` as a recording writes and reads it back (itself when it has no written form).
    private func asRecorded(_ action: GameAction) -> GameAction {
        guard let form = RecordedAction(action), let data = try? encoder.encode(form),
              let read = try? decoder.decode(RecordedAction.self, from: data) else { return action }
        return read.action
    }

    /// Closes the file; throws the first write that failed. Later calls do nothing.
    package func finish() throws(RecordingError) {
        try file.close()
    }

    /// Throws what `init(path:)` would refuse at `path`, having created,
    /// emptied and written nothing; none of `kept` is traced onto.
    package static func check(_ path: String, kept: [KeptFile]) throws(RecordingError) {
        try ReplaceableFile.check(path, name: "trace", headLimit: 64, kept: kept, isOurs: isTraceLine)
    }

    /// The descriptor to trace onto, per `init(path:)`.
    static func open(_ path: String) throws(RecordingError) -> Int32 {
        try ReplaceableFile.open(path, name: "trace", headLimit: 64, isOurs: isTraceLine)
    }

    /// Whether `head`, a file's first bytes, opens as a trace does:
    /// `1  m:ss.mmm  ` (the first action's index and time).
    static func isTraceLine(_ head: Data) -> Bool {
        let text = String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard text.hasPrefix("1  ") else { return false }
        let time = text.dropFirst(3).prefix { $0 != " " }
        let parts = time.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 3, parts[1].allSatisfy(\.isASCII), Int(parts[1]) != nil else { return false }
        let clock = parts[0].split(separator: ":", omittingEmptySubsequences: false)
        return clock.count == 2 && clock[1].count == 2 && Int(clock[0]) != nil && Int(clock[1]) != nil
    }
}

/// One line a tracer link asks to have written (`Effect.perform`), as
/// `inspect` prints it: what a test store compares.
package struct TraceLine: Equatable, Sendable, CustomStringConvertible {
    /// The line, without its newline.
    package var text: String

    package init(_ text: String) { self.text = text }

    package var description: String { text }
}
