import CounterFeature
import StoreCore
import Testing

/// The test clock: entries run at their own due times, in order, only when
/// the test moves time.
struct ManualSchedulerTests {
    @Test func advanceRunsEachEntryAtItsOwnDueTime() {
        let scheduler = ManualScheduler()
        let runs = EventLog<String>()
        scheduler.schedule(id: EffectID("late"), after: .milliseconds(300)) { runs.append("late at \(scheduler.now)") }
        scheduler.schedule(id: EffectID("early"), after: .milliseconds(100)) { runs.append("early at \(scheduler.now)") }

        scheduler.advance(by: .milliseconds(500))

        #expect(runs.events == ["early at 0.1 seconds", "late at 0.3 seconds"])
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test func entriesDueAtTheSameTimeRunInTheOrderTheyWereScheduled() {
        let scheduler = ManualScheduler()
        let runs = EventLog<String>()
        for name in ["a", "b", "c"] {
            scheduler.schedule(id: EffectID(name), after: .seconds(1)) { runs.append(name) }
        }

        scheduler.advance(by: .seconds(1))

        #expect(runs.events == ["a", "b", "c"])
    }

    @Test func anEntryScheduledByAnotherRunsInTheSameAdvanceWhenItFallsDue() {
        let scheduler = ManualScheduler()
        let runs = EventLog<Duration>()
        scheduler.schedule(id: EffectID("first"), after: .milliseconds(100)) {
            runs.append(scheduler.now)
            scheduler.schedule(id: EffectID("second"), after: .milliseconds(100)) { runs.append(scheduler.now) }
        }

        scheduler.advance(by: .milliseconds(250))

        #expect(runs.events == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func runAllRunsEverythingAndStopsTheClockAtTheLastEntry() {
        let scheduler = ManualScheduler()
        let runs = EventLog<String>()
        scheduler.schedule(id: EffectID("x"), after: .seconds(2)) { runs.append("x") }
        scheduler.schedule(id: EffectID("y"), after: .seconds(5)) { runs.append("y") }

        scheduler.runAll()

        #expect(runs.events == ["x", "y"])
        #expect(scheduler.now == .seconds(5))
        #expect(scheduler.nextDue == nil)
    }
}
