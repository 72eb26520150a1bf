import CPty
import GameCore
import StoreCore
import TerminalUI

/// What drawing costs: bytes the real binary sends its terminal for one flip
/// and for a whole frame (through a pseudo-terminal, so curses' own escape
/// codes count), and how fast the view and the renderer make frames.
func renderBenchmarks() -> [Benchmark] {
    [
        Benchmark("render.flip", unit: "bytes") { try renderFlipBytes() },
        Benchmark("render.frame", unit: "bytes") { try renderFrameBytes() },
        Benchmark("render.frames", unit: "frames/s", figure: { renderFrameRate() }),
        Benchmark("render.frames.12x12", unit: "frames/s", figure: { renderFrameRate(board: .largest, loops: 2) }),
    ]
}

/// The launch both byte counts use: a hard board fills 80×24 with its large
/// cards. A mismatch, should one happen, stays up for 10 s, past the window.
private let hardGame = ["--seed", "7", "--board", "hard", "--mismatch-delay", "10"]

/// Bytes for the first flip of a game, the most over three launches that
/// each flip a different card (top left, middle, bottom right): the goal is
/// a bound, so the dearest flip counts. Flipping h or v also moves the
/// highlight off a, which redraws a's border too. The game clock starts
/// with that flip, so its first tick (a second later) cannot land in the
/// 200 ms of quiet that ends the count.
private func renderFlipBytes(cards: [String] = ["a", "h", "v"]) throws -> Double {
    var most = 0
    for card in cards {
        var game = try startedGame()
        defer { game.stop() }
        let before = game.bytesRead
        game.type(card)
        game.readUntilQuiet()
        guard game.bytesRead > before else { throw BenchError("flipping \(card) drew nothing") }
        most = max(most, game.bytesRead - before)
    }
    return Double(most)
}

/// Bytes for a whole game frame at 80×24: the pseudo-terminal is resized to
/// 100×30 and, after that frame and a clock tick, back to 80×24. Curses turns
/// each resize into `KEY_RESIZE`, the renderer clears and writes the frame
/// whole, so what follows the resize back is one full 80×24 frame.
private func renderFrameBytes() throws -> Double {
    var game = try startedGame()
    defer { game.stop() }
    game.type("a")
    game.readUntilQuiet()
    try game.resize(rows: 30, columns: 100)
    game.readUntilQuiet()
    try game.waitForTick()
    let before = game.bytesRead
    try game.resize(rows: 24, columns: 80)
    game.readUntilQuiet()
    return Double(game.bytesRead - before)
}

/// The binary on the hard board, its first game frame drawn and drained.
private func startedGame() throws -> GameProcess {
    var game = try GameProcess.launch(hardGame)
    _ = try game.waitFor("Enter")
    game.readUntilQuiet()
    game.type("\r")
    _ = try game.waitFor("Moves")
    game.readUntilQuiet()
    return game
}

/// Frames per second of `ScreenView.frame` plus `Renderer.render` into a
/// `MemoryTerminal` at 80×24, over every state of a whole hard game (the
/// deal, then each flip until won), one renderer diffing each frame against
/// the one before, as the run loop does; or of a whole game of `board`
/// (12×12: 144 one-line cards with two-key labels).
private func renderFrameRate(board: Board = .hard, loops: Int = 20) -> Figure {
    let states = gameStates(board)
    let context = ViewContext(rows: 24, columns: 80)
    let terminal = MemoryTerminal(rows: 24, columns: 80)
    let renderer = Renderer(surface: terminal)
    var cells = 0
    let rate = medianRate(operations: states.count * loops) {
        for _ in 0..<loops {
            for state in states { cells += renderer.render(ScreenView.frame(state, context: context)) }
        }
    }
    precondition(cells > 0 && terminal.screen == ScreenView.frame(states.last!, context: context),
                 "the renderer did not draw the game")
    return rate
}

/// Each state a game of `board` passes through, from the deal to the last
/// match, played by `PerfectMemoryPlayer`.
private func gameStates(_ board: Board, seed: UInt64 = 7) -> [GameState] {
    var configuration = Game.Configuration()
    configuration.board = board
    configuration.seed = seed
    configuration.seedSequence = true  // the same games every run
    let store = Game.makeStore(configuration, scheduler: ManualScheduler())
    store.send(.launched)
    store.send(.startTapped)
    var states = [store.state]
    var player = PerfectMemoryPlayer(cardCount: store.state.round!.cards.count)
    while store.state.round?.allMatched == false {
        let id = player.nextFlip(selected: store.state.round!.selected)
        store.send(.cardFlipped(id: id))
        player.saw(id, store.state.round!.cards[id])
        states.append(store.state)
    }
    return states
}

extension GameProcess {
    /// Reads until nothing has come for `quiet`; the bytes are in `bytesRead`.
    mutating func readUntilQuiet(_ quiet: Duration = .milliseconds(200), timeout: Duration = .seconds(5)) {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let before = bytesRead
            drain(waitingUpTo: Int32(milliseconds(quiet)))
            if bytesRead == before { return }
        }
    }

    /// Waits for the next output, the game clock's once-a-second tick, and
    /// for it to end: the next tick is then about a second away.
    mutating func waitForTick() throws {
        let before = bytesRead
        let deadline = ContinuousClock.now + .milliseconds(1500)
        while bytesRead == before {
            guard ContinuousClock.now < deadline else { throw BenchError("no clock tick within 1.5 s") }
            drain(waitingUpTo: 100)
        }
        readUntilQuiet(.milliseconds(30))
    }

    /// Sets the terminal's size; the program gets SIGWINCH.
    func resize(rows: UInt16, columns: UInt16) throws {
        guard cpty_resize(master, rows, columns) == 0 else { throw BenchError("cannot resize the pseudo-terminal") }
    }
}
