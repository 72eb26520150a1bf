import ArgumentParser
import GameCore
import TerminalUI

/// How the terminal draws, shared by `play` and `replay`.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Draw the cards with ASCII letters instead of emoji.")
    var ascii = false

    @Flag(help: "No colours (also when NO_COLOR is set and not empty).")
    var noColor = false

    @Option(help: ArgumentHelp("The look: default, or high-contrast (the terminal's own colours, reverse and bold) (default: config.toml's, else default).",
                               valueName: "theme"))
    var theme: Theme?

    /// The terminal's options; `NO_COLOR` counts when set to anything but
    /// the empty string, as no-color.org says.
    /// `screenReader` is `play`'s `--screen-reader` (the replay's view has no such mode).
    func terminalOptions(environment: [String: String], screenReader: Bool = false) -> TerminalOptions {
        Self.terminalOptions(ascii: ascii, noColor: noColor, theme: theme ?? .standard, environment: environment,
                             screenReader: screenReader)
    }

    /// These options over the settings file's (`ConfigFile`): a flag given
    /// turns its setting on, a theme given wins.
    func over(_ base: PlaySettings) -> DisplayOptions {
        var options = self
        options.ascii = ascii || base.ascii
        options.noColor = noColor || base.noColor
        options.theme = theme ?? base.theme
        return options
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
        try Self.openSession(terminalOptions(
            environment: environment, screenReader: screenReader || Self.asksForScreenReader(environment)))
    }

    /// The same with the options worked out (`PlaySettings.terminalOptions`).
    static func openSession(_ options: TerminalOptions) throws -> TerminalSession {
        do {
            return try TerminalSession(options: options)
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
