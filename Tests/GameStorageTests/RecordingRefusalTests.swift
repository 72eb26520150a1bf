import Foundation
import GameCore
@testable import GameStorage
import Testing

/// What a recording may not carry, and how the reader says so: a digest of
/// another form, a time no session reaches, valid JSON of the wrong shape,
/// a known action with a bad field.
@Suite struct RecordingRefusalTests {
    /// A short easy game's lines: header, launch, scores, start, deal, flips, …, final digest.
    static func goodLines() throws -> [String] {
        let session = try RecordedSession(.easy, seed: 42)
        session.launchAndStart()
        session.flipMismatch()
        try session.recorder.finish()
        return session.sink.lines
    }

    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    static func error(reading lines: [String]) -> RecordingError? {
        error(reading: Data(text(lines).utf8))
    }

    static func error(reading data: Data) -> RecordingError? {
        do {
            _ = try RecordingReader.parse(data)
            return nil
        } catch {
            return error
        }
    }

    /// The lines with the one holding `needle` replaced.
    static func replacing(_ needle: String, with line: String) throws -> (lines: [String], number: Int) {
        var lines = try goodLines()
        let index = try #require(lines.firstIndex { $0.contains(needle) })
        lines[index] = line
        return (lines, index + 1)
    }

    @Test(arguments: ["0123456789ABCDEF", "0123", "0123456789abcdef0", "", "\u{1B}]52;c;aGk=\u{07}0123456",
                      "0123456789abcde\u{9B}"])
    func aFinalDigestNotOf16LowercaseHexDigitsIsRefused(_ digest: String) throws {
        let final = String(decoding: try JSONEncoder().encode(["digest": digest]), as: UTF8.self)
            .replacingOccurrences(of: "}", with: ",\"t\":99999}")
        let (lines, number) = try Self.replacing("\"digest\"", with: final)
        #expect(Self.error(reading: lines) == RecordingError(line: number, .badDigest))
    }

    @Test func aRecordedDigestOfTheRightFormReads() throws {
        let (lines, _) = try Self.replacing("\"digest\"", with: #"{"digest":"0123456789abcdef","t":99999}"#)
        #expect(try RecordingReader.parse(Self.text(lines)).digest == "0123456789abcdef")
    }

    @Test(arguments: [RecordingParser.timeLimit + 1, 9_223_372_036_854_775_000])
    func aTimeBeyondTenYearsIsRefusedWithItsLine(_ time: Int64) throws {
        let (lines, number) = try Self.replacing("startTapped", with: #"{"action":{"startTapped":{}},"t":\#(time)}"#)
        let error = try #require(Self.error(reading: lines))
        #expect(error == RecordingError(line: number, .timeTooLarge(milliseconds: time, limit: RecordingParser.timeLimit)))
        #expect(error.description == "line \(number): time offset \(time) ms is beyond the limit of 315360000000 ms (ten years)")
    }

    @Test func aFinalTimeBeyondTenYearsIsRefusedToo() throws {
        let line = #"{"digest":"0123456789abcdef","t":9223372036854775807}"#
        let (lines, number) = try Self.replacing("\"digest\"", with: line)
        #expect(Self.error(reading: lines)?.line == number)
        guard case .timeTooLarge = Self.error(reading: lines)?.reason else { Issue.record("not refused"); return }
    }

    @Test func aTimeOfTenYearsExactlyStillReads() throws {
        let line = #"{"digest":"0123456789abcdef","t":\#(RecordingParser.timeLimit)}"#
        let (lines, _) = try Self.replacing("\"digest\"", with: line)
        #expect(try RecordingReader.parse(Self.text(lines)).end == .milliseconds(RecordingParser.timeLimit))
    }

    @Test(arguments: [("99999999999999999999", "99999999999999999999"), ("1.5", "1.5"), ("-1e300", "-1e300")])
    func aKnownActionWithANumberThatDoesNotFitSaysTheActionIsKnown(_ number: (String, String)) throws {
        let (lines, line) = try Self.replacing("cardFlipped", with: #"{"action":{"cardFlipped":{"id":\#(number.0)}},"t":2200}"#)
        let error = try #require(Self.error(reading: lines))
        #expect(error == RecordingError(line: line, .badAction(
            "cardFlipped", detail: "the number \(number.1) does not fit its field (too large, or not a whole number)")))
        #expect(error.description.contains("action \"cardFlipped\" is known but could not be read"))
    }

    @Test func aKnownActionOfTheWrongShapeSaysTheActionIsKnown() throws {
        let (lines, line) = try Self.replacing("cardFlipped", with: #"{"action":{"cardFlipped":5},"t":2200}"#)
        let error = try #require(Self.error(reading: lines))
        #expect(error.line == line)
        guard case .badAction("cardFlipped", _) = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func anActionObjectWithTwoNamesSaysSo() throws {
        let (lines, line) = try Self.replacing(
            "cardFlipped", with: #"{"action":{"cardFlipped":{"id":1},"gaveUp":{}},"t":2200}"#)
        #expect(Self.error(reading: lines) == RecordingError(
            line: line, .garbled("the action object has 2 keys; it must have one, the action's name")))
    }

    @Test func anActionThatIsAStringSaysItMustBeAnObject() throws {
        let (lines, line) = try Self.replacing("cardFlipped", with: #"{"action":"gaveUp","t":2200}"#)
        #expect(Self.error(reading: lines) == RecordingError(
            line: line, .garbled("\"action\" is not an object such as {\"launched\":{}}")))
    }

    @Test(arguments: [("[1,2]", "an array"), ("\"hi\"", "a string"), ("12", "a number"), ("null", "null")])
    func aLineOfValidJSONThatIsNoObjectIsNotCalledInvalidJSON(_ json: (String, String)) throws {
        var lines = try Self.goodLines()
        lines[3] = json.0
        #expect(Self.error(reading: lines) == RecordingError(
            line: 4, .garbled("valid JSON, but \(json.1), not an object")))
    }

    @Test func aStringThatIsNotUTF8IsSaidToBe() throws {
        var lines = try Self.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: "\"\(Game.version)\"", with: "\"\(Game.version)=\"")
        var data = Data(Self.text(lines).utf8)
        let index = try #require(data.firstIndex(of: UInt8(ascii: "=")))
        data[index] = 0xFF
        #expect(Self.error(reading: data) == RecordingError(line: 1, .garbled("a string is not valid UTF-8")))
    }

    @Test func halfASurrogatePairIsSaidToBe() throws {
        var lines = try Self.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: "\"\(Game.version)\"", with: #""\#(Game.version)\ud800""#)
        #expect(Self.error(reading: lines) == RecordingError(
            line: 1, .garbled("a string holds a \\u escape that is no character (half a surrogate pair)")))
    }

    @Test func aHeaderSeedTooLargeNamesTheNumber() throws {
        var lines = try Self.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: "\"seed\":42", with: "\"seed\":1e30")
        #expect(Self.error(reading: lines) == RecordingError(
            line: 1, .garbled("the number 1e30 does not fit its field (too large, or not a whole number)")))
    }

    @Test func anEmptyLineInTheMiddleIsSaidToBeEmpty() throws {
        var lines = try Self.goodLines()
        lines[3] = ""
        #expect(Self.error(reading: lines) == RecordingError(line: 4, .garbled("an empty line")))
    }

    @Test func nestingDeeperThanTheParserFollowsIsSaidToBe() throws {
        var lines = try Self.goodLines()
        lines[3] = #"{"t":5000,"note":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        #expect(Self.error(reading: lines) == RecordingError(line: 4, .garbled("arrays and objects nested more than 512 deep")))
    }

    @Test(arguments: ["1e30", "1.5", "\"5\"", "99999999999999999999"])
    func aTimeThatIsNoWholeNumberOfMillisecondsSaysTheRange(_ time: String) throws {
        let (lines, line) = try Self.replacing("startTapped", with: #"{"action":{"startTapped":{}},"t":\#(time)}"#)
        #expect(Self.error(reading: lines) == RecordingError(
            line: line, .garbled("the time \"t\" is not a whole number of milliseconds from 0 to 315360000000")))
    }

    @Test func brokenJSONIsStillNotValidJSON() throws {
        var lines = try Self.goodLines()
        lines[3] = #"{"t":12,"action":{"#
        #expect(Self.error(reading: lines) == RecordingError(line: 4, .garbled("not valid JSON")))
    }
}

/// What the reader says is printed: nothing from the file may drive the terminal.
@Suite struct RecordingErrorSafetyTests {
    @Test func anUnknownActionNamedWithEscapeSequencesIsPrintedWithoutThem() throws {
        let name = "\u{1B}]52;c;aGk=\u{07}fly\u{1B}[2J\u{1B}]0;title\u{07}\u{9B}2J\u{9D}0;t\u{9C}"
        let key = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
        let (lines, line) = try RecordingRefusalTests.replacing("cardFlipped", with: #"{"action":{\#(key):{}},"t":2200}"#)
        let error = try #require(RecordingRefusalTests.error(reading: lines))
        #expect(error.description == "line \(line): unknown action \"fly\"")
    }

    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}", "\r\n", "\u{0B}"])
    func aNameWithAnyNewlineStaysOnOneLine(_ newline: String) throws {
        let key = String(decoding: try JSONEncoder().encode("fly" + newline + "away"), as: UTF8.self)
        let (lines, _) = try RecordingRefusalTests.replacing("cardFlipped", with: #"{"action":{\#(key):{}},"t":2200}"#)
        let error = try #require(RecordingRefusalTests.error(reading: lines))
        let newlines = error.description.filter(\.isNewline)
        #expect(newlines.isEmpty, "\(error.description.debugDescription)")
    }

    @Test func aHugeUnknownNameIsClipped() throws {
        let (lines, line) = try RecordingRefusalTests.replacing(
            "cardFlipped", with: #"{"action":{"\#(String(repeating: "x", count: 5000))":{}},"t":2200}"#)
        let error = try #require(RecordingRefusalTests.error(reading: lines))
        #expect(error.description == "line \(line): unknown action \"\(String(repeating: "x", count: 39))…\"")
    }

    @Test func aHugeBadValueIsQuotedClipped() throws {
        var lines = try RecordingRefusalTests.goodLines()
        lines[0] = lines[0].replacingOccurrences(of: #""difficulty":"easy""#,
                                                 with: #""difficulty":"\#(String(repeating: "z", count: 100_000))""#)
        let error = try #require(RecordingRefusalTests.error(reading: lines))
        #expect(error.line == 1)
        #expect(error.description.count < 250, "\(error.description.prefix(300))")
        #expect(error.description.hasSuffix("…)"))
    }

    @Test func aSummaryPrintsARecordedDigestMadeSafe() {
        let summary = ReplaySummary(board: .easy, moves: 3, elapsedSeconds: 9, won: false, gamesDealt: 1,
                                    digest: "1111111111111111", recordedDigest: "\u{1B}]52;c;aGk=\u{07}22\u{9B}2J")
        #expect(summary.description.hasSuffix("(differs from the recording's 22)"))
    }
}
