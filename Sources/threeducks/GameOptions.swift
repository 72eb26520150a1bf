import ArgumentParser
import GameCore
import TerminalUI

/// The options `play` and `host` share, each declared once, in `play --help`'s
/// order; a command's own go in the places `Own` leaves between them. Read as
/// plain values, `settings` (argument-parser's wrappers trap when read
/// unparsed, and the fast path, `PlayArguments`, has none), checked once by
/// `PlaySettings.problem`. No `validate()`: each command checks its own first.
struct GameOptions<Own: GameOptionPlaces>: ParsableArguments {
    // `--difficulty` is 1.0's name for it, kept so scripts go on working.
    @Option(name: [.customLong("board"), .customLong("difficulty")],
            help: ArgumentHelp("The board: easy, medium, hard, or RxC (rows x columns, 2 to 12 each, an even number of cards) (default: config.toml's, else the board chosen last, else medium).",
                               valueName: "board"),
            completion: Board.completion, transform: Board.argument)
    var board: Board?

    @OptionGroup var afterBoard: Own.AfterBoard

    @Option(help: ArgumentHelp("Add the computer as a player: easy, medium or hard.", valueName: "level"))
    var vs: ComputerLevel?

    // `.unconditional`: `-1` is a value here, not an option, so a negative
    // number is refused naming the option and the range (not "Missing value").
    @Option(parsing: .unconditional, help: "A seed for a reproducible deal (a whole number from 0 to 2^64-1); only the first game is dealt from it, unless --seed-sequence is given.",
            transform: PlaySettings.seed)
    var seed: UInt64?

    @Flag(help: "With a seed: deal the games after the first from the next numbers (seed+1, …), not from fresh random seeds. In a room, a joiner who saw a game's seed revealed then knows every later deck.")
    var seedSequence = false

    @OptionGroup var afterSeed: Own.AfterSeed

    @Option(help: "The name your scores are kept under (default: config.toml's, else your login name).")
    var name: String?

    @Option(help: "How the three ducks quack: audible, visual or off (default: config.toml's, else audible).")
    var bell: BellStyle?

    @OptionGroup var display: DisplayOptions

    @Flag(help: "Screen-reader mode: one line, where the cursor rests, says what just happened; no clock ticks on screen (also THREEDUCKS_SCREEN_READER=1).")
    var screenReader = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("How long a mismatched pair stays up, from 0.05 to 10 (default: config.toml's, else 1).",
                               valueName: "seconds"))
    var mismatchDelay: Double?

    @Option(help: ArgumentHelp("Record the game to a file, to replay it later.", valueName: "file"),
            completion: .file())
    var record: String?

    @Flag(help: "With --record: replace an earlier recording without asking.")
    var force = false

    /// The shared options as plain values (a command sets its own), over
    /// `base`: what `config.toml` set (`ConfigFile`), or the defaults. An
    /// option given wins; a flag turns its setting on.
    func settings(over base: PlaySettings = PlaySettings()) -> PlaySettings {
        var settings = base
        settings.chosenBoard = board ?? base.chosenBoard
        (settings.vs, settings.seed, settings.name) = (vs, seed, name ?? base.name)
        settings.seedSequence = seedSequence
        settings.bell = bell ?? base.bell
        settings.ascii = display.ascii || base.ascii
        settings.noColor = display.noColor || base.noColor
        settings.theme = display.theme ?? base.theme
        settings.screenReader = screenReader || base.screenReader
        settings.mismatchDelay = mismatchDelay ?? base.mismatchDelay
        (settings.record, settings.force) = (record, force)
        return settings
    }
}

/// The places a command's own options take among the shared ones; `NoOptions` leaves one empty.
protocol GameOptionPlaces {
    associatedtype AfterBoard: ParsableArguments
    associatedtype AfterSeed: ParsableArguments
}

struct NoOptions: ParsableArguments {}
