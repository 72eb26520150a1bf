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
/// It never answers with an effect, so it can sit anywhere in the chain; put
/// it last to record the actions in the order the store handled them.
package final class ActionRecorder<State, Action>: @unchecked Sendable {
    // Sendable by hand for its link: the store calls the link only on its
    // own thread, the scheduler's, and the recorder is used nowhere else.
    private let scheduler: any Scheduler
    private let write: (String) -> Void
    private let line: (Int64, Action) -> Data?

    /// Records onto `write` (one line without its newline per call), reading
    /// offsets from `scheduler`; `form` gives the value written for an
    /// action, or nil for one that has no written form (it is skipped).
    package init<Written: Encodable>(scheduler: any Scheduler, form: @escaping (Action) -> Written?,
                                     write: @escaping (String) -> Void) {
        self.scheduler = scheduler
        self.write = write
        let encoder = RecordLine.makeEncoder()
        self.line = { t, action in
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
            record(action)
            return .none
        }
    }

    /// Milliseconds since the scheduler started.
    package var offsetMilliseconds: Int64 {
        let (seconds, attoseconds) = scheduler.now.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The time written with the last action, in milliseconds.
    package private(set) var lastOffsetMilliseconds: Int64 = 0

    private func record(_ action: Action) {
        lastOffsetMilliseconds = offsetMilliseconds
        guard let data = line(lastOffsetMilliseconds, action) else { return }
        write(String(decoding: data, as: UTF8.self))
    }
}
