import Foundation
import GameCore
import GameStorage
import Testing

/// Recordings made by 1.0 (format 1, Tests/Fixtures/Recordings/v1) read and
/// replay to the digest 1.0 wrote, for as long as this program exists.
@Suite struct FormatOneFixtureTests {
    /// Every 1.0 recording kept; deleting one fails here rather than quietly
    /// testing less. `docs-example-easy` is the example docs/record-format.md
    /// showed for 1.0; the others were made by 1.0's recorder (they seed the
    /// fuzz corpus too).
    static let names = [
        "docs-example-easy.jsonl", "mismatch-pause-gave-up-medium.jsonl", "title-only.jsonl",
        "two-games-hard-then-easy.jsonl", "won-easy.jsonl",
    ]

    @Test func theFixturesAreTheOnesListed() throws {
        #expect(try RecordingFixtures.names(in: "v1") == Self.names)
    }

    @Test(arguments: names)
    func a10RecordingReadsAndReplaysToItsDigest(_ name: String) throws {
        _ = try RecordingFixtures.replayed("v1", name, format: 1, program: "1.0.0")
    }

    @Test func theFixturesHoldTheActionsOnlyFormatOneHas() throws {
        let actions = try Self.names.flatMap { name in
            try RecordingReader.read(path: RecordingFixtures.url("v1", name).path).actions.map(\.action)
        }
        #expect(actions.contains { if case .pairMatched = $0 { true } else { false } })
        #expect(actions.contains(.clockTicked))
        #expect(actions.contains { if case .scoreRecorded(let table, _) = $0 { !table.allRecords.isEmpty } else { false } },
                "a score table with a date in seconds since 2001")
    }
}
