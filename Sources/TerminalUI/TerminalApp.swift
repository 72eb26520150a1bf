import GameCore
import StoreCore

/// How the terminal shows the game, from the command line's flags.
package struct TerminalOptions: Sendable {
    /// ASCII card faces instead of emoji.
    package var ascii: Bool
    /// Colours on (off for `--no-color` or `NO_COLOR`).
    package var color: Bool

    /// How the quack rings is the game's `Configuration.bellStyle`; the
    /// session only supplies the bell (`TerminalSession.bell`).
    package init(ascii: Bool = false, color: Bool = true) {
        self.ascii = ascii
        self.color = color
    }
}

/// A reason the terminal could not be used, in one line for the player.
package struct TerminalError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// Draws a running store in an open terminal session and feeds it the
/// player's keys. The command line builds the program and hands it over;
/// nothing here makes a store or calls back.
package enum TerminalApp {
    /// Runs `store` until the player quits and returns the exit status (0,
    /// or 128 + the signal that ended it). `scheduler` is the store's: the
    /// run loop waits until its next effect is due and runs it.
    package static func play(_ store: Store<GameState, GameAction>, scheduler: RunLoopScheduler,
                            in session: TerminalSession) -> Int32 {
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
            },
            wake: scheduler.wakeDescriptor))
    }

    /// Plays a recording back on screen as real time passes, at the
    /// replayer's speed (Space pauses, q quits), and returns the exit
    /// status. The replay's store has no middleware: no score, no bell.
    package static func replay(_ replayer: Replayer, in session: TerminalSession) -> Int32 {
        let clock = ContinuousClock()
        var lastTurn = clock.now
        func status() -> ReplayStatus {
            ReplayStatus(speed: replayer.timeline.speed, isPaused: replayer.timeline.isPaused,
                         isFinished: replayer.isFinished)
        }
        session.setReplayStatus(status())
        return session.run(TerminalSession.Turn(
            draw: { ScreenView.frame(replayer.store.state, context: $0) },
            timeout: { replayer.timeline.realTimeUntilNextDue },
            handle: { event, _ in
                switch KeyTable.replayBinding(for: event)?.action {
                case .replayQuit: return false
                case .replayPauseToggled: replayer.togglePause()
                default: break
                }
                session.setReplayStatus(status())
                return true
            },
            runDue: {
                let now = clock.now
                replayer.advance(byRealTime: now - lastTurn)
                lastTurn = now
                session.setReplayStatus(status())
            }))
    }
}
