#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The reader's state between lines: what has been read so far, and the game
/// as those actions left it (a deal must fit the difficulty of its moment).
struct RecordingParser {
    private var header: RecordingHeader?
    private var actions: [TimedAction] = []
    private var final: FinalLine?
    private var lastTime: Int64 = 0
    private var game = GameState()
    private let decoder = JSONDecoder()

    /// Checks one line; `isCutOff` marks a last line with no newline, which a
    /// killed recorder may have left half written.
    mutating func take(_ line: Data, number: Int, isCutOff: Bool) throws(RecordingError) {
        if final != nil { throw RecordingError(line: number, .afterEnd) }
        let probe: LineProbe
        do {
            probe = try decoder.decode(LineProbe.self, from: line)
        } catch {
            throw RecordingError(line: number, isCutOff ? .truncated : .garbled(Self.describe(error)))
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

    private mutating func takeHeader(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        guard probe.keys.contains("threeducks") else { throw .notAHeader }
        let format = try decode(FormatProbe.self, line).format
        guard format == RecordingHeader.currentFormat else { throw .unknownFormat(format) }
        let header = try decode(RecordingHeader.self, line)
        self.header = header
        game = GameState(difficulty: header.difficulty)
    }

    private mutating func takeAction(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        let time = try checkTime(probe)
        let action: GameAction
        do {
            action = try decoder.decode(ActionLine.self, from: line).action
        } catch {
            throw Self.actionProblem(error, name: probe.actionName)
        }
        if case .deckDealt(let animals, _) = action, !Deck.isValid(animals, for: game.difficulty) {
            throw .invalidDeck(game.difficulty, cards: animals.count)
        }
        GameReducer.reduce(&game, action)
        actions.append(TimedAction(offset: .milliseconds(time), action: action))
    }

    private mutating func takeFinal(_ line: Data, _ probe: LineProbe) throws(RecordingError.Reason) {
        _ = try checkTime(probe)
        final = try decode(FinalLine.self, line)
    }

    private mutating func checkTime(_ probe: LineProbe) throws(RecordingError.Reason) -> Int64 {
        guard let time = probe.time else { throw .garbled("no whole-number time \"t\" in milliseconds") }
        guard time >= 0 else { throw .negativeTime(milliseconds: time) }
        guard time >= lastTime else { throw .timeWentBackwards(milliseconds: time, previous: lastTime) }
        lastTime = time
        return time
    }

    private func decode<T: Decodable>(_ type: T.Type, _ line: Data) throws(RecordingError.Reason) -> T {
        do {
            return try decoder.decode(type, from: line)
        } catch {
            throw .garbled(Self.describe(error))
        }
    }

    /// An unknown name fails at the action itself; a known one with bad
    /// details fails deeper, inside its payload.
    private static func actionProblem(_ error: any Error, name: String?) -> RecordingError.Reason {
        guard let name else { return .garbled("the action names no case") }
        if let error = error as? DecodingError, error.context.codingPath.count <= 1 {
            return .unknownAction(name)
        }
        return .badAction(name, detail: describe(error))
    }

    /// A decoding error in a few words, with the path to the bad value.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context = error.context
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
        switch error {
        case .dataCorrupted where path.isEmpty: return "not valid JSON"
        case .typeMismatch where path.isEmpty: return "not a JSON object"
        case .keyNotFound(let key, _): return "\(path.isEmpty ? "" : path + ".")\(key.stringValue) is missing"
        default: return "\(path): \(context.debugDescription)"
        }
    }
}

extension DecodingError {
    /// The context every case carries.
    var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context), .dataCorrupted(let context):
            return context
        @unknown default:
            return Context(codingPath: [], debugDescription: "\(self)")
        }
    }
}
