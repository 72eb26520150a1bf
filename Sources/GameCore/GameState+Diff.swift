import StateDiff

// The diffs of `inspect`, the inspector and the trace, walked field by
// field (`FieldwiseDiffable`) with what the mirrors print: GameState's
// fields as its custom mirror lists them (GameState+Mirror.swift), Round's
// as declared. GameStateDiffTests holds both lists to the mirrors' labels
// and the diffs to the mirror's diffs: a new field goes in the mirror and here.

extension GameState: FieldwiseDiffable {
    package static let diffedFields: [DiffedField<GameState>] = [
        DiffedField("board") { $0.board },
        DiffedField("players", list: { $0.players }),
        DiffedField("round", optional: { $0.round }),
        DiffedField("dialog") { $0.dialog },
        DiffedField("isQuacking") { $0.isQuacking },
        DiffedField("terminalFits") { $0.terminalFits },
        DiffedField("lastSeed") { $0.lastSeed },
        DiffedField("event") { $0.event },
        DiffedField("scores") { $0.scores },
        DiffedField("warning") { $0.warning },
        DiffedField("titleLineups") { $0.titleLineups },
        DiffedField("waitingGame", optional: { $0.waitingGame }),
        DiffedField("customBoard") { $0.customBoard },
        DiffedField("computerForgetting") { $0.computerForgetting },
        DiffedField("dailiesDealt", list: { $0.dailiesDealt }),
        DiffedField("ordinaryDeals") { $0.ordinaryDeals },
    ]
}

extension Round: FieldwiseDiffable {
    package static let diffedFields: [DiffedField<Round>] = [
        DiffedField("board") { $0.board },
        DiffedField("players", list: { $0.players }),
        DiffedField("turn") { $0.turn },
        DiffedField("cards", list: { $0.cards }),
        DiffedField("selected", list: { $0.selected }),
        DiffedField("moves") { $0.moves },
        DiffedField("played") { $0.played },
        DiffedField("seed") { $0.seed },
        DiffedField("daily") { $0.daily },
        DiffedField("focus") { $0.focus },
        DiffedField("phase") { $0.phase },
        DiffedField("isNewBest") { $0.isNewBest },
        DiffedField("isScoreSaved") { $0.isScoreSaved },
        DiffedField("scoreProblem") { $0.scoreProblem },
        DiffedField("notice") { $0.notice },
        DiffedField("computerMemory") { $0.computerMemory },
    ]
}

extension Card: FieldwiseDiffable {
    package static let diffedFields: [DiffedField<Card>] = [
        DiffedField("id") { $0.id },
        DiffedField("animal") { $0.animal },
        DiffedField("isFaceUp") { $0.isFaceUp },
        DiffedField("isMatched") { $0.isMatched },
    ]
}

extension Player: FieldwiseDiffable {
    package static let diffedFields: [DiffedField<Player>] = [
        DiffedField("name") { $0.name },
        DiffedField("computer") { $0.computer },
        DiffedField("pairs") { $0.pairs },
    ]
}

// Shown whole in a diff, as their text.
extension Board: DiffLeaf {}
extension Animal: DiffLeaf {}
extension ComputerLevel: DiffLeaf {}
// Written out, as `String(describing:)` spells them (GameStateDiffTests
// holds every case to it): reflecting on an enum at every change was 6 %
// of `inspect.100k`'s instructions.
extension Round.Phase: DiffLeaf {
    package var diffText: String {
        switch self {
        case .playing: "playing"
        case .paused: "paused"
        case .won: "won"
        }
    }
}
extension Round.Notice: DiffLeaf {
    package var diffText: String {
        switch self {
        case .pair: "pair"
        case .refused(let refusal): "refused(GameCore.Round.Refusal.\(refusal.rawValue))"
        }
    }
}
extension GameState.Dialog: DiffLeaf {}
extension ComputerMemory: DiffLeaf {}
