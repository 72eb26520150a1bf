import Foundation
import GameCore
import GameStorage
import Testing

/// The committed recordings of Tests/Fixtures/Recordings, read from the
/// source tree: `v1/` holds recordings made by 1.0 (format 1), `v2/` the
/// golden file of format 2.
enum RecordingFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recordings")

    /// The file names in `folder`, sorted.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    static func url(_ folder: String, _ name: String) -> URL {
        root.appendingPathComponent(folder).appendingPathComponent(name)
    }

    /// The recording `name` of `folder`, read, with its headless replay;
    /// expects the header to say `format` and `program`, and the replay to
    /// end on the recorded digest.
    static func replayed(_ folder: String, _ name: String, format: Int, program: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> (Recording, ReplaySummary) {
        let recording = try RecordingReader.read(path: url(folder, name).path)
        #expect(recording.header.format == format, sourceLocation: sourceLocation)
        #expect(recording.header.threeducks == program, sourceLocation: sourceLocation)
        let summary = ActionFold.headless(recording)
        #expect(summary.digest == recording.digest, sourceLocation: sourceLocation)
        return (recording, summary)
    }
}
