import ArgumentParser
import GameCore
import Glibc

/// The `threeducks` command: parses, validates and wires; the game, the
/// scores file and the terminal do the work. `play` is the default, so
/// `threeducks --board hard` plays.
@main
struct ThreeDucks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "threeducks",
        abstract: "A card-matching memory game for the terminal.",
        discussion: "Run without a subcommand to play. See threeducks(6) for the keys.",
        version: Game.version,
        subcommands: [PlayCommand.self, ScoresCommand.self, ReplayCommand.self, InspectCommand.self, StatsCommand.self,
                      RelayCommand.self, HostCommand.self, JoinCommand.self, ServeCommand.self, ConfigCommand.self],
        defaultSubcommand: PlayCommand.self)

    /// Runs the command; every error is one line on stderr,
    /// `threeducks: …`, and an exit status (see threeducks(6), EXIT STATUS).
    static func main() {
        // The relay first, before argument-parser reflects on every command: ssh starts one per remote player.
        if let status = RelayCommand.fastPath(Array(CommandLine.arguments.dropFirst())) { Glibc.exit(status) }
        // A server's session too (docs/server.md): its own program, exec'd at once.
        if let status = ServeCommand.fastPath(Array(CommandLine.arguments.dropFirst())) { Glibc.exit(status) }
        // A write to a closed pipe or past `ulimit -f` fails with an error the
        // program reports, instead of killing it mid-write (the recording's
        // header is written before the terminal session takes the signals).
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        do {
            let arguments = UserAccount.arguments
            // The common command lines skip argument-parser's reflection
            // (PlayArguments); everything else is parsed as always.
            // The settings file is read only for a command line the fast path answers.
            if PlayArguments.settings(arguments) != nil, case let config = ConfigFile.load(),
               let settings = PlayArguments.settings(arguments, over: config.settings) {
                try settings.run(config: config)
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch let failure as CommandFailure {
            failure.exit()
        } catch {
            if asksForFirstHelpPage(error) {
                print(firstHelpPage())
                exit()
            }
            let code = exitCode(for: error)
            // Help, --version, completion scripts and a plain exit status
            // are not errors: argument-parser prints and exits as usual.
            if code == .success || error is ExitCode { exit(withError: error) }
            CommandFailure(message(for: error), code: code.rawValue).exit()
        }
    }
}

extension BellStyle: ExpressibleByArgument {}
