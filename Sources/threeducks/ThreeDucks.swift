import ArgumentParser
import Foundation
import GameCore
import TerminalUI

/// The `threeducks` command: plays the game (the command-line issue fills in
/// the options, `scores` and validation).
@main
struct ThreeDucks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "threeducks",
        abstract: "A card-matching memory game for the terminal.")

    @Option(help: "easy, medium or hard.")
    var difficulty: Difficulty = .medium

    @Option(help: "A seed for a reproducible deal.")
    var seed: UInt64?

    func run() throws {
        var configuration = Game.Configuration()
        configuration.difficulty = difficulty
        configuration.seed = seed
        configuration.scoreStore = InMemoryScoreStore()
        do {
            let status = try TerminalApp.play(configuration: configuration, options: TerminalOptions())
            throw ExitCode(status)
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("threeducks: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension Difficulty: ExpressibleByArgument {}
