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

    /// Time elapsed since the scheduler was made, read from `ContinuousClock`.
    public var now: Duration { clock.now - start }

    /// Runs `work` once `delay` has passed; an earlier entry with the same id is replaced.
    public func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void) {
        timers.insert(id: id, due: now + max(delay, .zero), work: work)
    }

    /// Drops the pending entry with this id, if any.
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
