import GameCore
import StoreCore

/// How the terminal shows the game, from the command line's flags.
public struct TerminalOptions: Sendable {
    /// ASCII card faces instead of emoji.
    public var ascii: Bool
    /// Colours on (off for `--no-color` or `NO_COLOR`).
    public var color: Bool
    /// How the quack rings.
    public var bellStyle: BellStyle

    public init(ascii: Bool = false, color: Bool = true, bellStyle: BellStyle = .audible) {
        self.ascii = ascii
        self.color = color
        self.bellStyle = bellStyle
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
    /// status. `extraMiddleware` is appended to the chain (the recorder) and
    /// gets the run loop's scheduler. Throws `TerminalError` before touching
    /// the screen when there is no usable terminal.
    public static func play(
        configuration: Game.Configuration,
        options: TerminalOptions,
        extraMiddleware: (any Scheduler) -> [Middleware<GameState, GameAction>] = { _ in [] }
    ) throws -> Int32 {
        throw TerminalError("the terminal view is not built yet")
    }

    /// Plays `recording` back on screen at `speed` (Space pauses, q quits)
    /// and returns the exit status. Writes no score and rings no bell.
    public static func replay(_ recording: Recording, speed: Double, options: TerminalOptions) throws -> Int32 {
        throw TerminalError("the terminal view is not built yet")
    }
}
