import ArgumentParser
import GameCore

/// `--board X` on the commands that show one board's figures (`scores`,
/// `stats`): one option, so both read and refuse a board alike.
struct BoardFilter: ParsableArguments {
    // `--difficulty` is 1.0's name for it, kept so scripts go on working.
    @Option(name: [.customLong("board"), .customLong("difficulty")],
            help: ArgumentHelp("Only this board: easy, medium, hard or RxC.", valueName: "board"),
            completion: Board.completion, transform: Board.argument)
    var board: Board?
}
