import ArgumentParser
import GameCore
import TerminalUI

/// What `threeducks [play]` and `host` start a game with: their options
/// (`GameOptions`, and play's own) as plain values, so that the common
/// command lines can reach them without argument-parser (`PlayArguments`),
/// checked and run by the same code.
struct PlaySettings: Equatable {
    var board: Board = .medium
    var players: String?
    var vs: ComputerLevel?
    var seed: UInt64?
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

    /// Sets an option's field from its text, as argument-parser converts it;
    /// false for a value it would refuse.
    typealias Setter = @Sendable (inout PlaySettings, String) -> Bool

    /// Every option of `play` that takes a value, by its long name, with how
    /// its text is converted: the same transforms and `ExpressibleByArgument`
    /// conformances argument-parser uses for `GameOptions` and play's own.
    /// `PlayArgumentsTests` checks that every option argument-parser knows
    /// for `play` is here or in `flags`, and reaches the same field.
    static let options: [String: Setter] = [
        "board": setter({ try? Board.argument($0) }) { $0.board = $1 },
        "players": setter({ $0 }) { $0.players = $1 },
        "vs": setter(ComputerLevel.init(argument:)) { $0.vs = $1 },
        "seed": setter({ try? seed($0) }) { $0.seed = $1 },
        "scores-file": setter({ $0 }) { $0.scoresFile = $1 },
        "name": setter({ $0 }) { $0.name = $1 },
        "bell": setter(BellStyle.init(argument:)) { $0.bell = $1 },
        "theme": setter(Theme.init(argument:)) { $0.theme = $1 },
        "mismatch-delay": setter(Double.init(argument:)) { $0.mismatchDelay = $1 },
        "record": setter({ $0 }) { $0.record = $1 },
        "trace": setter({ $0 }) { $0.trace = $1 },
    ]

    /// Every flag of `play`, by its long name, with the field it turns on.
    static let flags: [String: @Sendable (inout PlaySettings) -> Void] = [
        "daily": { $0.daily = true },
        "ascii": { $0.ascii = true },
        "no-color": { $0.noColor = true },
        "screen-reader": { $0.screenReader = true },
        "force": { $0.force = true },
    ]

    /// The other long names of options, by the name `options` knows them by.
    static let aliases = ["difficulty": "board"]

    private static func setter<Value>(_ convert: @escaping @Sendable (String) -> Value?,
                                      _ set: @escaping @Sendable (inout PlaySettings, Value) -> Void) -> Setter {
        { settings, text in
            guard let value = convert(text) else { return false }
            set(&settings, value)
            return true
        }
    }

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
        if let name, let problem = ScoreRecord.nameProblem(name) {
            return "--name: \(problem)"
        }
        if let problem = PlayCommand.lineupProblem(players: players, vs: vs) { return problem }
        if players == nil, vs != nil, name == Player.computerName {
            return "--name: \"\(Player.computerName)\" is the computer's name when --vs seats it; choose another"
        }
        if scoresFile?.isEmpty == true { return "--scores-file: the path is empty" }
        if record?.isEmpty == true { return "--record: the path is empty" }
        if daily && seed != nil { return "--daily and --seed do not go together: the daily deal has its own seed" }
        if trace?.isEmpty == true { return "--trace: the path is empty" }
        return nil
    }

    /// The game's configuration from the options every game has (board,
    /// seed, mismatch delay, name, bell); `play` adds its lineup and the daily.
    func configuration(environment: [String: String]) -> Game.Configuration {
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = seed
        configuration.mismatchDelay = .milliseconds(Int64((mismatchDelay * 1000).rounded()))
        configuration.playerName = name ?? UserAccount.defaultPlayerName(environment: environment)
        configuration.bellStyle = bell
        return configuration
    }
}
