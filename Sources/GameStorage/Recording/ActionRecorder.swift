#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// A middleware that writes each handled action as one JSON line with its
/// time offset: `{"t":1250,"action":{…}}`, `t` in milliseconds since the
/// scheduler started.
///
/// It never answers with an effect, so it can sit anywhere in the chain; put
/// it last to record the actions in the order the store handled them.
package final class ActionRecorder<State, Action: Encodable> {
    private struct Line: Encodable {
        let t: Int64
        let action: Action
    }

    private let scheduler: any Scheduler
    private let write: (String) -> Void
    private let encoder: JSONEncoder

    /// Records onto `write` (one line without its newline per call), reading
    /// offsets from `scheduler`.
    package init(scheduler: any Scheduler, write: @escaping (String) -> Void) {
        self.scheduler = scheduler
        self.write = write
        self.encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
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

    private func record(_ action: Action) {
        guard let data = try? encoder.encode(Line(t: offsetMilliseconds, action: action)),
              let line = String(data: data, encoding: .utf8) else { return }
        write(line)
    }
}
