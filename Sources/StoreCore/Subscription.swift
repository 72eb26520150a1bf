/// Keeps an observer registered; cancelling it, or letting it go, ends it.
public final class Subscription {
    private var onCancel: (() -> Void)?

    /// Wraps the work that ends the subscription.
    public init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Ends the subscription now; later calls do nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }
}
