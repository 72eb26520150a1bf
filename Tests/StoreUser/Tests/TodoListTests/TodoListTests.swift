import StoreCore
import StoreTesting
import Testing
import TodoList

/// The to-do list through the public API alone: exhaustive test stores, a
/// delayed save, an asynchronous load, work done at once through a port,
/// and an observer of one part.
struct TodoListTests {
    /// A chain that lives in a `static let`, as a Swift 6 package keeps it.
    static let chain = [Todo.middleware(source: { ["milk", "eggs"] }, destination: { _ in })]

    @Test func addingAnItemSavesTheListTwoSecondsAfterTheLastChange() async {
        let store = TestStore(initialState: Todo.State(), reducer: Todo.reducer, middleware: Self.chain)

        store.send(.added("milk")) {
            $0.items = [Todo.Item(title: "milk")]
            $0.isSaved = false
        }
        store.advance(by: .seconds(1))
        store.send(.toggled(index: 0)) { $0.items[0].isDone = true }
        store.assertPerformed([Todo.Cheer.done("milk")])
        store.advance(by: .seconds(1))
        #expect(store.unreceivedActions.isEmpty, "the second change restarted the wait")
        store.advance(by: .seconds(1))
        store.receive(.saveDelayElapsed)
        await store.runTasks()
        store.receive(.saved) { $0.isSaved = true }
        store.finish()
    }

    @Test func loadingReplacesTheListWithWhatTheSourceGave() async {
        let store = TestStore(initialState: Todo.State(items: [Todo.Item(title: "old")]),
                              reducer: Todo.reducer, middleware: Self.chain)

        store.send(.loadTapped)
        await store.runTasks()
        store.receive(.loaded(["milk", "eggs"])) {
            $0.items = [Todo.Item(title: "milk"), Todo.Item(title: "eggs")]
        }
        store.finish()
    }

    @Test func aTestThatStopsBeforeTheSaveSaysItExpectsIt() {
        let store = TestStore(initialState: Todo.State(), reducer: Todo.reducer, middleware: Self.chain)

        store.send(.added("milk")) {
            $0.items = [Todo.Item(title: "milk")]
            $0.isSaved = false
        }
        store.skipPendingEffects()
        store.finish()
    }

    @Test func anObserverOfTheRemainingCountIsToldOnlyWhenItChanges() async {
        let scheduler = ManualScheduler()
        let store = Store(initialState: Todo.State(), reducer: Todo.reducer, middleware: Self.chain,
                          scheduler: scheduler)
        var told: [String] = []
        let subscription = store.observe(\.remaining) { old, new in told.append("\(old)→\(new)") }

        store.send(.added("milk"))
        store.send(.added("eggs"))
        store.send(.toggled(index: 0))
        scheduler.advance(by: Todo.saveDelay)
        await scheduler.runTasks()
        subscription.cancel()
        store.send(.added("bread"))

        #expect(told == ["0→1", "1→2", "2→1"], "saving changed nothing it watches")
        #expect(store.state.isSaved == false, "bread came after the save")
    }
}
