#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// The reader's state between lines: what has been read so far, and the game
/// as those actions left it, folded (`ActionFold`): a deal must fit the
/// board of its moment.
struct RecordingParser {
    /// The latest time a line may carry: ten years, in milliseconds. No
    /// session runs that long, and anything below it leaves the replay's
    /// time arithmetic far from overflowing.
    static let timeLimit: Int64 = 10 * 365 * 24 * 3_600_000

    private var header: RecordingHeader?
    private var actions: [TimedAction] = []
    private var final: FinalLine?
    private var lastTime: Int64 = 0
    private var fold = ActionFold(from: GameState())
    private let decoder = JSONDecoder()
    /// Whether lines in the recorder's own spelling are read by hand
    /// (`CanonicalActionLine`); off only to hold the two readers to the
    /// same answers in tests.
    var readsCanonicalLines = true

    /// Checks one line; `isCutOff` marks a last line with no newline, which a
    /// killed recorder may have left half written.
    mutating func take(_ line: Data, number: Int, isCutOff: Bool) throws(RecordingError) {
        var result: Result<Void, RecordingError> = .success(())
        line.withUnsafeBytes { bytes in
            do throws(RecordingError) {
                try take(bytes, number: number, isCutOff: isCutOff)
            } catch {
                result = .failure(error)
            }
        }
        try result.get()
    }

    /// `take` of a line's bytes, borrowed for the call.
    mutating func take(_ bytes: UnsafeRawBufferPointer, number: Int, isCutOff: Bool) throws(RecordingError) {
        if final != nil { throw RecordingError(line: number, .afterEnd) }
        // Most lines are an action as the recorder spells it: read at once
        // (`CanonicalActionLine`); any other line goes through the decoder.
        if readsCanonicalLines, header?.format == 2, let (t, action) = CanonicalActionLine.read(bytes) {
            do throws(RecordingError.Reason) {
                try take(action.bounded, at: try checkTime(t))
            } catch {
                throw RecordingError(line: number, error)
            }
            return
        }
        try takeDecoding(Data(bytes), number: number, isCutOff: isCutOff)
    }

    /// `take` through the decoder, which says what is wrong with a line.
    private mutating func takeDecoding(_ line: Data, number: Int, isCutOff: Bool) throws(RecordingError) {
        let probe: LineProbe
        do throws(RecordingError.Reason) {
            probe = try decode(LineProbe.self, line)
        } catch {
            throw RecordingError(line: number, isCutOff ? .truncated : error)
        }
        // `{"t":5,"t":900}` means two things; the decoder would quietly pick one.
        if let problem = JSONProblem.duplicateKey(in: line) {
            throw RecordingError(line: number, .garbled(problem))
        }
        do throws(RecordingError.Reason) {
            if header == nil {
                try takeHeader(line, probe)
            } else if probe.keys.contains("digest") {
                try takeFinal(line, probe)
            } else if probe.keys.contains("action") {
                try takeAction(line, probe)
            } else {
                throw .garbled("neither an action line nor the final digest line")
            }
        } catch {
            throw RecordingError(line: number, error)
        }
    }

    /// The recording, once every line is read; `lineCount` names the line
    /// where a missing final line should have been.
    func finish(lineCount: Int) throws(RecordingError) -> Recording {
        guard let header, let final else { throw RecordingError(line: lineCount + 1, .truncated) }
        return Recording(header: header, actions: actions, end: .milliseconds(final.t), digest: final.digest)
    }

    /// The header and the actions read so far, without the final line a
    /// recording needs: what a journal holds (`FileJournal`).
    var unfinished: (header: RecordingHeader, actions: [TimedAction])? {
        header.map { ($0, actions) }
    }

    private mutating func takeHeader(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        guard probe.keys.contains("threeducks") else { throw .notAHeader }
        let format = try decode(FormatProbe.self, line).format
        guard RecordLine.readableFormats.contains(format) else { throw .unknownFormat(format) }
        let header = try decode(HeaderLine.self, line).header
        if let players = header.players, let problem = Player.lineupProblem(players) {
            throw .garbled("players: \(problem)")
        }
        self.header = header
        fold = ActionFold(from: GameState(board: header.board, players: header.lineup))
    }

    private mutating func takeAction(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        let time = try checkTime(probe)
        let action: GameAction
        do {
            // Strings from a file are cut and made safe here, once, so no
            // screen ever gets a huge or hostile one.
            action = try decodeAction(line).bounded
        } catch {
            throw Self.actionProblem(error, keys: probe.actionKeys, names: actionNames)
        }
        try take(action, at: time)
    }

    /// Keeps a decoded action read at `time`, once its deal fits the board.
    private mutating func take(_ action: GameAction, at time: Int64) throws(RecordingError.Reason) {
        if let animals = action.dealt?.animals, !Deck.isValid(animals, for: fold.state.board) {
            throw .invalidDeck(fold.state.board, cards: animals.count)
        }
        fold.apply(action)
        actions.append(TimedAction(offset: .milliseconds(time), action: action))
    }

    /// The names of the actions the header's format knows.
    private var actionNames: Set<String> {
        header?.format == 1 ? LegacyAction.names : RecordedAction.names
    }

    /// The line's action, in the header's format.
    private func decodeAction(_ line: Data) throws -> GameAction {
        if header?.format == 1 {
            return try decoder.decode(Unflattened<ActionLine<LegacyAction>>.self, from: line).result.get().action.action
        }
        return try decoder.decode(Unflattened<ActionLine<RecordedAction>>.self, from: line).result.get().action.action
    }

    private mutating func takeFinal(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        _ = try checkTime(probe)
        let final = try decode(FinalLine.self, line)
        // Every digest ever written has this form; anything else is not one
        // (and is printed by the summary, so may not be hostile text).
        guard final.digest.utf8.count == 16, final.digest.utf8.allSatisfy(Self.isLowercaseHexDigit) else {
            throw .badDigest
        }
        self.final = final
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private mutating func checkTime(_ probe: LineProbe) throws(RecordingError.Reason) -> Int64 {
        guard let time = probe.time else {
            guard probe.keys.contains("t") else { throw .garbled("no whole-number time \"t\" in milliseconds") }
            throw .garbled("the time \"t\" is not a whole number of milliseconds from 0 to \(Self.timeLimit)")
        }
        return try checkTime(time)
    }

    private mutating func checkTime(_ time: Int64) throws(RecordingError.Reason) -> Int64 {
        guard time >= 0 else { throw .negativeTime(milliseconds: time) }
        guard time <= Self.timeLimit else { throw .timeTooLarge(milliseconds: time, limit: Self.timeLimit) }
        guard time >= lastTime else { throw .timeWentBackwards(milliseconds: time, previous: lastTime) }
        lastTime = time
        return time
    }

    private func decode<T: Decodable>(_ type: T.Type, _ line: Data) throws(RecordingError.Reason) -> T {
        do {
            return try decoder.decode(Unflattened<T>.self, from: line).result.get()
        } catch {
            throw .garbled(JSONProblem.describe(error, line: line))
        }
    }

    /// Why an action line did not decode: the action object's shape, an
    /// unknown name, or a known name with a bad field (said which).
    private static func actionProblem(_ error: any Error, keys: [String]?, names: Set<String>) -> RecordingError.Reason {
        guard let keys else { return .garbled("\"action\" is not an object such as {\"launched\":{}}") }
        guard keys.count == 1, let name = keys.first else {
            return .garbled("the action object has \(keys.count) keys; it must have one, the action's name")
        }
        guard names.contains(name) else { return .unknownAction(name) }
        return .badAction(name, detail: JSONProblem.describe(error))
    }
}
