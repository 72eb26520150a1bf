/// The program's scheduler: real monotonic time, driven by the run loop.
///
/// It runs nothing by itself. The run loop asks `timeUntilNextDue` for its
/// input timeout, waits for a key or that time, then calls `runDue()`. So an
/// idle program sleeps in the kernel, and no thread is needed.
public final class RunLoopScheduler: Scheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var timers = TimerQueue()

    /// Starts counting from now.
    public init() { start = clock.now }

    public var now: Duration { clock.now - start }

    public func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void) {
        timers.insert(id: id, due: now + max(delay, .zero), work: work)
    }

    public func cancel(id: EffectID) { timers.remove(id: id) }

    /// How long the run loop may wait; nil when nothing is pending.
    public var timeUntilNextDue: Duration? {
        guard let due = timers.nextDue else { return nil }
        return max(due - now, .zero)
    }

    /// Runs every entry that is due now, earliest first.
    public func runDue() {
        let time = now
        while let entry = timers.popDue(at: time) { entry.work() }
    }
}
