/// A scheduler whose time moves only when a test says so, and whose
/// asynchronous work runs only when a test says so.
///
/// `advance(by:)` runs every timer that falls due on the way, each at its own
/// due time, so a whole game runs in microseconds and no test sleeps.
/// Operations started by `Effect.run` wait until `runTasks()`, which runs them
/// one at a time in the order they were started: the same order every run.
public final class ManualScheduler: Scheduler {
    /// The test's time: moves only in `advance(by:)` and `runAll(limit:)`.
    public private(set) var now: Duration
    private var timers = TimerQueue()
    private var tasks: [PendingTask] = []

    /// Started and not yet run: the operation and its delivery in one.
    private struct PendingTask {
        let id: EffectID
        let run: () async -> Void
    }

    /// Starts the clock at `start` (zero by default).
    public init(now start: Duration = .zero) { self.now = start }

    /// How many entries are waiting: timers and operations not yet run.
    public var pendingCount: Int { timers.count + tasks.count }

    /// The ids of the waiting entries: timers earliest first, then operations.
    public var pendingIDs: [EffectID] { timers.entries.map(\.id) + tasks.map(\.id) }

    /// When the next timer falls due, if any.
    public var nextDue: Duration? { timers.nextDue }

    /// Runs `work` once `delay` has passed; an earlier entry with the same id is replaced.
    public func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void) {
        // `insert` replaces a timer of this id itself: only the operations
        // are left to look through.
        removeTask(id: id)
        timers.insert(id: id, due: now + max(delay, .zero), work: work)
    }

    /// Keeps `operation` until `runTasks()`; an earlier entry with the same id is replaced.
    public func start<Output: Sendable>(
        id: EffectID,
        _ operation: @escaping @Sendable () async -> Output,
        then deliver: @escaping (Output) -> Void
    ) {
        cancel(id: id)
        tasks.append(PendingTask(id: id) { deliver(await operation()) })
    }

    /// Drops the pending entry with this id, if any.
    public func cancel(id: EffectID) {
        timers.remove(id: id)
        removeTask(id: id)
    }

    /// Drops the operation with this id; there is at most one (`start`
    /// replaces), and mostly none, so the array is left alone then.
    private func removeTask(id: EffectID) {
        if let index = tasks.firstIndex(where: { $0.id == id }) { tasks.remove(at: index) }
    }

    /// Runs every started operation to its end, one at a time, first started
    /// first, delivering each result before the next starts; operations
    /// started on the way run too. Time does not move.
    public func runTasks() async {
        while !tasks.isEmpty {
            let task = tasks.removeFirst()
            await task.run()
        }
    }

    /// Moves time forward, running each timer that falls due on the way.
    public func advance(by delta: Duration = .zero) {
        let target = now + delta
        while let entry = timers.popDue(at: target) {
            now = max(now, entry.due)
            entry.work()
        }
        now = target
    }

    /// Runs timers until none is left (timers that reschedule themselves
    /// forever would never stop: give up after `limit`).
    public func runAll(limit: Int = 10_000) {
        var runs = 0
        while let due = timers.nextDue, runs < limit {
            advance(by: max(due - now, .zero))
            runs += 1
        }
    }
}
