#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A `GameAction` as format 2 writes it: an object of one key, the action's
/// name, holding its values under their own names (`{"cardFlipped":{"id":3}}`,
/// `{}` for an action without values). Score tables are lists of records
/// spelled as in scores.json (`StoredRecord`, ISO 8601 dates), durations are
/// whole milliseconds. The mapping to and from `GameAction` is here and only
/// here, in this one file: the names, the writer, the decoder, and the fast
/// reader of the lines the writer spells (`CanonicalActionLine`, below),
/// which must read every such line as the decoder does. Format 1 is 1.0's
/// shape, read and never written (`LegacyAction`); the wire carries this
/// spelling of the play's actions with the card's face added (GameNet's
/// `WireAction`). docs/record-format.md lists every action.
struct RecordedAction: Codable {
    let action: GameAction

    /// The format-2 form of `action`; nil for `pairMatched` and
    /// `clockTicked`, which only 1.0 sent and only format 1 holds. This
    /// program sends neither (a replay sends them, and is not recorded).
    init?(_ action: GameAction) {
        switch action {
        case .pairMatched, .clockTicked: return nil
        default: self.action = action
        }
    }

    /// Every action name format 2 knows, so a known name with a bad value
    /// is never called unknown. A test keeps it in step with `GameAction`.
    static let names: Set<String> = Set(plain.keys).union([
        "scoresLoaded", "difficultyChosen", "playersChosen", "deckDealt", "cardFlipped", "mismatchedCardFlipped",
        "keyRefused", "computerSeated", "clockMeasured", "terminalFitChanged", "focusMoved",
        "scoreRecorded", "scoreNotSaved", "historyNotSaved", "journalNotKept",
        "dailyDealt", "dailyAlreadyPlayed", "dailiesLoaded", "gameWaiting",
    ])

    /// The actions without values, spelled `{}`, by name: the one table the
    /// decoder and the fast reader (`CanonicalActionLine`) both read.
    static let plain: [String: GameAction] = [
        "launched": .launched, "startTapped": .startTapped,
        "mismatchDelayElapsed": .mismatchDelayElapsed, "winDelayElapsed": .winDelayElapsed,
        "turnSkipped": .turnSkipped,
        "pauseToggled": .pauseToggled, "gaveUp": .gaveUp, "helpToggled": .helpToggled,
        "playAgainTapped": .playAgainTapped, "backToTitleTapped": .backToTitleTapped,
        "quacked": .quacked, "quackFaded": .quackFaded, "dailyTapped": .dailyTapped,
        "giveUpAsked": .giveUpAsked, "giveUpDeclined": .giveUpDeclined,
        "resumeTapped": .resumeTapped, "waitingGameDiscarded": .waitingGameDiscarded,
    ]

    // The values of each action, by name.
    private struct None: Codable {}
    private struct Seated: Codable { let seat: Int; let level: ComputerLevel }
    private struct Scores: Codable { let records: [StoredRecord]; let warning: String? }
    private struct Recorded: Codable { let records: [StoredRecord]; let isNewBest: Bool }
    /// A board keeps 1.0's name for it, `difficulty`, as the header does.
    private struct Chosen: Codable { let difficulty: Board }
    private struct Seats: Codable { let players: [Player] }
    private struct Dealt: Codable { let animals: [Animal]; let seed: JSONSeed }
    private struct DailyDealt: Codable { let animals: [Animal]; let seed: JSONSeed; let date: String }
    private struct Daily: Codable { let date: String }
    private struct Played: Codable { let date: String; let board: Board }
    private struct Dailies: Codable { let dailies: [Played] }
    private struct Flipped: Codable { let id: Int }
    private struct Refused: Codable { let reason: String }
    private struct Measured: Codable { let playedMs: Int64 }
    private struct Fit: Codable { let fits: Bool }
    private struct Focus: Codable { let to: Int }
    private struct NotSaved: Codable { let reason: String }
    private struct Waiting: Codable { let game: SavedGame?; let warning: String? }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        func put(_ name: String, _ values: some Encodable = None()) throws {
            try container.encode(values, forKey: AnyKey(name))
        }
        switch action {
        case .launched: try put("launched")
        case .scoresLoaded(let table, let warning):
            try put("scoresLoaded", Scores(records: Self.records(table), warning: warning))
        case .boardChosen(let board): try put("difficultyChosen", Chosen(difficulty: board))
        case .playersChosen(let players): try put("playersChosen", Seats(players: players))
        case .startTapped: try put("startTapped")
        case .deckDealt(let animals, let seed): try put("deckDealt", Dealt(animals: animals, seed: JSONSeed(seed)))
        case .cardFlipped(let id): try put("cardFlipped", Flipped(id: id))
        case .mismatchedCardFlipped(let id): try put("mismatchedCardFlipped", Flipped(id: id))
        case .keyRefused(let refusal): try put("keyRefused", Refused(reason: refusal.rawValue))
        case .mismatchDelayElapsed: try put("mismatchDelayElapsed")
        case .turnSkipped: try put("turnSkipped")
        case .computerSeated(let seat, let level): try put("computerSeated", Seated(seat: seat, level: level))
        case .winDelayElapsed: try put("winDelayElapsed")
        case .clockMeasured(let played): try put("clockMeasured", Measured(playedMs: played.wholeMilliseconds))
        case .terminalFitChanged(let fits): try put("terminalFitChanged", Fit(fits: fits))
        case .pauseToggled: try put("pauseToggled")
        case .gaveUp: try put("gaveUp")
        case .focusMoved(let to): try put("focusMoved", Focus(to: to))
        case .helpToggled: try put("helpToggled")
        case .scoreRecorded(let table, let isNewBest):
            try put("scoreRecorded", Recorded(records: Self.records(table), isNewBest: isNewBest))
        case .scoreNotSaved(let reason): try put("scoreNotSaved", NotSaved(reason: reason))
        case .playAgainTapped: try put("playAgainTapped")
        case .backToTitleTapped: try put("backToTitleTapped")
        case .quacked: try put("quacked")
        case .quackFaded: try put("quackFaded")
        case .dailyTapped: try put("dailyTapped")
        case .dailyAlreadyPlayed(let date): try put("dailyAlreadyPlayed", Daily(date: date))
        case .dailiesLoaded(let dailies):
            try put("dailiesLoaded", Dailies(dailies: dailies.map { Played(date: $0.date, board: $0.board) }))
        case .dailyDealt(let animals, let seed, let date):
            try put("dailyDealt", DailyDealt(animals: animals, seed: JSONSeed(seed), date: date))
        case .historyNotSaved(let reason): try put("historyNotSaved", NotSaved(reason: reason))
        case .journalNotKept(let reason): try put("journalNotKept", NotSaved(reason: reason))
        case .giveUpAsked: try put("giveUpAsked")
        case .giveUpDeclined: try put("giveUpDeclined")
        case .gameWaiting(let game, let warning): try put("gameWaiting", Waiting(game: game.map(SavedGame.init), warning: warning))
        case .resumeTapped: try put("resumeTapped")
        case .waitingGameDiscarded: try put("waitingGameDiscarded")
        case .pairMatched, .clockTicked:
            // `init?(_:)` makes none of these.
            throw EncodingError.invalidValue(action, .init(codingPath: [], debugDescription: "only in format 1"))
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an action has exactly one name"))
        }
        func get<Values: Decodable>(_ type: Values.Type = None.self) throws -> Values {
            try container.decode(type, forKey: key)
        }
        if let plain = Self.plain[key.stringValue] {
            _ = try get()
            action = plain
            return
        }
        switch key.stringValue {
        case "scoresLoaded":
            let values = try get(Scores.self)
            action = .scoresLoaded(try Self.table(values.records, at: decoder.codingPath + [key]), warning: values.warning)
        case "difficultyChosen": action = .boardChosen(try get(Chosen.self).difficulty)
        case "playersChosen":
            let players = try get(Seats.self).players
            if let problem = Player.lineupProblem(players) {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "players: \(problem)")
            }
            action = .playersChosen(players)
        case "deckDealt":
            let values = try get(Dealt.self)
            action = .deckDealt(animals: values.animals, seed: values.seed.value)
        case "cardFlipped": action = .cardFlipped(id: try get(Flipped.self).id)
        case "mismatchedCardFlipped": action = .mismatchedCardFlipped(id: try get(Flipped.self).id)
        case "keyRefused":
            guard let refusal = Round.Refusal(rawValue: try get(Refused.self).reason) else {
                let reasons = Round.Refusal.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "reason is not one of \(reasons)")
            }
            action = .keyRefused(refusal)
        case "computerSeated":
            let values = try get(Seated.self)
            guard (0..<GameState.maximumPlayers).contains(values.seat) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "seat is not a seat from 0 to \(GameState.maximumPlayers - 1)")
            }
            action = .computerSeated(seat: values.seat, level: values.level)
        case "clockMeasured":
            let played = try get(Measured.self).playedMs
            // Bounded like every time in a recording, far from overflowing the clock's arithmetic.
            guard (0...RecordingParser.timeLimit).contains(played) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "playedMs is not a whole number of milliseconds from 0 to \(RecordingParser.timeLimit)")
            }
            action = .clockMeasured(played: .milliseconds(played))
        case "terminalFitChanged": action = .terminalFitChanged(fits: try get(Fit.self).fits)
        case "focusMoved": action = .focusMoved(to: try get(Focus.self).to)
        case "scoreRecorded":
            let values = try get(Recorded.self)
            action = .scoreRecorded(try Self.table(values.records, at: decoder.codingPath + [key]), isNewBest: values.isNewBest)
        case "scoreNotSaved": action = .scoreNotSaved(reason: try get(NotSaved.self).reason)
        case "dailyDealt":
            let values = try get(DailyDealt.self)
            guard DailyDeal.day(values.date) != nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "date is not a date like 2026-11-23")
            }
            action = .dailyDealt(animals: values.animals, seed: values.seed.value, date: values.date)
        case "dailyAlreadyPlayed":
            let date = try get(Daily.self).date
            guard DailyDeal.day(date) != nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "date is not a date like 2026-11-23")
            }
            action = .dailyAlreadyPlayed(date: date)
        case "dailiesLoaded":
            let dailies = try get(Dailies.self).dailies
            // One a board at most: a day has no more daily games than boards.
            guard dailies.count <= Board.sides.count * Board.sides.count else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "dailies holds more games than a day has boards")
            }
            guard dailies.allSatisfy({ DailyDeal.day($0.date) != nil }) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "a date is not a date like 2026-11-23")
            }
            action = .dailiesLoaded(dailies.map { DailyGame(date: $0.date, board: $0.board) })
        case "historyNotSaved": action = .historyNotSaved(reason: try get(NotSaved.self).reason)
        case "journalNotKept": action = .journalNotKept(reason: try get(NotSaved.self).reason)
        case "gameWaiting":
            let values = try get(Waiting.self)
            action = .gameWaiting(try values.game.map { try $0.game(at: decoder.codingPath + [key]) }, warning: values.warning)
        default:
            throw DecodingError.keyNotFound(key, .init(codingPath: decoder.codingPath,
                                                       debugDescription: "no action of this name in format 2"))
        }
    }


    private static func records(_ table: ScoreTable) -> [StoredRecord] {
        table.allRecords.map { StoredRecord($0) }
    }

    /// The table of these records, or the first one's problem, named.
    private static func table(_ records: [StoredRecord], at path: [any CodingKey]) throws -> ScoreTable {
        ScoreTable(try records.enumerated().map { index, stored in
            do {
                return try stored.record
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "records[\(index)].\(error)"))
            }
        })
    }
}

// MARK: - The fast reader

/// A fast reader for the action lines a recorder writes, byte for byte as
/// `RecordLine`'s encoder spells them (sorted keys, no spaces, whole
/// numbers without sign or leading zero, plain ASCII strings):
/// `{"action":{"cardFlipped":{"id":3}},"t":1250}`.
///
/// Almost every line of a long recording is one of these, and reading them
/// through `JSONDecoder` cost 87 % of opening one (issue 24). Anything else
/// (another spelling of the same JSON, a value out of range, an action with
/// a table or a text of its own, format 1, a hostile line) is not read
/// here: `read` answers nil and the line goes through the decoder as
/// before, with every refusal and message it gives. So this can only make
/// a good line quicker, never change what a line means: for a line it
/// reads, the action and time are those the decoder reads
/// (`CanonicalActionLineTests` holds it to that over the fixtures and
/// random recordings).
enum CanonicalActionLine {
    /// The line's time and action, or nil when the line is not in the
    /// canonical form of an action this reads.
    static func read(_ line: UnsafeRawBufferPointer) -> (t: Int64, action: GameAction)? {
        var scanner = JSONScanner(line)
        guard scanner.take("{\"action\":{"),
              let name = scanner.quoted(),
              scanner.take(":"),
              let action = scanner.values(of: name),
              scanner.take("},\"t\":"),
              let t = scanner.wholeNumber(),
              scanner.take("}"),
              scanner.isAtEnd
        else { return nil }
        return (Int64(t), action)
    }
}

/// The canonical line's parts, on the one scanner's primitives.
extension JSONScanner {
    /// A quoted string of printable ASCII with no escape.
    fileprivate mutating func quoted() -> String? {
        plainString(ascii: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `{"key":N}`.
    fileprivate mutating func number(_ key: StaticString) -> Int? {
        guard take("{\""), take(key), take("\":"), let value = wholeNumber(), take("}") else { return nil }
        return value
    }

    /// `{"key":"text"}`.
    fileprivate mutating func text(_ key: StaticString) -> String? {
        guard take("{\""), take(key), take("\":"), let value = quoted(), take("}") else { return nil }
        return value
    }

    /// The action `name` from its values here, or nil.
    fileprivate mutating func values(of name: String) -> GameAction? {
        if let action = RecordedAction.plain[name] { return take("{}") ? action : nil }
        switch name {
        case "cardFlipped": return number("id").map { .cardFlipped(id: $0) }
        case "mismatchedCardFlipped": return number("id").map { .mismatchedCardFlipped(id: $0) }
        case "focusMoved": return number("to").map { .focusMoved(to: $0) }
        case "clockMeasured":
            guard let played = number("playedMs"), Int64(played) <= RecordingParser.timeLimit else { return nil }
            return .clockMeasured(played: .milliseconds(played))
        case "terminalFitChanged":
            guard take("{\"fits\":") else { return nil }
            let fits: Bool
            if take("true") { fits = true } else if take("false") { fits = false } else { return nil }
            return take("}") ? .terminalFitChanged(fits: fits) : nil
        case "keyRefused":
            return text("reason").flatMap(Round.Refusal.init(rawValue:)).map { .keyRefused($0) }
        case "difficultyChosen":
            return text("difficulty").flatMap { Board(name: $0) }.map { .boardChosen($0) }
        case "deckDealt":
            guard take("{\"animals\":[") else { return nil }
            var animals: [Animal] = []
            animals.reserveCapacity(64)
            if !take("]") {
                repeat {
                    guard let name = quoted(), let animal = Animal(rawValue: name) else { return nil }
                    animals.append(animal)
                } while take(",")
                guard take("]") else { return nil }
            }
            guard take(",\"seed\":"), let seed = wholeNumber(), take("}") else { return nil }
            return .deckDealt(animals: animals, seed: UInt64(seed))
        case "scoreRecorded":
            guard take("{\"isNewBest\":") else { return nil }
            let isNewBest: Bool
            if take("true") { isNewBest = true } else if take("false") { isNewBest = false } else { return nil }
            guard take(",\"records\":["), let table = records(), take("}") else { return nil }
            return .scoreRecorded(table, isNewBest: isNewBest)
        default:
            return nil
        }
    }

    /// The records of a score table after its `[`, through its `]`:
    /// each as `StoredRecord` spells it, and each a record it reads as.
    fileprivate mutating func records() -> ScoreTable? {
        var records: [ScoreRecord] = []
        if take("]") { return ScoreTable(records) }
        repeat {
            guard take("{\"date\":"), let date = quoted(),
                  take(",\"difficulty\":"), let difficulty = quoted()
            else { return nil }
            var milliseconds: Int?
            if take(",\"milliseconds\":") {
                guard let value = wholeNumber() else { return nil }
                milliseconds = value
            }
            guard take(",\"moves\":"), let moves = wholeNumber(),
                  take(",\"name\":"), let name = quoted(),
                  take(",\"seconds\":"), let seconds = wholeNumber(),
                  take(",\"seed\":"), let seed = wholeNumber(),
                  take("}"),
                  let record = try? StoredRecord(name: name, moves: moves, seconds: seconds, milliseconds: milliseconds,
                                                 date: date, seed: UInt64(seed), difficulty: difficulty).record
            else { return nil }
            records.append(record)
        } while take(",")
        return take("]") ? ScoreTable(records) : nil
    }
}
