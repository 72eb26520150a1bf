/// The first line of a recording: what made it and how the game was set up.
///
/// `{"difficulty":"medium","format":2,"options":{"bell":"audible","mismatchDelayMs":1000},"seed":42,"threeducks":"1.0.0"}`
package struct RecordingHeader: Codable, Equatable, Sendable {
    /// The format this program writes (docs/record-format.md): 2. It reads
    /// format 1, 1.0's, as well.
    package static let currentFormat = 2

    /// The options the game ran with that are not in the actions themselves.
    package struct Options: Codable, Equatable, Sendable {
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
    /// The difficulty the game started on.
    package var difficulty: Difficulty
    /// The rest of the setup.
    package var options: Options

    package init(format: Int = currentFormat, program: String = Game.version, seed: UInt64?,
                difficulty: Difficulty, options: Options = Options()) {
        self.format = format
        self.threeducks = program
        self.seed = seed
        self.difficulty = difficulty
        self.options = options
    }

    /// The header for a game set up by `configuration`.
    package init(configuration: Game.Configuration) {
        self.init(
            seed: configuration.seed, difficulty: configuration.difficulty,
            options: Options(
                mismatchDelayMs: configuration.mismatchDelay.wholeMilliseconds,
                bell: configuration.bellStyle))
    }
}
