#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage

extension FuzzTarget {
    /// The recording reader (`RecordingReader.parse`): whatever it accepts
    /// must replay headless to the end, the same way twice, and whatever it
    /// refuses is refused in one line.
    public static let recording = FuzzTarget(name: "recording") { bytes throws(FuzzViolation) in
        let recording: Recording
        do throws(RecordingError) {
            recording = try RecordingReader.parse(Data(bytes))
        } catch {
            if error.description.spansLines {
                throw FuzzViolation("the reader's error spans lines: \(error.description.debugDescription)")
            }
            return .refused
        }
        let summary = Replay.headless(recording)
        if summary.recordedDigest != recording.digest {
            throw FuzzViolation("the replay's summary lost the recorded digest")
        }
        // A replay is the reducer alone on a manual clock: twice must end alike.
        if Replay.headless(recording) != summary {
            throw FuzzViolation("two headless replays of one recording ended differently")
        }
        for speed in ReplayPacing.speeds { try ReplayPacing.check(recording, speed: speed) }
        // The summary is printed by `threeducks replay`; building it must not trap either.
        _ = summary.description
        return .parsed
    }
}
