import Foundation
import GameCore
import GameStorage
import Testing

/// Every way a recording can be bad is a `RecordingError` naming the line.
@Suite struct RecordingReaderTests {
    /// The lines of a short easy game: header, launch, deal, two flips, …, final digest.
    private static func goodLines() throws -> [String] {
        let session = try RecordedSession(.easy, seed: 42)
        session.launchAndStart()
        session.flipMismatch()
        try session.recorder.finish()
        return session.sink.lines
    }

    private static func error(reading text: String) -> RecordingError? {
        do {
            _ = try RecordingReader.parse(text)
            return nil
        } catch {
            return error
        }
    }

    private static func error(reading lines: [String]) -> RecordingError? {
        error(reading: text(lines))
    }

    private static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    /// A `deckDealt` line at 1.5 s dealing these animals.
    private static func dealLine(_ animals: [Animal], seed: UInt64 = 1) -> String {
        let names = animals.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
        return #"{"action":{"deckDealt":{"animals":[\#(names)],"seed":\#(seed)}},"t":1500}"#
    }

    private static func index(of lines: [String], _ needle: String) throws -> Int {
        try #require(lines.firstIndex { $0.contains(needle) })
    }

    @Test func aGoodRecordingReadsWithEveryAction() throws {
        let lines = try Self.goodLines()
        let recording = try RecordingReader.parse(Self.text(lines))
        #expect(recording.actions.count == lines.count - 2)
        #expect(recording.header.seed == 42 && recording.header.board == .easy)
    }

    @Test func anEmptyFileIsReportedAtLineOne() {
        #expect(Self.error(reading: "") == RecordingError(line: 1, .empty))
        #expect(Self.error(reading: "\n") == RecordingError(line: 1, .empty))
    }

    @Test func aRecordingWithoutItsFinalLineIsTruncatedAfterItsLastLine() throws {
        let lines = try Self.goodLines().dropLast()
        #expect(Self.error(reading: Array(lines)) == RecordingError(line: lines.count + 1, .truncated))
    }

    @Test func aHeaderAloneIsTruncatedAtLineTwo() throws {
        let lines = try Self.goodLines()
        #expect(Self.error(reading: [lines[0]]) == RecordingError(line: 2, .truncated))
    }

    @Test func aLastLineCutOffMidwayIsTruncatedAtThatLine() throws {
        var lines = try Self.goodLines()
        let cut = lines.removeLast()
        let text = Self.text(lines) + cut.prefix(cut.count / 2)
        #expect(Self.error(reading: text) == RecordingError(line: lines.count + 1, .truncated))
    }

    @Test func aGarbledLineInTheMiddleIsNamed() throws {
        var lines = try Self.goodLines()
        lines[3] = #"{"t":12,"action":{"cardFlipp"#
        let error = try #require(Self.error(reading: lines))
        #expect(error == RecordingError(line: 4, .garbled("not valid JSON")))
    }

    @Test func aLineThatIsNeitherActionNorDigestIsGarbled() throws {
        var lines = try Self.goodLines()
        lines[2] = #"{"t":12,"note":"hello"}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error.line == 3)
        guard case .garbled = error.reason else { Issue.record("not garbled: \(error)"); return }
    }

    @Test func anActionLineWithoutATimeIsGarbled() throws {
        var lines = try Self.goodLines()
        lines[1] = #"{"action":{"launched":{}}}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error == RecordingError(line: 2, .garbled("no whole-number time \"t\" in milliseconds")))
    }

    @Test func anUnknownFormatVersionIsRefusedAtLineOne() throws {
        var lines = try Self.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: #""format":2"#, with: #""format":3"#)
        #expect(Self.error(reading: lines) == RecordingError(line: 1, .unknownFormat(3)))
        #expect(RecordingError(line: 1, .unknownFormat(3)).description
            == "line 1: recording format 3 is not one this threeducks reads (it reads formats 1 and 2)")
    }

    @Test func aHeaderWithFieldsFromALaterVersionOfFormatOneStillReads() throws {
        var lines = try Self.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: #""options":{"#, with: #""options":{"ascii":true,"#)
        #expect(try RecordingReader.parse(Self.text(lines)).header.board == .easy)
    }

    @Test func aFileThatDoesNotStartWithAHeaderIsNotARecording() throws {
        let lines = try Self.goodLines()
        #expect(Self.error(reading: Array(lines.dropFirst())) == RecordingError(line: 1, .notAHeader))
    }

    @Test func anUnknownActionIsNamedWithItsLine() throws {
        var lines = try Self.goodLines()
        lines[2] = #"{"action":{"cardEaten":{"id":3}},"t":1500}"#
        #expect(Self.error(reading: lines) == RecordingError(line: 3, .unknownAction("cardEaten")))
    }

    @Test func aKnownActionWithBadDetailsSaysWhatIsWrong() throws {
        var lines = try Self.goodLines()
        let flip = try Self.index(of: lines, "cardFlipped")
        lines[flip] = #"{"action":{"cardFlipped":{"card":3}},"t":2200}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error == RecordingError(line: flip + 1, .badAction("cardFlipped", detail: "action.cardFlipped.id is missing")))
    }

    @Test func aDealThatIsNotADeckOfTheDifficultyIsRefused() throws {
        var lines = try Self.goodLines()
        let deal = try Self.index(of: lines, "deckDealt")
        lines[deal] = Self.dealLine([.ducks, .ducks, .ducks, .bat, .bat, .bear, .bear, .pelican])
        #expect(Self.error(reading: lines) == RecordingError(line: deal + 1, .invalidDeck(.easy, cards: 8)))
    }

    @Test func aMediumDeckDealtInAnEasyGameIsRefused() throws {
        var lines = try Self.goodLines()
        let deal = try Self.index(of: lines, "deckDealt")
        lines[deal] = Self.dealLine(Deck.shuffled(.medium, seed: 1))
        #expect(Self.error(reading: lines) == RecordingError(line: deal + 1, .invalidDeck(.easy, cards: 12)))
    }

    @Test func aDealFollowsTheDifficultyChosenOnTheTitle() throws {
        var lines = try Self.goodLines()
        let deal = try Self.index(of: lines, "deckDealt")
        lines[deal] = Self.dealLine(Deck.shuffled(.hard, seed: 1))
        lines.insert(#"{"action":{"difficultyChosen":{"difficulty":"hard"}},"t":1500}"#, at: deal)
        let recording = try RecordingReader.parse(Self.text(lines))
        #expect(recording.actions.contains(.init(offset: .milliseconds(1500), action: .boardChosen(.hard))))
    }

    @Test func timeGoingBackwardsIsRefusedAtTheEarlierLine() throws {
        var lines = try Self.goodLines()
        let flip = try Self.index(of: lines, "cardFlipped")
        lines[flip] = #"{"action":{"cardFlipped":{"id":0}},"t":3}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error.line == flip + 1)
        guard case .timeWentBackwards(3, _) = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func aNegativeTimeIsRefused() throws {
        var lines = try Self.goodLines()
        lines[1] = #"{"action":{"launched":{}},"t":-5}"#
        #expect(Self.error(reading: lines) == RecordingError(line: 2, .negativeTime(milliseconds: -5)))
    }

    @Test func aFinalLineEarlierThanTheLastActionIsRefused() throws {
        var lines = try Self.goodLines()
        lines[lines.count - 1] = #"{"digest":"0000000000000000","t":0}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error.line == lines.count)
        guard case .timeWentBackwards(0, _) = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func anythingAfterTheFinalLineIsRefused() throws {
        var lines = try Self.goodLines()
        lines.append(#"{"action":{"launched":{}},"t":999999}"#)
        #expect(Self.error(reading: lines) == RecordingError(line: lines.count, .afterEnd))
    }

    @Test func everyErrorIsOneLineThatStartsWithItsLineNumber() throws {
        var lines = try Self.goodLines()
        lines[2] = #"{"action":{"cardEaten":{}},"t":1500}"#
        let error = try #require(Self.error(reading: lines))
        #expect(error.description == #"line 3: unknown action "cardEaten""#)
        lines[2] = #"{"action":{"card\nEaten":{}},"t":1500}"#
        #expect(Self.error(reading: lines)?.description == #"line 3: unknown action "card Eaten""#)
        let truncated = RecordingError(line: 9, .truncated)
        #expect(truncated.description.hasPrefix("line 9: "))
        #expect(!truncated.description.contains("\n"))
    }

    @Test func corruptedRecordingsAreRefusedOrReplayedButNeverCrash() throws {
        let good = Array(Self.text(try Self.goodLines()).utf8)
        var random = SplitMix64(seed: 2024)
        for _ in 0..<500 {
            var bytes = good
            for _ in 0..<3 {
                let index = Int(random.uniform(below: UInt64(bytes.count)))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                let recording = try RecordingReader.parse(Data(bytes))
                _ = ActionFold.headless(recording)
            } catch {
                #expect(error.line != nil)
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
