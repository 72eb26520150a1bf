import ArgumentParser
import GameCore
import TerminalUI

/// What `play` and `host` start a game with: their options (`GameOptions`,
/// and play's own) as plain values, so that the fast path (`PlayArguments`)
/// reaches them without argument-parser, checked and run by the same code.
struct PlaySettings: Equatable {
    /// The board the command line or `config.toml` chose; nil: the title's
    /// board chosen last (`LastTitle`), else medium.
    var chosenBoard: Board?
    var players: String?
    var vs: ComputerLevel?
    var seed: UInt64?
    var seedSequence = false
    /// `host --seed-file`: where the seed is read from, once the options are checked.
    var seedFile: String?
    var daily = false
    var scoresFile: String?
    var name: String?
    var bell: BellStyle = .audible
    var ascii = false
    var noColor = false
    var theme: Theme = .standard
    var screenReader = false
    var mismatchDelay = 1.0
    var record: String?
    var force = false
    var trace: String?

    /// Every option of `play` that takes a value, by its long name: sets its
    /// field from the text as argument-parser converts it (the same transforms
    /// and `ExpressibleByArgument` conformances), false for a value it would
    /// refuse. `PlayArgumentsTests` checks that every option argument-parser
    /// knows for `play` is here or in `flags`, and reaches the same field.
    static let options: [String: @Sendable (inout PlaySettings, String) -> Bool] = [
        "board": { settings, text in (try? Board.argument(text)).map { settings.chosenBoard = $0 } != nil },
        "players": { settings, text in settings.players = text; return true },
        "vs": { settings, text in ComputerLevel(argument: text).map { settings.vs = $0 } != nil },
        "seed": { settings, text in (try? seed(text)).map { settings.seed = $0 } != nil },
        "scores-file": { settings, text in settings.scoresFile = text; return true },
        "name": { settings, text in settings.name = text; return true },
        "bell": { settings, text in BellStyle(argument: text).map { settings.bell = $0 } != nil },
        "theme": { settings, text in Theme(argument: text).map { settings.theme = $0 } != nil },
        "mismatch-delay": { settings, text in Double(argument: text).map { settings.mismatchDelay = $0 } != nil },
        "record": { settings, text in settings.record = text; return true },
        "trace": { settings, text in settings.trace = text; return true },
    ]

    /// Every flag of `play`, by its long name, with the field it turns on.
    static let flags: [String: @Sendable (inout PlaySettings) -> Void] = [
        "daily": { $0.daily = true },
        "seed-sequence": { $0.seedSequence = true },
        "ascii": { $0.ascii = true },
        "no-color": { $0.noColor = true },
        "screen-reader": { $0.screenReader = true },
        "force": { $0.force = true },
    ]

    /// The board a game starts on when neither the command line, the
    /// config file nor the title chosen last says.
    var board: Board { chosenBoard ?? .medium }

    /// The other long names of options, by the name `options` knows them by.
    static let aliases = ["difficulty": "board"]

    /// A seed from its text; anything but a whole number in range is refused
    /// with the range, which argument-parser adds to its one line.
    static func seed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw ValidationError("a seed is a whole number from 0 to 2^64-1") }
        return seed
    }

    /// The mismatch delays allowed, in seconds: long enough to see, short
    /// enough not to wait on.
    static let mismatchDelays = 0.05...10.0

    /// Why these options cannot make a game, in the one line
    /// argument-parser prints after `Error: `, or nil.
    var problem: String? {
        guard Self.mismatchDelays.contains(mismatchDelay) else {
            return "--mismatch-delay must be from 0.05 to 10 seconds, not \(mismatchDelay)"
        }
        if let name, let problem = ScoreRecord.newNameProblem(name) {
            return "--name: \(problem)"
        }
        if let problem = PlayCommand.lineupProblem(players: players, vs: vs) { return problem }
        if players == nil, vs != nil, name == Player.computerName {
            return "--name: \"\(Player.computerName)\" is the computer's name when --vs seats it; choose another"
        }
        if scoresFile?.isEmpty == true { return "--scores-file: the path is empty" }
        if record?.isEmpty == true { return "--record: the path is empty" }
        if daily && seed != nil { return "--daily and --seed do not go together: the daily deal has its own seed" }
        if seed != nil && seedFile != nil { return "--seed and --seed-file do not go together: give the seed once" }
        if seedFile?.isEmpty == true { return "--seed-file: the path is empty" }
        if daily, vs != nil || PlayCommand.names(players).count > 1 {
            return "--daily is played alone: leave out --players and --vs (or play them without --daily)"
        }
        if trace?.isEmpty == true { return "--trace: the path is empty" }
        return nil
    }

    /// The game's configuration from the options every game has (board,
    /// seed, mismatch delay, name, bell); `play` adds its lineup and the daily.
    func configuration(environment: [String: String]) -> Game.Configuration {
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = seed
        configuration.seedSequence = seedSequence
        configuration.mismatchDelay = .milliseconds(Int64((mismatchDelay * 1000).rounded()))
        configuration.playerName = name ?? UserAccount.defaultPlayerName(environment: environment)
        configuration.bellStyle = bell
        return configuration
    }
}
