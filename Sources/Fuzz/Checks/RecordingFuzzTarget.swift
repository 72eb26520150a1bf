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
        let summary = ActionFold.headless(recording)
        if summary.recordedDigest != recording.digest {
            throw FuzzViolation("the replay's summary lost the recorded digest")
        }
        // A replay is the reducer alone on a manual clock: twice must end alike.
        if ActionFold.headless(recording) != summary {
            throw FuzzViolation("two headless replays of one recording ended differently")
        }
        for speed in ReplayPacing.speeds { try ReplayPacing.check(recording, speed: speed) }
        // The summary is printed by `threeducks replay`; building it must not trap either.
        _ = summary.description
        try checkInspection(recording, summary: summary)
        return .parsed
    }

    /// `inspect` and the inspector on what the reader accepted: every line
    /// one line, free of escapes, and the inspector's last moment the
    /// state the headless replay ended on.
    private static func checkInspection(_ recording: Recording, summary: ReplaySummary) throws(FuzzViolation) {
        var bad: String?
        ActionReport.forEach(of: recording) { report in
            let line = report.line
            if bad == nil, line.spansLines || line.unicodeScalars.contains(where: { $0.value == 0x1B }) {
                bad = line
            }
        }
        if let bad { throw FuzzViolation("an inspect line is not one clean line: \(bad.debugDescription)") }
        var inspector = ReplayInspector(recording, playing: false)
        inspector.go(.end)
        if inspector.state.digest != summary.digest {
            throw FuzzViolation("the inspector's last moment is not where the replay ended")
        }
        inspector.go(.by(-1))
        _ = inspector.report
    }
}
