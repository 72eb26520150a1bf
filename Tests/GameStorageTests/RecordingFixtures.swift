import Foundation

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
}
