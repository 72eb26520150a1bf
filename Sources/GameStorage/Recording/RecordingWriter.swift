#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A whole `Recording` as the text of its file in format 2, spelled as
/// `GameRecorder` writes one line by line: the header, an action line per
/// action, the final digest line, each ending in a newline. For recordings
/// made in memory (the benchmark's, tests'): a game on screen is written
/// as it is played, never through here.
package enum RecordingWriter {
    /// The file's text. An action format 2 has no form for (`pairMatched`,
    /// `clockTicked`, sent only by 1.0) is left out, as the recorder leaves
    /// it out.
    package static func text(of recording: Recording) -> String {
        let encoder = RecordLine.makeEncoder()
        var header = recording.header
        header.format = RecordingHeader.currentFormat
        var text = RecordLine.encode(HeaderLine(header)) + "\n"
        for timed in recording.actions {
            guard let action = RecordedAction(timed.action),
                  let data = try? encoder.encode(ActionLine(t: timed.offset.wholeMilliseconds, action: action))
            else { continue }
            text += String(decoding: data, as: UTF8.self) + "\n"
        }
        text += RecordLine.encode(FinalLine(t: recording.end.wholeMilliseconds, digest: recording.digest)) + "\n"
        return text
    }

    /// Writes `recording` onto the file at `path`, as `GameRecorder` would
    /// have written it line by line: a new file, or an earlier recording,
    /// emptied; anything else is refused and left as it was. For a game
    /// known whole only at its end (`join --record`: the deal is known at
    /// the reveal).
    package static func write(_ recording: Recording, to path: String) throws(RecordingError) {
        let file = LineFile("recording", descriptor: try GameRecorder.open(path))
        for line in text(of: recording).split(separator: "\n") { file.emit(String(line)) }
        try file.close()
    }
}
