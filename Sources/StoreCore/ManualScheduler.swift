/// A scheduler whose time moves only when a test says so.
///
/// `advance(by:)` runs every entry that falls due on the way, each at its own
/// due time, so a whole game runs in microseconds and no test sleeps.
public final class ManualScheduler: Scheduler {
    /// The test's time: moves only in `advance(by:)` and `runAll(limit:)`.
    public private(set) var now: Duration
    private var timers = TimerQueue()

    /// Starts the clock at `start` (zero by default).
    public init(now start: Duration = .zero) { self.now = start }

    /// How many entries are waiting.
    public var pendingCount: Int { timers.count }

    /// When the next entry falls due, if any.
    public var nextDue: Duration? { timers.nextDue }

    /// Runs `work` once `delay` has passed; an earlier entry with the same id is replaced.
    public func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void) {
        timers.insert(id: id, due: now + max(delay, .zero), work: work)
    }

    /// Drops the pending entry with this id, if any.
    public func cancel(id: EffectID) { timers.remove(id: id) }

    /// Moves time forward, running each entry that falls due on the way.
    public func advance(by delta: Duration = .zero) {
        let target = now + delta
        while let entry = timers.popDue(at: target) {
            now = max(now, entry.due)
            entry.work()
        }
        now = target
    }

    /// Runs entries until none is left (entries that reschedule themselves
    /// forever would never stop: give up after `limit`).
    public func runAll(limit: Int = 10_000) {
        var runs = 0
        while let due = timers.nextDue, runs < limit {
            advance(by: max(due - now, .zero))
            runs += 1
        }
    }
}
