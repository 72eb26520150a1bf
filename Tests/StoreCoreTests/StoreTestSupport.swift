import StoreCore
import CounterFeature

extension Middleware {
    /// A link that writes "name: action" to `log` and answers with `answer`.
    static func logging(
        _ name: String,
        to log: EventLog<String>,
        answer: @escaping @Sendable (Action) -> Effect<Action> = { _ in .none }
    ) -> Middleware {
        Middleware(name) { action, _, _ in
            log.append("\(name): \(action)")
            return answer(action)
        }
    }
}
