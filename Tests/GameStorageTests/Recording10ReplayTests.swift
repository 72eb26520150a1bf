import GameCore
import GameStorage
import Testing

/// A recording made by 1.0 (the easy game of docs/record-format.md, as 1.0
/// wrote it) still replays to its digest: its `pairMatched` lines change
/// nothing now that the flip matches, and its `clockTicked` lines still add
/// a second each, from the deal on, as 1.0's clock did.
@Suite struct Recording10ReplayTests {
    static let lines = [
        #"{"difficulty":"easy","format":1,"options":{"bell":"audible","mismatchDelayMs":1000},"seed":42,"threeducks":"1.0.0"}"#,
        #"{"action":{"launched":{}},"t":0}"#,
        #"{"action":{"scoresLoaded":{"_0":{"records":[]}}},"t":0}"#,
        #"{"action":{"startTapped":{}},"t":900}"#,
        #"{"action":{"deckDealt":{"animals":["bear","ducks","ducks","bat","pelican","pelican","bat","bear"],"seed":42}},"t":900}"#,
        #"{"action":{"cardFlipped":{"id":0}},"t":1350}"#,
        #"{"action":{"cardFlipped":{"id":1}},"t":1800}"#,
        #"{"action":{"quacked":{}},"t":1800}"#,
        #"{"action":{"clockTicked":{}},"t":1900}"#,
        #"{"action":{"mismatchDelayElapsed":{}},"t":2800}"#,
        #"{"action":{"clockTicked":{}},"t":2900}"#,
        #"{"action":{"quackFaded":{}},"t":3000}"#,
        #"{"action":{"cardFlipped":{"id":3}},"t":3250}"#,
        #"{"action":{"cardFlipped":{"id":6}},"t":3700}"#,
        #"{"action":{"pairMatched":{"first":3,"second":6}},"t":3700}"#,
        #"{"action":{"clockTicked":{}},"t":3900}"#,
        #"{"action":{"cardFlipped":{"id":1}},"t":4150}"#,
        #"{"action":{"quacked":{}},"t":4150}"#,
        #"{"action":{"cardFlipped":{"id":2}},"t":4600}"#,
        #"{"action":{"pairMatched":{"first":1,"second":2}},"t":4600}"#,
        #"{"action":{"quacked":{}},"t":4600}"#,
        #"{"action":{"clockTicked":{}},"t":4900}"#,
        #"{"action":{"cardFlipped":{"id":0}},"t":5050}"#,
        #"{"action":{"cardFlipped":{"id":7}},"t":5500}"#,
        #"{"action":{"pairMatched":{"first":0,"second":7}},"t":5500}"#,
        #"{"action":{"quackFaded":{}},"t":5800}"#,
        #"{"action":{"clockTicked":{}},"t":5900}"#,
        #"{"action":{"cardFlipped":{"id":4}},"t":5950}"#,
        #"{"action":{"cardFlipped":{"id":5}},"t":6400}"#,
        #"{"action":{"pairMatched":{"first":4,"second":5}},"t":6400}"#,
        #"{"action":{"winDelayElapsed":{}},"t":7000}"#,
        #"{"action":{"scoreRecorded":{"_0":{"records":["easy",[{"date":821692800,"difficulty":"easy","moves":10,"name":"ann","seconds":5,"seed":42}]]},"isNewBest":true}},"t":7000}"#,
        #"{"digest":"551d692777944e32","t":8400}"#,
    ]

    @Test func a10RecordingWithPairMatchedAndClockTickedReplaysToItsDigest() throws {
        let recording = try RecordingReader.parse(Self.lines.joined(separator: "\n") + "\n")
        #expect(recording.actions.contains { if case .pairMatched = $0.action { true } else { false } })
        let summary = ActionFold.headless(recording)
        #expect(summary.digest == "551d692777944e32")
        #expect(summary.digest == recording.digest)
        #expect(summary.elapsedSeconds == 5, "five 1.0 ticks, the first before any flip")
        #expect(summary.moves == 10 && summary.won)
    }
}
