#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A `GameAction` as format 1 spelled it, read and never written: the shape
/// Swift synthesized for 1.0's `GameAction` (`_0` for an unlabelled value,
/// a score table as `{"records":["easy",[…]]}`, dates as seconds since
/// 2001, `clockMeasured`'s duration as its attoseconds in two 64-bit
/// halves, `[high, low]`). It is spelled out here by private mirrors, so
/// that changing `GameAction`, `ScoreTable` or `ScoreRecord` can never
/// change how a 1.0 recording reads.
struct LegacyAction: Decodable {
    let action: GameAction

    /// Every action name format 1 knows: 1.0's, and the three that builds
    /// after 1.0 wrote in format 1 before format 2 existed
    /// (`clockMeasured`, `terminalFitChanged`, `backToTitleTapped`).
    static let names: Set<String> = [
        "launched", "scoresLoaded", "difficultyChosen", "startTapped", "deckDealt",
        "cardFlipped", "pairMatched", "mismatchDelayElapsed", "winDelayElapsed", "clockTicked",
        "clockMeasured", "terminalFitChanged",
        "pauseToggled", "gaveUp", "focusMoved", "helpToggled",
        "scoreRecorded", "scoreNotSaved", "playAgainTapped", "backToTitleTapped", "quacked", "quackFaded",
    ]

    init(from decoder: any Decoder) throws {
        let shape = try Shape(from: decoder)
        // Bounded like every time in a recording.
        if case .clockMeasured(let played) = shape,
           played < .zero || played > .milliseconds(RecordingParser.timeLimit) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [AnyKey("clockMeasured"), AnyKey("played")],
                debugDescription: "not from 0 to \(RecordingParser.timeLimit) ms"))
        }
        action = shape.action
    }

    /// 1.0's `GameAction`, case for case, decoded as Swift synthesizes it.
    private enum Shape: Decodable {
        case launched
        case scoresLoaded(Table, warning: String?)
        case difficultyChosen(Board)
        case startTapped
        case deckDealt(animals: [Animal], seed: UInt64)
        case cardFlipped(id: Int)
        case pairMatched(first: Int, second: Int)
        case mismatchDelayElapsed
        case winDelayElapsed
        case clockTicked
        case clockMeasured(played: Duration)
        case terminalFitChanged(fits: Bool)
        case pauseToggled
        case gaveUp
        case focusMoved(to: Int)
        case helpToggled
        case scoreRecorded(Table, isNewBest: Bool)
        case scoreNotSaved(reason: String)
        case playAgainTapped
        case backToTitleTapped
        case quacked
        case quackFaded

        var action: GameAction {
            get {
                switch self {
                case .launched: .launched
                case .scoresLoaded(let table, let warning): .scoresLoaded(table.table, warning: warning)
                case .difficultyChosen(let board): .boardChosen(board)
                case .startTapped: .startTapped
                case .deckDealt(let animals, let seed): .deckDealt(animals: animals, seed: seed)
                case .cardFlipped(let id): .cardFlipped(id: id)
                case .pairMatched(let first, let second): .pairMatched(first: first, second: second)
                case .mismatchDelayElapsed: .mismatchDelayElapsed
                case .winDelayElapsed: .winDelayElapsed
                case .clockTicked: .clockTicked
                case .clockMeasured(let played): .clockMeasured(played: played)
                case .terminalFitChanged(let fits): .terminalFitChanged(fits: fits)
                case .pauseToggled: .pauseToggled
                case .gaveUp: .gaveUp
                case .focusMoved(let to): .focusMoved(to: to)
                case .helpToggled: .helpToggled
                case .scoreRecorded(let table, let isNewBest): .scoreRecorded(table.table, isNewBest: isNewBest)
                case .scoreNotSaved(let reason): .scoreNotSaved(reason: reason)
                case .playAgainTapped: .playAgainTapped
                case .backToTitleTapped: .backToTitleTapped
                case .quacked: .quacked
                case .quackFaded: .quackFaded
                }
            }
        }
    }

    /// 1.0's `ScoreTable`: a dictionary by board, which Swift writes
    /// as an array alternating key and value.
    private struct Table: Decodable {
        let records: [Board: [Record]]

        var table: ScoreTable {
            ScoreTable(records.values.joined().map(\.record))
        }
    }

    /// 1.0's `ScoreRecord`, its date in seconds since 2001-01-01.
    private struct Record: Decodable {
        let name: String
        let moves: Int
        let seconds: Int
        let date: Date
        let seed: UInt64
        let difficulty: Board

        var record: ScoreRecord {
            ScoreRecord(name: name, moves: moves, seconds: seconds, date: date, seed: seed, board: difficulty)
        }
    }
}
