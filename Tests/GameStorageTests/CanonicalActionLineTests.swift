import Foundation
import GameCore
@testable import GameStorage
import GameTesting
import Testing

/// The hand reader of the recorder's own action lines (`CanonicalActionLine`)
/// against the decoder it stands in for: every file reads to the same
/// recording, or the same refusal on the same line, with it and without it.
@Suite struct CanonicalActionLineTests {
    /// Both readers' answers for `data`.
    private static func bothReadings(_ data: Data) -> (fast: Result<Recording, RecordingError>, slow: Result<Recording, RecordingError>) {
        func reading(_ canonical: Bool) -> Result<Recording, RecordingError> {
            do throws(RecordingError) {
                return .success(try RecordingReader.parse(data, readingCanonicalLines: canonical))
            } catch {
                return .failure(error)
            }
        }
        return (reading(true), reading(false))
    }

    /// Every recording file the tests keep: each version's fixtures and the fuzz corpus.
    static let fixtureFiles: [URL] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Fixtures/Recordings/v1", "Fixtures/Recordings/v2", "Fixtures/Recordings/v2-1.1.0",
                       "Fixtures/FuzzCorpus/recording", "Fixtures/FuzzCorpus/findings/recording"]
        return folders.flatMap { folder -> [URL] in
            let directory = tests.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { directory.appendingPathComponent($0) }
        }
    }()

    @Test func theFixturesAreThere() {
        #expect(Self.fixtureFiles.count >= 25)
    }

    @Test(arguments: fixtureFiles)
    func aFixtureReadsTheSameEitherWay(_ file: URL) throws {
        let readings = Self.bothReadings(try Data(contentsOf: file))
        #expect(readings.fast == readings.slow, "\(file.lastPathComponent)")
    }

    /// Random games on every kind of board, written as the recorder writes them.
    static let randomTexts: [String] = (1...6).map { seed in
        let boards: [Board?] = [nil, .easy, .hard, Board(name: "2x2"), Board(name: "6x7"), Board(name: "12x12")]
        return RecordingWriter.text(of: RandomRecording.make(seed: UInt64(seed), actions: 1_500, board: boards[seed - 1]))
    }

    @Test(arguments: 0..<6)
    func aRandomRecordingReadsTheSameEitherWayAndAsWritten(_ index: Int) throws {
        let text = Self.randomTexts[index]
        let readings = Self.bothReadings(Data(text.utf8))
        #expect(readings.fast == readings.slow)
        // And every action line is the hand reader's, the quick path taken,
        // but the scores loaded at launch (once a session, left to the decoder).
        let lines = text.split(separator: "\n").dropFirst().dropLast().filter { !$0.contains("scoresLoaded") }
        #expect(lines.count >= 1_499)
        for line in lines {
            let read = Array(line.utf8).withUnsafeBytes { CanonicalActionLine.read($0) }
            #expect(read != nil, "\(line)")
        }
    }

    /// Each action line of a random recording spelled otherwise, or broken:
    /// the hand reader leaves each to the decoder, so the file's answer
    /// (its recording, or its refusal and line) is the same either way.
    @Test func everyOtherSpellingReadsTheSameEitherWay() throws {
        let text = RecordingWriter.text(of: RandomRecording.make(seed: 7, actions: 500, board: .medium))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits: [(String) -> String] = [
            { $0.replacingOccurrences(of: ":", with: ": ") },
            { " " + $0 },
            { $0 + " " },
            { $0.replacingOccurrences(of: "\"t\":", with: "\"t\":0") },
            { $0.replacingOccurrences(of: "\"t\":", with: "\"t\":-") },
            { $0.replacingOccurrences(of: "\"id\":", with: "\"id\":-") },
            { $0.replacingOccurrences(of: "\"to\":", with: "\"to\":1e") },
            { $0.replacingOccurrences(of: "\"playedMs\":", with: "\"playedMs\":99999999999") },
            { $0.replacingOccurrences(of: "}},\"t\"", with: "}},\"t\":1,\"t\"") },
            { $0.replacingOccurrences(of: "{\"action\":{\"", with: "{\"action\":{\"\\u0063") },
            { $0.replacingOccurrences(of: "{\"action\":", with: "{\"extra\":1,\"action\":") },
            { $0.replacingOccurrences(of: "true", with: "True") },
            { $0.replacingOccurrences(of: "\"seed\":", with: "\"seed\":\"1") },
            { $0.replacingOccurrences(of: "\"cat\"", with: "\"Cat\"") },
            { $0.replacingOccurrences(of: "\"name\":\"", with: "\"name\":\"\\n") },
            { $0.replacingOccurrences(of: "\"difficulty\":\"easy\"", with: "\"difficulty\":\"9x9\"") },
            { $0.replacingOccurrences(of: "T22:", with: "T25:") },
            { $0.replacingOccurrences(of: "\"moves\":", with: "\"moves\":-") },
            { $0.replacingOccurrences(of: "{}", with: "{\"x\":1}") },
            { $0.replacingOccurrences(of: "{}", with: "[]") },
            { String($0.dropLast()) },
        ]
        var differentLines = 0
        for (number, edit) in edits.enumerated() {
            // A few lines of each kind, edited one at a time.
            var seen: [Substring: Int] = [:]
            for index in 1..<(lines.count - 2) {
                let kind = lines[index].prefix(25)
                guard seen[kind, default: 0] < 2 else { continue }
                let edited = edit(lines[index])
                guard edited != lines[index] else { continue }
                seen[kind, default: 0] += 1
                differentLines += 1
                var copy = lines
                copy[index] = edited
                let readings = Self.bothReadings(Data(copy.joined(separator: "\n").utf8))
                #expect(readings.fast == readings.slow, "edit \(number) of line \(index + 1): \(edited)")
            }
        }
        #expect(differentLines > 100)
    }

    @Test(arguments: [
        #"{"action":{"cardFlipped":{"id":3}},"t":1250}"#,
        #"{"action":{"launched":{}},"t":0}"#,
        #"{"action":{"terminalFitChanged":{"fits":false}},"t":7}"#,
        #"{"action":{"deckDealt":{"animals":["ducks","ducks"],"seed":12}},"t":7}"#,
        #"{"action":{"scoreRecorded":{"isNewBest":true,"records":[]}},"t":9}"#,
    ])
    func theRecordersSpellingIsReadByHand(_ line: String) {
        #expect(Array(line.utf8).withUnsafeBytes { CanonicalActionLine.read($0) } != nil)
    }

    @Test(arguments: [
        #"{"action":{"cardFlipped":{"id":03}},"t":1250}"#,
        #"{"action":{"cardFlipped":{"id":3}},"t":1250} "#,
        #"{"action":{"cardFlipped":{"id":3}}, "t":1250}"#,
        #"{"action":{"cardFlipped":{"id":3.0}},"t":1250}"#,
        #"{"action":{"cardFlipped":{"id":-3}},"t":1250}"#,
        #"{"action":{"cardFlipped":{"id":3}},"t":1234567890123456}"#,
        #"{"action":{"cardFlipped":{"id":3},"t":1}}"#,
        #"{"t":1250,"action":{"cardFlipped":{"id":3}}}"#,
        #"{"action":{"car\u0064Flipped":{"id":3}},"t":1250}"#,
        #"{"action":{"pairMatched":{"first":1,"second":2}},"t":1}"#,
        #"{"action":{"keyRefused":{"reason":"sleepy"}},"t":1}"#,
        #"{"action":{"clockMeasured":{"playedMs":315360000001}},"t":1}"#,
        #"{"action":{"scoreNotSaved":{"reason":"disk full"}},"t":1}"#,
    ])
    func anyOtherSpellingIsLeftToTheDecoder(_ line: String) {
        #expect(Array(line.utf8).withUnsafeBytes { CanonicalActionLine.read($0) } == nil)
    }
}
