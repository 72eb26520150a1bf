import Foundation
import GameCore
@testable import GameStorage
import Testing

/// Strings carried by a recording reach the screen: the reader makes them
/// safe and cuts them to a sane length, so no view gets a huge or hostile one.
@Suite struct RecordingBoundsTests {
    static let hostile = "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}"

    /// The recording with its `scoresLoaded` line replaced by `action`, read back.
    static func read(replacingScoresLoadedWith action: String) throws -> Recording {
        let (lines, _) = try RecordingRefusalTests.replacing("scoresLoaded", with: #"{"action":\#(action),"t":0}"#)
        return try RecordingReader.parse(RecordingRefusalTests.text(lines))
    }

    /// The same, in a format-1 recording (1.0's game of docs/record-format.md).
    static func readFormatOne(replacingScoresLoadedWith action: String) throws -> Recording {
        var lines = Recording10ReplayTests.lines
        let index = try #require(lines.firstIndex { $0.contains("scoresLoaded") })
        lines[index] = #"{"action":\#(action),"t":0}"#
        return try RecordingReader.parse(lines.joined(separator: "\n") + "\n")
    }

    static func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
    }

    @Test func aHugeHostileWarningIsCutAndMadeSafe() throws {
        let warning = Self.hostile + String(repeating: "w", count: 7 << 20)
        let recording = try Self.read(
            replacingScoresLoadedWith: #"{"scoresLoaded":{"records":[],"warning":\#(try Self.jsonString(warning))}}"#)
        let loaded = try #require(recording.actions.first { if case .scoresLoaded = $0.action { true } else { false } })
        guard case .scoresLoaded(_, let read?) = loaded.action else { Issue.record("no warning"); return }
        #expect(read.count == 300)
        #expect(read.hasSuffix("w…"))
        #expect(Self.isSafe(read))
        #expect(!read.contains("52;") && !read.contains("pwned"), "escape sequences go whole")
    }

    @Test func aHugeHostileReasonIsCutAndMadeSafe() throws {
        let reason = Self.hostile + String(repeating: "r", count: 10_000)
        let recording = try Self.read(
            replacingScoresLoadedWith: #"{"scoreNotSaved":{"reason":\#(try Self.jsonString(reason))}}"#)
        guard case .scoreNotSaved(let read) = recording.actions[1].action else { Issue.record("\(recording.actions[1])"); return }
        #expect(read.count == 300 && Self.isSafe(read))
    }

    @Test(arguments: ["scoresLoaded", "scoreRecorded"], [1, 2])
    func namesInACarriedTableAreCutAndMadeSafe(_ name: String, format: Int) throws {
        let long = Self.hostile + "ann" + String(repeating: "n", count: 1000)
        let recording: Recording
        if format == 1 {
            let record = #"{"date":821692800,"difficulty":"easy","moves":10,"name":\#(try Self.jsonString(long)),"seconds":5,"seed":42}"#
            let table = #"{"records":["easy",[\#(record)]]}"#
            let action = name == "scoresLoaded" ? #"{"scoresLoaded":{"_0":\#(table)}}"# : #"{"scoreRecorded":{"_0":\#(table),"isNewBest":true}}"#
            recording = try Self.readFormatOne(replacingScoresLoadedWith: action)
        } else {
            let record = #"{"date":"1996-01-15T08:00:00Z","difficulty":"easy","moves":10,"name":\#(try Self.jsonString(long)),"seconds":5,"seed":42}"#
            let action = name == "scoresLoaded" ? #"{"scoresLoaded":{"records":[\#(record)]}}"# : #"{"scoreRecorded":{"isNewBest":true,"records":[\#(record)]}}"#
            recording = try Self.read(replacingScoresLoadedWith: action)
        }
        let table1: ScoreTable
        switch recording.actions[1].action {
        case .scoresLoaded(let table, _), .scoreRecorded(let table, _): table1 = table
        default: Issue.record("\(recording.actions[1])"); return
        }
        let read = try #require(table1.best(for: .easy)?.name)
        #expect(read.count == ScoreRecord.nameLimit)
        #expect(read.hasPrefix("annnn") && read.hasSuffix("…"))
        #expect(Self.isSafe(read))
    }

    @Test func aTableOfAThousandRecordsKeepsTheTablesLimit() throws {
        let record = #"{"date":"1996-01-15T08:00:00Z","difficulty":"easy","moves":10,"name":"ann","seconds":5,"seed":42}"#
        let many = Array(repeating: record, count: 1000).joined(separator: ",")
        let recording = try Self.read(replacingScoresLoadedWith: #"{"scoresLoaded":{"records":[\#(many)]}}"#)
        guard case .scoresLoaded(let table, _) = recording.actions[1].action else { Issue.record("not loaded"); return }
        #expect(table.ranking(for: .easy).count == ScoreTable.limit)
    }

    @Test func aGoodRecordingsStringsArriveUnchanged() throws {
        let recording = try Self.read(replacingScoresLoadedWith:
            #"{"scoresLoaded":{"records":[],"warning":"scores file: skipped 1 bad record (record 2: the name is empty)"}}"#)
        #expect(recording.actions[1].action == .scoresLoaded(
            ScoreTable(), warning: "scores file: skipped 1 bad record (record 2: the name is empty)"))
    }
}
