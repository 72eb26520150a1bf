#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The program's scheduler: real monotonic time, driven by the run loop.
///
/// It runs nothing by itself. The run loop asks `timeUntilNextDue` for its
/// input timeout, waits for a key, that time, or `wakeDescriptor` to become
/// readable, then calls `runDue()`. So an idle program sleeps in the kernel,
/// and no thread of the run loop's own is needed.
///
/// Asynchronous work (`Effect.run`) runs in a `Task`; its result waits in an
/// inbox, the task writes a byte to `wakeDescriptor`'s pipe so the run loop
/// wakes, and `runDue()` hands results over on the run loop's thread, in the
/// order they finished.
public final class RunLoopScheduler: Scheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var timers = TimerQueue()
    private var running: [EffectID: Running] = [:]
    private var nextToken = 0
    /// A finished operation's result, for the effect that waits on `token`.
    struct Finished {
        let token: Int
        let output: any Sendable
    }

    private let inbox = EventInbox<Finished>()

    /// A started operation: how to cancel it, and where its result goes.
    private struct Running {
        let token: Int
        let task: Task<Void, Never>
        let deliver: (any Sendable) -> Void
    }

    /// Starts counting from now.
    public init() { start = clock.now }

    deinit {
        for entry in running.values { entry.task.cancel() }
    }

    /// Time elapsed since the scheduler was made, read from `ContinuousClock`.
    public var now: Duration { clock.now - start }

    /// A file descriptor that becomes readable when an operation has
    /// finished: poll it beside the program's input, and call `runDue()`
    /// when it is readable. The scheduler owns it; never read or close it.
    public var wakeDescriptor: Int32 { inbox.wakeDescriptor }

    /// Runs `work` once `delay` has passed; an earlier entry with the same id is replaced.
    public func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void) {
        cancel(id: id)
        timers.insert(id: id, due: now + max(delay, .zero), work: work)
    }

    /// Starts `operation` in a task; its result is delivered by a later `runDue()`.
    public func start<Output: Sendable>(
        id: EffectID,
        _ operation: @escaping @Sendable () async -> Output,
        then deliver: @escaping (Output) -> Void
    ) {
        cancel(id: id)
        let token = nextToken
        nextToken += 1
        let inbox = self.inbox
        let task = Task.detached {
            let output = await operation()
            inbox.post(Finished(token: token, output: output))
        }
        running[id] = Running(token: token, task: task) { deliver($0 as! Output) }
    }

    /// Drops the pending entry with this id, if any: a timer never fires, an
    /// operation is cancelled and its result dropped.
    public func cancel(id: EffectID) {
        timers.remove(id: id)
        running.removeValue(forKey: id)?.task.cancel()
    }

    /// How long the run loop may wait; nil when no timer is pending (a
    /// finished operation wakes it through `wakeDescriptor`).
    public var timeUntilNextDue: Duration? {
        if inbox.hasEvents { return .zero }
        guard let due = timers.nextDue else { return nil }
        return max(due - now, .zero)
    }

    /// Whether operations are still running.
    public var runningCount: Int { running.count }

    /// Delivers the results of finished operations, in the order they
    /// finished, then runs every timer that is due now, earliest first.
    public func runDue() {
        deliverResults()
        let time = now
        while let entry = timers.popDue(at: time) { entry.work() }
    }

    /// Waits for every running operation to finish and delivers its result
    /// (and those of operations the results start), running no timer: for
    /// the program's exit, so that work in flight, a score being saved, is
    /// not lost with the process. Returns at once when nothing runs.
    public func finishRunning() {
        while !running.isEmpty {
            if !inbox.hasEvents {
                // The pipe wakes this at once; the timeout only covers a
                // pipe that could not be made.
                var wake = pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&wake, 1, 100)
            }
            deliverResults()
        }
    }

    /// Hands over the results waiting in the inbox, in the order they finished.
    private func deliverResults() {
        for result in inbox.drain() {
            guard let (id, entry) = running.first(where: { $0.value.token == result.token }) else {
                continue  // cancelled or replaced while it ran
            }
            running.removeValue(forKey: id)
            entry.deliver(result.output)
        }
    }
}
