/// The first line of a recording: what made it and how the game was set up.
///
/// Written and read as `HeaderLine` (GameStorage), by hand.
package struct RecordingHeader: Equatable, Sendable {
    /// The format this program writes (docs/record-format.md): 2. It reads
    /// format 1, 1.0's, as well.
    package static let currentFormat = 2

    /// The options the game ran with that are not in the actions themselves.
    package struct Options: Equatable, Sendable {
        /// How long a mismatched pair stayed up, in milliseconds.
        package var mismatchDelayMs: Int64
        /// How the quack was asked to ring (the terminal supplies the bell,
        /// so the configuration may not hold one yet).
        package var bell: BellStyle

        package init(mismatchDelayMs: Int64 = 1000, bell: BellStyle = .audible) {
            self.mismatchDelayMs = mismatchDelayMs
            self.bell = bell
        }
    }

    /// The record format's version; readers refuse one they do not know.
    package var format: Int
    /// The version of the program that recorded (`Game.version`); for people,
    /// not checked.
    package var threeducks: String
    /// The seed of the first deal; nil when the program drew seeds at random
    /// (every deal's seed is in its `deckDealt` line either way).
    package var seed: UInt64?
    /// The board the game started on.
    package var board: Board
    /// The rest of the setup.
    package var options: Options
    /// Who played, in turn order (the computer with its level): several, or
    /// the solo player by name; absent for a solo player of the default
    /// name, so such a header is 1.0's.
    package var players: [Player]?

    /// The players the game starts with: the recorded ones, or one player.
    package var lineup: [Player] { players ?? [Player(name: Player.defaultName)] }

    package init(format: Int = currentFormat, program: String = Game.version, seed: UInt64?,
                board: Board, options: Options = Options(), players: [Player]? = nil) {
        self.format = format
        self.threeducks = program
        self.seed = seed
        self.board = board
        self.options = options
        self.players = players.flatMap { $0.isEmpty || $0 == [Player(name: Player.defaultName)] ? nil : $0 }
    }

    /// The header for a game set up by `configuration`.
    package init(configuration: Game.Configuration) {
        self.init(
            seed: configuration.seed, board: configuration.board,
            options: Options(
                mismatchDelayMs: configuration.mismatchDelay.wholeMilliseconds,
                bell: configuration.bellStyle),
            // The solo player by name, so that a replay's title names them.
            players: configuration.players.isEmpty ? [Player(name: configuration.playerName)] : configuration.players)
    }
}
