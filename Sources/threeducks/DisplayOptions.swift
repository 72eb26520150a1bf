import ArgumentParser
import GameCore
import TerminalUI

/// How the terminal draws, shared by `play` and `replay`.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Draw the cards with ASCII letters instead of emoji.")
    var ascii = false

    @Flag(help: "No colours (also when NO_COLOR is set and not empty).")
    var noColor = false

    @Option(help: ArgumentHelp("The look: default, or high-contrast (the terminal's own colours, reverse and bold).",
                               valueName: "theme"))
    var theme: Theme = .standard

    /// The terminal's options; `NO_COLOR` counts when set to anything but
    /// the empty string, as no-color.org says.
    /// `screenReader` is `play`'s `--screen-reader` (the replay's view has no such mode).
    func terminalOptions(environment: [String: String], screenReader: Bool = false) -> TerminalOptions {
        Self.terminalOptions(ascii: ascii, noColor: noColor, theme: theme, environment: environment,
                             screenReader: screenReader)
    }

    /// The same from the options' values (`PlaySettings` holds them plain).
    static func terminalOptions(ascii: Bool, noColor: Bool, theme: Theme, environment: [String: String],
                                screenReader: Bool = false) -> TerminalOptions {
        let color = !noColor && (environment["NO_COLOR"] ?? "").isEmpty
        return TerminalOptions(ascii: ascii, color: color, screenReader: screenReader, theme: theme)
    }

    /// The terminal taken over for a network game (`host`, `join`): the
    /// screen-reader mode by `--screen-reader` or the environment; a
    /// terminal that cannot be taken is the command's one-line failure.
    func openSession(environment: [String: String], screenReader: Bool) throws -> TerminalSession {
        do {
            return try TerminalSession(options: terminalOptions(
                environment: environment, screenReader: screenReader || Self.asksForScreenReader(environment)))
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// `THREEDUCKS_SCREEN_READER` set to 1 (or yes, true, on) turns the mode on.
    static func asksForScreenReader(_ environment: [String: String]) -> Bool {
        ["1", "yes", "true", "on"].contains((environment["THREEDUCKS_SCREEN_READER"] ?? "").lowercased())
    }
}

extension Theme: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}
