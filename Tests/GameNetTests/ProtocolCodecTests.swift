import Foundation
import GameCore
import Testing
@testable import GameNet
@testable import GameStorage

/// The encoding of every message is pinned by the golden files, and every
/// golden line reads back as the message it was written from.
@Suite struct ProtocolCodecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Protocol")

    /// The lines of a golden file; with `RECORD_PROTOCOL=1`, written from `lines` first.
    private func golden(_ name: String, _ lines: [String]) throws -> [String] {
        let url = Self.fixtures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_PROTOCOL"] == "1" {
            try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func clientMessagesAreWrittenAsTheGoldenFileAndReadBack() throws {
        let lines = try golden("client.jsonl", ProtocolSamples.client.map(\.line))
        #expect(lines == ProtocolSamples.client.map(\.line))
        for (line, message) in zip(lines, ProtocolSamples.client) {
            #expect(try ClientMessage(line: line) == message)
            #expect(!line.contains("\n") && line.utf8.count <= ProtocolLimits.lineBytes)
        }
    }

    @Test func hostMessagesAreWrittenAsTheGoldenFileAndReadBack() throws {
        let lines = try golden("host.jsonl", ProtocolSamples.host.map(\.line))
        #expect(lines == ProtocolSamples.host.map(\.line))
        for (line, message) in zip(lines, ProtocolSamples.host) {
            #expect(try HostMessage(line: line) == message)
        }
    }

    @Test func everyMessageTypeHasAGoldenLine() {
        let hostTypes = Set(ProtocolSamples.host.map(\.type))
        #expect(hostTypes == ["welcome", "lobby", "deal", "event", "away", "back", "refused", "reveal", "bye", "version", "pong"])
        #expect(Set(ProtocolSamples.client.map(\.intentName)) == ["hello", "flip", "giveUp", "pause", "resume", "leave", "ping"])
    }

    /// Every action the wire carries has its golden line: the switch below
    /// is exhaustive, so a new case does not compile until it is named here
    /// and given a sample.
    @Test func everyWireActionHasAGoldenLine() {
        func name(_ action: WireAction) -> String {
            switch action {
            case .flip: "flip"
            case .flipAgain: "flipAgain"
            case .turnDown: "turnDown"
            case .won: "won"
            case .clock: "clock"
            case .pause: "pause"
            case .gaveUp: "gaveUp"
            case .skip: "skip"
            case .seatComputer: "seatComputer"
            }
        }
        let sampled = Set(ProtocolSamples.host.compactMap { message -> String? in
            if case .event(_, let action) = message { return name(action) }
            return nil
        })
        #expect(sampled == ["flip", "flipAgain", "turnDown", "won", "clock", "pause", "gaveUp", "skip", "seatComputer"])
    }

    /// The wire carries a recording's spelling of each action, not one of
    /// its own: a wire event's action, its card's face taken out, is
    /// byte for byte the action format 2 writes for the game action it
    /// stands for (RecordedAction.swift, the one definition), and format 2's
    /// readers read it as that game action. A name or a value spelled
    /// differently on the wire fails here.
    @Test func everyWireActionIsTheRecordingsSpellingWithTheFaceAdded() throws {
        let events = ProtocolSamples.host.compactMap { message -> WireAction? in
            if case .event(_, let action) = message { return action }
            return nil
        }
        #expect(events.count == 9)
        for action in events {
            guard case .object(let outer) = action.json, outer.count == 1, let (name, values) = outer.first,
                  case .object(var members) = values else {
                Issue.record("\(action) is not an object of one name holding an object")
                continue
            }
            let face = members.removeValue(forKey: "face")
            #expect((face != nil) == (action.turned != nil), "only a flip carries a face: \(action)")
            let wire = WireJSON.object([name: .object(members)]).text
            let recorded = RecordLine.encode(try #require(RecordedAction(action.gameAction)))
            #expect(wire == recorded, "\(action)")
            #expect(try JSONDecoder().decode(RecordedAction.self, from: Data(wire.utf8)).action == action.gameAction)
            let line = #"{"action":"# + wire + #","t":0}"#
            // The fast reader may pass a line to the decoder, never read it otherwise.
            if let fast = Array(line.utf8).withUnsafeBytes({ CanonicalActionLine.read($0) }) {
                #expect(fast.action == action.gameAction, "\(action)")
            }
        }
    }

    /// The version refusal says which versions meet, in words.
    @Test func versionRefusalSaysWhichVersionsMeet() throws {
        #expect(HostMessage.versionText(host: 1...1, client: 2...3) == "this host speaks protocol 1; your client speaks 2–3")
        #expect(ProtocolVersion.chosen(host: 1...1, client: 2...3) == nil)
        #expect(ProtocolVersion.chosen(host: 1...2, client: 2...3) == 2)
        #expect(ProtocolVersion.chosen(host: 1...4, client: 1...3) == 3)
    }

    private func clientError(_ line: String) -> ProtocolError? {
        do { _ = try ClientMessage(line: line); return nil } catch { return error }
    }

    private func hostError(_ line: String) -> ProtocolError? {
        do { _ = try HostMessage(line: line); return nil } catch { return error }
    }

    /// Garbage of every kind is a typed error with one line of words, never a crash.
    @Test func garbageIsATypedError() {
        #expect(clientError(String(repeating: " ", count: 4097)) == .tooLong(bytes: 4097))
        #expect(clientError("") == .malformed("the line ends before a value"))
        #expect(clientError("[1,2]") == .notAMessage)
        #expect(clientError("{\"type\":3}") == .notAMessage)
        #expect(clientError("{\"type\":\"teleport\"}") == .unknownType("teleport"))
        #expect(clientError("{\"type\":\"flip\"}") == .missingField(message: "flip", field: "card"))
        #expect(clientError("{\"type\":\"flip\",\"card\":\"3\"}") == .badField(message: "flip", field: "card", problem: "is not a whole number"))
        #expect(clientError("{\"type\":\"flip\",\"card\":1.5}") == .malformed("the number at byte 22 is not a whole number"))
        #expect(clientError("{\"type\":\"flip\",\"card\":99999999999999999999}") == .malformed("the number at byte 22 is too large"))
        #expect(clientError("{\"type\":\"flip\",\"card\":-0}") == .malformed("-0 at byte 22: zero is written 0"))
        #expect(clientError("{\"type\":\"flip\",\"card\":01}") == .malformed("a number starts with 0 at byte 22"))
        #expect(clientError("{\"type\":\"flip\",\"card\":-1}") == .badField(message: "flip", field: "card", problem: "is not from 0 to 143"))
        #expect(clientError("{\"type\":\"flip\",\"type\":\"flip\",\"card\":1}") == .malformed("the key \"type\" is there twice"))
        #expect(clientError("{\"type\":\"ping\",\"id\":1} x") == .malformed("text after the value at byte 23"))
        #expect(clientError(String(repeating: "[", count: 50)) == .tooDeep)
        #expect(clientError("{\"type\":\"hello\",\"protocol\":{\"min\":3,\"max\":2},\"name\":\"a\"}")
            == .badField(message: "hello", field: "protocol", problem: "has min above max"))
        #expect(clientError("{\"type\":\"hello\",\"protocol\":{\"min\":1,\"max\":1},\"name\":\"a\",\"rejoin\":\"ABCD\"}")
            == .badField(message: "hello", field: "rejoin", problem: "is not 32 lowercase hex digits"))
        #expect(hostError("{\"type\":\"event\",\"seq\":1,\"action\":{\"deckDealt\":{}}}")
            == .badField(message: "event", field: "action", problem: "is no action of the wire: deckDealt"))
        #expect(hostError("{\"type\":\"event\",\"seq\":1,\"action\":{\"cardFlipped\":{\"id\":1,\"face\":\"unicorn!\"}}}")
            == .badField(message: "event's action's cardFlipped", field: "face", problem: "is no animal"))
        #expect(hostError("{\"type\":\"deal\",\"game\":1,\"board\":\"medium\",\"players\":[{\"name\":\"a\"}],\"commitment\":\"00\"}")
            == .badField(message: "deal", field: "commitment", problem: "is not 64 lowercase hex digits"))
        #expect(clientError("{\"type\":\"\\u001b[31mred\"}")?.description == "no message has the type \"red\"")
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        let bytes = Array("{\"type\":\"hello\",\"name\":\"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8)
        #expect(throws: ProtocolError.notUTF8) { try ClientMessage(bytes: bytes) }
    }

    /// A name is made safe for a terminal before it is anything else, and held to the scores file's rules.
    @Test func namesAreSanitizedAndBounded() throws {
        let line = "{\"type\":\"hello\",\"protocol\":{\"min\":1,\"max\":1},\"name\":\"\\u001b[2Jmal\\u202eory\"}"
        guard case .hello(let hello) = try ClientMessage(line: line) else { Issue.record("not a hello"); return }
        #expect(hello.name == "malory")
        let long = "{\"type\":\"hello\",\"protocol\":{\"min\":1,\"max\":1},\"name\":\"\(String(repeating: "x", count: 40))\"}"
        #expect(clientError(long) == .badField(message: "hello", field: "name",
                                                problem: "is no name: the name is longer than 32 characters"))
        let blank = "{\"type\":\"hello\",\"protocol\":{\"min\":1,\"max\":1},\"name\":\"\\u001b[0m\"}"
        #expect(clientError(blank) == .badField(message: "hello", field: "name", problem: "is no name: the name is empty"))
        let refusal = try HostMessage(line: "{\"type\":\"refused\",\"reason\":\"malformed\",\"text\":\"\(String(repeating: "\\u0007ab", count: 300))\"}")
        guard case .refused(_, _, let text) = refusal else { Issue.record("not a refusal"); return }
        #expect(text == String(repeating: "ab", count: 100) + "…")
    }

    /// Strings with escapes and surrogate pairs read as JSON says; a lone half does not.
    @Test func stringEscapes() throws {
        #expect(try WireJSON.parse("\"a\\\"b\\\\c\\/d\\u00e9\\ud83e\\udd86\"") == .string("a\"b\\c/dé🦆"))
        #expect(throws: ProtocolError.self) { try WireJSON.parse("\"\\ud83e\"") }
        #expect(throws: ProtocolError.self) { try WireJSON.parse("\"\\x\"") }
        #expect(throws: ProtocolError.self) { try WireJSON.parse("\"a\tb\"") }
        #expect(WireJSON.string("a\"\n\u{1}é").text == "\"a\\\"\\n\\u0001é\"")
    }
}
