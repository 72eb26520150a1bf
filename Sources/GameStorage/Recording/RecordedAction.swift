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
/// here; docs/record-format.md lists every action.
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
