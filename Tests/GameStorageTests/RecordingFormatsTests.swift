import Foundation
import GameCore
@testable import GameStorage
import Testing

/// What each format holds and refuses: format 2 by name only, format 1 as 1.0
/// synthesized it, each refusing the other's actions and keeping the reader's
/// guarantees (names and lines in errors, duplicate keys refused, bounded times).
@Suite struct RecordingFormatsTests {
    /// The 1.0 easy game of docs/record-format.md, with `line` replacing its
    /// scoresLoaded line (line 3).
    static func formatOne(line: String? = nil) -> [String] {
        var lines = Recording10ReplayTests.lines
        if let line { lines[2] = line }
        return lines
    }

    /// A format-2 easy game recorded now, with `line` replacing its scoresLoaded line (line 3).
    static func formatTwo(line: String? = nil) throws -> [String] {
        var (lines, _) = try RecordingRefusalTests.replacing("scoresLoaded", with: "")
        lines[2] = line ?? #"{"action":{"scoresLoaded":{"records":[]}},"t":0}"#
        return lines
    }

    static func error(_ lines: [String]) -> RecordingError? {
        RecordingRefusalTests.error(reading: lines)
    }

    @Test func theRecorderWritesFormatTwo() throws {
        let lines = try Self.formatTwo()
        #expect(lines[0].contains(#""format":2"#))
        #expect(try RecordingReader.parse(RecordingRefusalTests.text(lines)).header.format == 2)
    }

    @Test func formatTwoRefusesTheActionsOnlyFormatOneHolds() throws {
        for (name, values) in [("pairMatched", #"{"first":0,"second":1}"#), ("clockTicked", "{}")] {
            let lines = try Self.formatTwo(line: #"{"action":{"\#(name)":\#(values)},"t":0}"#)
            #expect(Self.error(lines) == RecordingError(line: 3, .unknownAction(name)))
        }
    }

    @Test func formatTwoRefusesFormatOnesPositionalFields() throws {
        let lines = try Self.formatTwo(line: #"{"action":{"difficultyChosen":{"_0":"hard"}},"t":0}"#)
        #expect(Self.error(lines) == RecordingError(
            line: 3, .badAction("difficultyChosen", detail: "action.difficultyChosen.difficulty is missing")))
    }

    @Test func formatTwoNamesARecordWhoseDateIsNotISO8601() throws {
        let record = #"{"date":821692800,"difficulty":"easy","moves":10,"name":"ann","seconds":5,"seed":42}"#
        let lines = try Self.formatTwo(line: #"{"action":{"scoresLoaded":{"records":[\#(record)]}},"t":0}"#)
        let error = try #require(Self.error(lines))
        #expect(error.line == 3)
        #expect(error.description.contains(#"action "scoresLoaded" is known but could not be read"#), "\(error)")
        let text = #"{"action":{"scoresLoaded":{"records":[\#(record.replacingOccurrences(of: "821692800", with: #""soon""#))]}},"t":0}"#
        #expect(Self.error(try Self.formatTwo(line: text)) == RecordingError(
            line: 3, .badAction("scoresLoaded", detail: "action.scoresLoaded: records[0].date is not an ISO 8601 UTC date")))
    }

    @Test func formatTwoReadsPlayTimeInWholeMillisecondsWithinTheTimeLimit() throws {
        let good = try Self.formatTwo(line: #"{"action":{"clockMeasured":{"playedMs":61250}},"t":0}"#)
        let recording = try RecordingReader.parse(RecordingRefusalTests.text(good))
        #expect(recording.actions[1].action == .clockMeasured(played: .milliseconds(61250)))
        for bad in ["-1", "315360000001"] {
            let lines = try Self.formatTwo(line: #"{"action":{"clockMeasured":{"playedMs":\#(bad)}},"t":0}"#)
            #expect(Self.error(lines)?.reason == .badAction("clockMeasured",
                detail: "action.clockMeasured: playedMs is not a whole number of milliseconds from 0 to 315360000000"))
        }
    }

    @Test func formatOneStillReadsItsPositionalFieldsAndPlayTimeAsAttoseconds() throws {
        let lines = Self.formatOne(line: #"{"action":{"clockMeasured":{"played":[0,2500000000000000000]}},"t":0}"#)
        let recording = try RecordingReader.parse(RecordingRefusalTests.text(lines))
        #expect(recording.actions[1].action == .clockMeasured(played: .milliseconds(2500)))
        let chosen = Self.formatOne(line: #"{"action":{"difficultyChosen":{"_0":"easy"}},"t":0}"#)
        #expect(try RecordingReader.parse(RecordingRefusalTests.text(chosen)).actions[1].action == .boardChosen(.easy))
    }

    @Test func formatOneBoundsPlayTimeLikeEveryTime() {
        let lines = Self.formatOne(line: #"{"action":{"clockMeasured":{"played":[-5,0]}},"t":0}"#)
        #expect(Self.error(lines) == RecordingError(
            line: 3, .badAction("clockMeasured", detail: "action.clockMeasured.played: not from 0 to 315360000000 ms")))
    }

    @Test func formatOneRefusesFormatTwosNamedScoreTable() {
        let lines = Self.formatOne(line: #"{"action":{"scoresLoaded":{"records":[]}},"t":0}"#)
        #expect(Self.error(lines) == RecordingError(
            line: 3, .badAction("scoresLoaded", detail: "action.scoresLoaded._0 is missing")))
    }

    @Test func formatOneKeepsTheReadersGuarantees() {
        #expect(Self.error(Self.formatOne(line: #"{"action":{"cardEaten":{}},"t":0}"#))
            == RecordingError(line: 3, .unknownAction("cardEaten")))
        #expect(Self.error(Self.formatOne(line: #"{"action":{"cardFlipped":{}},"t":0}"#))
            == RecordingError(line: 3, .badAction("cardFlipped", detail: "action.cardFlipped.id is missing")))
        #expect(Self.error(Self.formatOne(line: #"{"action":{"launched":{}},"t":0,"t":5}"#))?.description
            == #"line 3: not a valid recording line (the key "t" appears twice, so which one counts is unclear)"#)
        #expect(Self.error(Self.formatOne(line: #"{"action":{"launched":{}},"t":315360000001}"#))
            == RecordingError(line: 3, .timeTooLarge(milliseconds: 315_360_000_001, limit: RecordingParser.timeLimit)))
        let hostile = Self.error(Self.formatOne(line: #"{"action":{"fly\u001b]0;pwned\u0007":{}},"t":0}"#))
        #expect(hostile.map { !$0.description.unicodeScalars.contains { $0.value < 0x20 } } == true)
    }
}
