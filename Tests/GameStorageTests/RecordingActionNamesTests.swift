import Foundation
import GameCore
@testable import GameStorage
import Testing

/// The reader's list of action names is the list of `GameAction`'s cases.
@Suite struct RecordingActionNamesTests {
    /// One action of each case. The switch in `caseName` has no default: a
    /// new case does not compile until it is named there, and then this
    /// list, and the reader's, are checked against it.
    static let oneOfEach: [GameAction] = [
        .launched, .scoresLoaded(ScoreTable(), warning: nil), .boardChosen(.hard),
        .playersChosen([Player(name: "ann"), .computer(.hard)]), .startTapped,
        .deckDealt(animals: [], seed: 1), .cardFlipped(id: 0), .pairMatched(first: 0, second: 1),
        .mismatchDelayElapsed, .winDelayElapsed, .clockTicked,
        .clockMeasured(played: .seconds(1)), .terminalFitChanged(fits: false), .pauseToggled, .gaveUp, .focusMoved(to: 0),
        .helpToggled, .scoreRecorded(ScoreTable(), isNewBest: true), .scoreNotSaved(reason: "full"),
        .playAgainTapped, .backToTitleTapped, .quacked, .quackFaded,
        .dailyTapped, .dailyDealt(animals: [], seed: 1 << 60, date: "2026-11-23"),
        .dailyAlreadyPlayed(date: "2026-11-23"), .historyNotSaved(reason: "disk full"),
        .journalNotKept(reason: "Game not kept for resuming: disk full"),
        .giveUpAsked, .giveUpDeclined, .gameWaiting(nil, warning: "unreadable"), .resumeTapped, .waitingGameDiscarded,
        .mismatchedCardFlipped(id: 3), .keyRefused(.computersTurn), .turnSkipped,
        .computerSeated(seat: 1, level: .hard),
        .dailiesLoaded([DailyGame(date: "2026-11-23", board: .easy), DailyGame(date: "2026-11-23", board: Board(rows: 6, columns: 8)!)]),
    ]

    static func caseName(_ action: GameAction) -> String {
        switch action {
        case .launched: "launched"
        case .scoresLoaded: "scoresLoaded"
        case .boardChosen: "difficultyChosen"
        case .playersChosen: "playersChosen"
        case .startTapped: "startTapped"
        case .deckDealt: "deckDealt"
        case .cardFlipped: "cardFlipped"
        case .pairMatched: "pairMatched"
        case .mismatchDelayElapsed: "mismatchDelayElapsed"
        case .winDelayElapsed: "winDelayElapsed"
        case .clockTicked: "clockTicked"
        case .clockMeasured: "clockMeasured"
        case .terminalFitChanged: "terminalFitChanged"
        case .pauseToggled: "pauseToggled"
        case .gaveUp: "gaveUp"
        case .focusMoved: "focusMoved"
        case .helpToggled: "helpToggled"
        case .scoreRecorded: "scoreRecorded"
        case .scoreNotSaved: "scoreNotSaved"
        case .playAgainTapped: "playAgainTapped"
        case .backToTitleTapped: "backToTitleTapped"
        case .quacked: "quacked"
        case .quackFaded: "quackFaded"
        case .dailyTapped: "dailyTapped"
        case .dailyDealt: "dailyDealt"
        case .dailyAlreadyPlayed: "dailyAlreadyPlayed"
        case .historyNotSaved: "historyNotSaved"
        case .journalNotKept: "journalNotKept"
        case .giveUpAsked: "giveUpAsked"
        case .giveUpDeclined: "giveUpDeclined"
        case .gameWaiting: "gameWaiting"
        case .resumeTapped: "resumeTapped"
        case .waitingGameDiscarded: "waitingGameDiscarded"
        case .mismatchedCardFlipped: "mismatchedCardFlipped"
        case .keyRefused: "keyRefused"
        case .turnSkipped: "turnSkipped"
        case .computerSeated: "computerSeated"
        case .dailiesLoaded: "dailiesLoaded"
        }
    }

    /// The actions only 1.0 sent, which only format 1 holds.
    static let formatOneOnly: Set<String> = ["pairMatched", "clockTicked"]

    @Test func formatTwoNamesEveryCaseOfGameActionButThoseOnlyFormatOneHolds() throws {
        let names = Self.oneOfEach.map(Self.caseName)
        #expect(Set(names).count == Self.oneOfEach.count, "one action of each case, none twice")
        #expect(RecordedAction.names == Set(names).subtracting(Self.formatOneOnly))
    }

    /// The actions added after 1.0, which format 1 never held.
    static let formatTwoOnly: Set<String> = [
        "playersChosen", "dailyTapped", "dailyDealt", "dailyAlreadyPlayed", "historyNotSaved", "journalNotKept",
        "giveUpAsked", "giveUpDeclined", "gameWaiting", "resumeTapped", "waitingGameDiscarded",
        "mismatchedCardFlipped", "keyRefused", "turnSkipped", "computerSeated", "dailiesLoaded",
    ]

    @Test func formatOneNamesEveryCaseOfGameActionOf10() {
        #expect(LegacyAction.names == Set(Self.oneOfEach.map(Self.caseName)).subtracting(Self.formatTwoOnly))
    }

    @Test(arguments: oneOfEach)
    func eachCaseIsWrittenUnderTheNameTheReaderKnows(_ action: GameAction) throws {
        guard let recorded = RecordedAction(action) else {
            #expect(Self.formatOneOnly.contains(Self.caseName(action)))
            return
        }
        let data = try JSONEncoder().encode(recorded)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object.map { Array($0.keys) } == [Self.caseName(action)])
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == action)
        #expect(!String(decoding: data, as: UTF8.self).contains("_0"))
    }

    @Test(arguments: Round.Refusal.allCases)
    func everyRefusalIsWrittenByItsNameAndReadBack(_ refusal: Round.Refusal) throws {
        let data = try JSONEncoder().encode(RecordedAction(.keyRefused(refusal)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"keyRefused":{"reason":"\#(refusal.rawValue)"}}"#)
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == .keyRefused(refusal))
    }

    @Test func aRefusalOfNoKnownReasonIsNotRead() {
        let data = Data(#"{"keyRefused":{"reason":"tired"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RecordedAction.self, from: data) }
    }

    @Test func aMismatchedCardFlippedIsWrittenAsACardFlippedIs() throws {
        let data = try JSONEncoder().encode(RecordedAction(.mismatchedCardFlipped(id: 5)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"mismatchedCardFlipped":{"id":5}}"#)
    }

    @Test func theHistorysDailiesAreWrittenByDateAndBoardAndABadDateIsNotRead() throws {
        let action = GameAction.dailiesLoaded([DailyGame(date: "2026-11-23", board: .medium)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(RecordedAction(action))
        #expect(String(decoding: data, as: UTF8.self) == #"{"dailiesLoaded":{"dailies":[{"board":"medium","date":"2026-11-23"}]}}"#)
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == action)
        for bad in [#"{"dailiesLoaded":{"dailies":[{"board":"medium","date":"2026-13-23"}]}}"#,
                    #"{"dailiesLoaded":{"dailies":[{"board":"huge","date":"2026-11-23"}]}}"#,
                    #"{"dailiesLoaded":{}}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(RecordedAction.self, from: Data(bad.utf8)) }
        }
    }

    @Test func aComputerSeatedIsWrittenWithItsSeatAndLevelAndABadOneIsNotRead() throws {
        let data = try JSONEncoder().encode(RecordedAction(.computerSeated(seat: 2, level: .hard)))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        #expect(object?["computerSeated"]?["seat"] as? Int == 2)
        #expect(object?["computerSeated"]?["level"] as? String == "hard")
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == .computerSeated(seat: 2, level: .hard))
        for bad in [#"{"computerSeated":{"seat":4,"level":"easy"}}"#, #"{"computerSeated":{"seat":-1,"level":"easy"}}"#,
                    #"{"computerSeated":{"seat":1,"level":"genius"}}"#, #"{"computerSeated":{"level":"easy"}}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(RecordedAction.self, from: Data(bad.utf8)) }
        }
    }
}
