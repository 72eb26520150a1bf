#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// A middleware that writes each handled action as one JSON line with its
/// time offset (`ActionLine`): `{"action":{…},"t":1250}`, `t` in
/// milliseconds since the scheduler started.
///
/// The link makes the line and answers `.perform(RecordingLine(…))`; the
/// store writes it through `write` as soon as the link returns, before the
/// next link and the next action, and a test store asserts it. It sends no
/// action, so it can sit anywhere in the chain; put it last to record the
/// actions in the order the store handled them.
package final class ActionRecorder<State, Action>: @unchecked Sendable {
    // Sendable by hand for its link: the store calls the link only on its
    // own thread, the scheduler's, and the recorder is used nowhere else.
    private let scheduler: any Scheduler
    private let write: (String) -> Void
    private let encode: (Int64, Action) -> Data?

    /// Records onto `write` (one line without its newline per call), reading
    /// offsets from `scheduler`; `form` gives the value written for an
    /// action, or nil for one that has no written form (it is skipped).
    package init<Written: Encodable>(scheduler: any Scheduler, form: @escaping (Action) -> Written?,
                                     write: @escaping (String) -> Void) {
        self.scheduler = scheduler
        self.write = write
        let encoder = RecordLine.makeEncoder()
        self.encode = { t, action in
            form(action).flatMap { try? encoder.encode(ActionLine(t: t, action: $0)) }
        }
    }

    /// Records actions that are their own written form.
    package convenience init(scheduler: any Scheduler, write: @escaping (String) -> Void) where Action: Encodable {
        self.init(scheduler: scheduler, form: { $0 }, write: write)
    }

    /// The link to put in the chain.
    package var middleware: Middleware<State, Action> {
        Middleware("recorder") { [self] action, _, _ in
            guard let line = line(for: action) else { return .none }
            return .perform(line, with: writeLine)
        }
    }

    /// Milliseconds since the scheduler started.
    package var offsetMilliseconds: Int64 {
        scheduler.now.wholeMilliseconds
    }

    /// The time written with the last action, in milliseconds.
    package private(set) var lastOffsetMilliseconds: Int64 = 0

    /// The line for `action` at the scheduler's time; nil when it has no written form.
    package func line(for action: Action) -> RecordingLine? {
        let t = offsetMilliseconds
        return encode(t, action).map { RecordingLine(String(decoding: $0, as: UTF8.self), t: t) }
    }

    /// Writes `line`: the work of the link's `perform` effect.
    private func writeLine(_ line: RecordingLine) {
        lastOffsetMilliseconds = line.t
        write(line.text)
    }
}

/// One line a recorder link asks to have written (`Effect.perform`): what a
/// test store compares.
package struct RecordingLine: Equatable, Sendable, CustomStringConvertible {
    /// The line, without its newline.
    package var text: String
    /// Its time, in whole milliseconds since the scheduler started.
    package var t: Int64

    package init(_ text: String, t: Int64) {
        self.text = text
        self.t = t
    }

    package var description: String { "RecordingLine(\(text))" }
}
