import GameCore
import StoreCore

/// How the terminal shows the game, from the command line's flags.
public struct TerminalOptions: Sendable {
    /// ASCII card faces instead of emoji.
    public var ascii: Bool
    /// Colours on (off for `--no-color` or `NO_COLOR`).
    public var color: Bool

    /// How the quack rings is the game's `Configuration.bellStyle`; the
    /// terminal only supplies the bell.
    public init(ascii: Bool = false, color: Bool = true) {
        self.ascii = ascii
        self.color = color
    }
}

/// A reason the terminal could not be used, in one line for the player.
public struct TerminalError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Plays the game in the terminal.
public enum TerminalApp {
    /// Runs a game session until the player quits and returns the exit
    /// status (0, or 128 + the signal that ended it). `extraMiddleware` is
    /// appended to the chain (the recorder) and gets the run loop's
    /// scheduler. Throws `TerminalError` before touching the screen when
    /// there is no usable terminal.
    public static func play(
        configuration: Game.Configuration,
        options: TerminalOptions,
        extraMiddleware: (any Scheduler) -> [Middleware<GameState, GameAction>] = { _ in [] }
    ) throws -> Int32 {
        let session = try TerminalSession(options: options)
        defer { session.end() }
        var configuration = configuration
        if configuration.bellStyle != .off, configuration.bell == nil { configuration.bell = session.bell }
        let scheduler = RunLoopScheduler()
        let store = Game.makeStore(configuration, scheduler: scheduler, extra: extraMiddleware(scheduler))
        store.send(.launched)
        // After whatever may change the state or the size: the game's clock
        // stops while the screen is too small to show it.
        func reportFit() {
            if let action = FitSignal.action(for: store.state, in: session.context) { store.send(action) }
        }
        reportFit()
        return session.run(TerminalSession.Turn(
            draw: { ScreenView.frame(store.state, context: $0) },
            timeout: { scheduler.timeUntilNextDue },
            handle: { event, context in
                for command in KeyMap.commands(for: event, state: store.state, rows: context.rows,
                                               columns: context.columns) {
                    switch command {
                    case .send(let action): store.send(action)
                    case .quit: return false
                    }
                }
                reportFit()
                return true
            },
            runDue: {
                scheduler.runDue()
                reportFit()
            }))
    }

    /// Plays `recording` back on screen at `speed` (Space pauses, q quits)
    /// and returns the exit status. Writes no score and rings no bell: the
    /// replay's store has no middleware.
    public static func replay(_ recording: Recording, speed: Double, options: TerminalOptions) throws -> Int32 {
        var timeline = ReplayTimeline(recording, speed: speed)
        let speed = timeline.speed  // as the timeline holds it: within ReplayTimeline.speeds
        let session = try TerminalSession(options: options, replay: ReplayStatus(speed: speed))
        defer { session.end() }
        let store = Replay.makeStore(for: recording, scheduler: RunLoopScheduler())
        let clock = ContinuousClock()
        var lastTurn = clock.now
        func status() -> ReplayStatus {
            ReplayStatus(speed: speed, isPaused: timeline.isPaused, isFinished: timeline.isFinished)
        }
        return session.run(TerminalSession.Turn(
            draw: { ScreenView.frame(store.state, context: $0) },
            timeout: { timeline.realTimeUntilNextDue },
            handle: { event, _ in
                switch event {
                case .character("q"), .escape: return false
                case .character(" "), .character("p"): timeline.togglePause()
                default: break
                }
                session.setReplayStatus(status())
                return true
            },
            runDue: {
                let now = clock.now
                for action in timeline.advance(byRealTime: now - lastTurn) { store.send(action) }
                lastTurn = now
                session.setReplayStatus(status())
            }))
    }
}
