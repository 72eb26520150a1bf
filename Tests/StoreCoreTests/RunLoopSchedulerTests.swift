import CounterFeature
import StoreCore
import Testing

/// The program's scheduler runs nothing by itself: it tells the run loop how
/// long to wait and runs what is due when asked. None of these tests waits.
struct RunLoopSchedulerTests {
    @Test func timeUntilNextDueIsNilWhenNothingIsPending() {
        let scheduler = RunLoopScheduler()

        #expect(scheduler.timeUntilNextDue == nil)
    }

    @Test func timeUntilNextDueIsBetweenZeroAndTheDelayWhileAnEntryIsPending() throws {
        let scheduler = RunLoopScheduler()
        scheduler.schedule(id: EffectID("timer"), after: .seconds(30)) {}

        let wait = try #require(scheduler.timeUntilNextDue)

        #expect(wait >= .zero)
        #expect(wait <= .seconds(30))
    }

    @Test func runDueRunsNothingBeforeItsTime() {
        let scheduler = RunLoopScheduler()
        let runs = EventLog<String>()
        scheduler.schedule(id: EffectID("later"), after: .seconds(60)) { runs.append("later") }

        scheduler.runDue()

        #expect(runs.events.isEmpty)
        #expect(scheduler.timeUntilNextDue != nil, "the entry still waits")
    }

    @Test func runDueRunsAnEntryScheduledWithNoDelayAndEmptiesTheQueue() {
        let scheduler = RunLoopScheduler()
        let runs = EventLog<String>()
        scheduler.schedule(id: EffectID("now"), after: .zero) { runs.append("now") }
        scheduler.schedule(id: EffectID("past"), after: .seconds(-5)) { runs.append("past") }

        scheduler.runDue()

        #expect(runs.events == ["now", "past"])
        #expect(scheduler.timeUntilNextDue == nil)
    }

    @Test func cancelRemovesThePendingEntry() {
        let scheduler = RunLoopScheduler()
        let runs = EventLog<String>()
        scheduler.schedule(id: EffectID("timer"), after: .zero) { runs.append("timer") }

        scheduler.cancel(id: EffectID("timer"))
        scheduler.runDue()

        #expect(scheduler.timeUntilNextDue == nil)
        #expect(runs.events.isEmpty)
    }
}
