import StoreCore
import Testing

/// Reducers compose: several run in order, and a reducer of a part of the
/// state is lifted to the whole.
struct ReducerTests {
    struct Board: Equatable {
        var left = 0
        var right = 0
        var trail: [String] = []
    }

    enum Move: Equatable {
        case left(Int)
        case right(Int)
        case reset
    }

    private static var adding: Reducer<Int, Int> {
        Reducer { total, amount in total += amount }
    }

    private static var left: Reducer<Board, Move> {
        .scope(state: \.left, action: { if case .left(let amount) = $0 { amount } else { nil } }, adding)
    }

    private static var right: Reducer<Board, Move> {
        .scope(state: \.right, action: { if case .right(let amount) = $0 { amount } else { nil } }, adding)
    }

    @Test func combineRunsReducersInOrderOnTheSameStateAndAction() {
        let combined = Reducer<Board, Move>.combine(
            Reducer { board, _ in board.trail.append("first saw left=\(board.left)") },
            Reducer { board, _ in board.left += 1 },
            Reducer { board, _ in board.trail.append("third saw left=\(board.left)") }
        )
        var board = Board()

        combined.reduce(&board, .reset)

        #expect(board.trail == ["first saw left=0", "third saw left=1"])
    }

    @Test func combiningNoReducersLeavesTheStateAlone() {
        var board = Board(left: 3, right: 4)

        Reducer<Board, Move>.combine([]).reduce(&board, .left(1))

        #expect(board == Board(left: 3, right: 4))
    }

    @Test func aScopedReducerChangesOnlyItsPartAndOnlyForActionsItExtracts() {
        var board = Board()

        Self.left.reduce(&board, .left(3))
        #expect(board == Board(left: 3))

        Self.left.reduce(&board, .right(5))
        Self.left.reduce(&board, .reset)
        #expect(board == Board(left: 3), "actions it cannot extract leave the state alone")
    }

    @Test func scopedReducersCombineIntoTheWholeFeature() {
        let store = Store(initialState: Board(), reducer: .combine(Self.left, Self.right),
                          scheduler: ManualScheduler())

        store.send(.left(2))
        store.send(.right(7))
        store.send(.left(1))

        #expect(store.state == Board(left: 3, right: 7))
    }
}
