import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage
import TerminalUI

/// `threeducks replay FILE`: a recorded game played back, on screen or
/// headless. A replay runs no middleware, so it never writes a score.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Step through a recorded game both ways, with what each action changed.",
        discussion: """
            ← → step one action, PgUp PgDn ten, Home End to the ends, Space plays or pauses, \
            + (or = or ]) plays twice as fast and - (or [) half as fast, from 0.1x to 100x, \
            i shows or hides the actions panel, a click on the timeline jumps there, q quits. \
            With --headless, print a summary and exit 0 only when the replay ends on the recorded digest.
            """)

    @Argument(help: ArgumentHelp("A recording made with --record.", valueName: "file"), completion: .file())
    var file: String

    // `.unconditional`: `-1` reaches validation as a number, not "Missing value".
    @Option(parsing: .unconditional, help: "Playback speed, from 0.1 to 100: 2 plays twice as fast, 0.5 half as fast.")
    var speed = 1.0

    @Flag(help: "No terminal: replay at once, print a summary, check the digest.")
    var headless = false

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard ReplayTimeline.isValidSpeed(speed) else {
            throw ValidationError("--speed must be from 0.1 to 100, not \(speed)")
        }
    }

    func run() throws {
        let recording = try RecordingFile.read(file)
        if headless {
            let summary = ActionFold.headless(recording)
            print(summary)
            guard summary.digestMatches else {
                throw CommandFailure("\(file): the replay ended on digest \(summary.digest), not the recorded \(summary.recordedDigest)")
            }
            return
        }
        // The inspector: the recording's moments through the game's reducer,
        // playing at --speed from the start; the keys step it both ways.
        let inspector = ReplayInspector(recording, speed: speed)
        let config = ConfigFile.load()
        config.warn()
        let status: Int32
        do {
            let session = try TerminalSession(options: display.over(config.settings)
                .terminalOptions(environment: UserAccount.environment))
            defer { session.end() }
            status = TerminalApp.inspect(inspector, in: session)
        } catch {
            throw CommandFailure("\(error)")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
