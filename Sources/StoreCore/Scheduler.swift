/// Where the store's delayed effects wait for their time, and where its
/// asynchronous work runs and comes back.
///
/// Time is a `Duration` since the scheduler started, so recordings and tests
/// see offsets, never wall-clock dates. Two schedulers ship: `RunLoopScheduler`
/// for the program and `ManualScheduler` for tests.
///
/// A scheduler belongs to the thread that owns its store: every member is
/// called there, and every piece of work it runs (`schedule`'s work, `start`'s
/// delivery) runs there.
public protocol Scheduler: AnyObject {
    /// Time elapsed since the scheduler started.
    var now: Duration { get }
    /// Runs `work` once `delay` has passed; an earlier entry with the same id
    /// is replaced.
    func schedule(id: EffectID, after delay: Duration, _ work: @escaping () -> Void)
    /// Starts `operation` under `id` and, once it has finished, hands its
    /// result to `deliver` on the scheduler's own thread. An earlier entry
    /// with the same id is replaced (a running operation is cancelled and its
    /// result dropped).
    func start<Output: Sendable>(
        id: EffectID,
        _ operation: @escaping @Sendable () async -> Output,
        then deliver: @escaping (Output) -> Void)
    /// Drops the pending entry with this id, if any: a timer never fires, an
    /// operation is cancelled and its result never delivered.
    func cancel(id: EffectID)
}

/// The pending timers of a scheduler, earliest first; equal times keep the
/// order they were scheduled in.
struct TimerQueue {
    struct Entry {
        let due: Duration
        let sequence: Int
        let id: EffectID
        let work: () -> Void
    }

    private(set) var entries: [Entry] = []
    private var nextSequence = 0

    var nextDue: Duration? { entries.first?.due }
    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func insert(id: EffectID, due: Duration, work: @escaping () -> Void) {
        remove(id: id)
        let entry = Entry(due: due, sequence: nextSequence, id: id, work: work)
        nextSequence += 1
        let index = entries.firstIndex { $0.due > due } ?? entries.endIndex
        entries.insert(entry, at: index)
    }

    /// Drops the entry with this id. There is at most one (`insert`
    /// replaces), and mostly none, so the array is left alone then.
    mutating func remove(id: EffectID) {
        if let index = entries.firstIndex(where: { $0.id == id }) { entries.remove(at: index) }
    }

    /// Removes and returns the earliest entry if it is due at `time`.
    mutating func popDue(at time: Duration) -> Entry? {
        guard let first = entries.first, first.due <= time else { return nil }
        return entries.removeFirst()
    }
}
