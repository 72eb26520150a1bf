import CounterFeature
import StoreCore
import Testing

/// Effect ids compare by type and value, cheaply (docs/performance.md), and
/// hash as they compare.
struct EffectIDTests {
    private enum Clock { case tick, tock }
    private enum Load: Hashable { case file(String), all }

    @Test func idsOfOneTypeAndValueAreEqualAndHashAlike() {
        #expect(EffectID(Clock.tick) == EffectID(Clock.tick))
        #expect(EffectID(Clock.tick) != EffectID(Clock.tock))
        #expect(Set([EffectID(Clock.tick), EffectID(Clock.tick), EffectID(Clock.tock)]).count == 2)
    }

    @Test func idsWithAPayloadCompareByIt() {
        let name = String(repeating: "scores", count: 4)  // long: a string on the heap
        #expect(EffectID(Load.file(name)) == EffectID(Load.file(String(repeating: "scores", count: 4))))
        #expect(EffectID(Load.file(name)) != EffectID(Load.file("history")))
        #expect(EffectID(Load.file(name)) != EffectID(Load.all))
        #expect(Set([EffectID(Load.file(name)), EffectID(Load.file(name + ""))]).count == 1)
    }

    @Test func idsOfDifferentTypesDifferEvenWithEqualValues() {
        #expect(EffectID(1 as Int) != EffectID(1 as UInt8))
        #expect(EffectID("tick") != EffectID(Substring("tick")))
        #expect(Set([EffectID(1 as Int), EffectID(1 as UInt8), EffectID(1 as Int)]).count == 2)
    }

    @Test func anIdReadsAsItsTypeAndValue() {
        #expect(EffectID(Clock.tick).description == "Clock.tick")
        #expect(EffectID(Load.file("a")).description == "Load.file(\"a\")")
        #expect(EffectID("timer").description == "String.timer")
    }

    @Test func aTimerReplacesAWaitingOperationOfItsIdAndOnlyThatOne() {
        let scheduler = ManualScheduler()
        scheduler.start(id: EffectID(Load.file("a")), { 1 }, then: { _ in })
        scheduler.start(id: EffectID(Load.file("b")), { 2 }, then: { _ in })
        scheduler.schedule(id: EffectID(Load.file("a")), after: .seconds(1)) {}
        #expect(scheduler.pendingIDs == [EffectID(Load.file("a")), EffectID(Load.file("b"))])
        scheduler.cancel(id: EffectID(Load.file("a")))
        scheduler.schedule(id: EffectID(Load.file("b")), after: .seconds(2)) {}
        #expect(scheduler.pendingIDs == [EffectID(Load.file("b"))])
    }
}
