#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `GameState` keeps some fields in a box (`TitleFields`), so its coding and
// its mirror are written out: each lists the fields as declared, the boxed
// ones among them, as the synthesized ones did, so that the JSON and the
// field paths StateDiff prints (`waitingGame.moves 3 → 4`) do not show the
// box. A new field goes in both lists (GameStateCodingTests checks they
// agree).

extension GameState: Codable {
    private enum CodingKeys: String, CodingKey {
        case screen, board, players, turn, cards, selected, moves, played, seed, daily, focus
        case isShowingHelp, isQuacking, terminalFits, scores, isNewBest, isScoreSaved, warning
        case titleLineups, isAskingToGiveUp, waitingGame
    }

    package init(from decoder: any Decoder) throws {
        // Read in the order declared, as the synthesized init did, so that
        // a document missing several fields names the same one first.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let screen = try container.decode(Screen.self, forKey: .screen)
        let board = try container.decode(Board.self, forKey: .board)
        let players = try container.decode([Player].self, forKey: .players)
        let turn = try container.decode(Int.self, forKey: .turn)
        let cards = try container.decode([Card].self, forKey: .cards)
        let selected = try container.decode([Int].self, forKey: .selected)
        let moves = try container.decode(Int.self, forKey: .moves)
        let played = try container.decode(Duration.self, forKey: .played)
        let seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
        let daily = try container.decodeIfPresent(String.self, forKey: .daily)
        let focus = try container.decode(Int.self, forKey: .focus)
        let isShowingHelp = try container.decode(Bool.self, forKey: .isShowingHelp)
        let isQuacking = try container.decode(Bool.self, forKey: .isQuacking)
        let terminalFits = try container.decode(Bool.self, forKey: .terminalFits)
        let scores = try container.decode(ScoreTable.self, forKey: .scores)
        let isNewBest = try container.decode(Bool.self, forKey: .isNewBest)
        let isScoreSaved = try container.decode(Bool.self, forKey: .isScoreSaved)
        let warning = try container.decodeIfPresent(String.self, forKey: .warning)
        let titleLineups = try container.decode(TitleLineups.self, forKey: .titleLineups)
        let isAskingToGiveUp = try container.decode(Bool.self, forKey: .isAskingToGiveUp)
        let waitingGame = try container.decodeIfPresent(ResumableGame.self, forKey: .waitingGame)
        self.init(board: board, players: players, titleLineups: titleLineups)
        // Again: the init seats a default player when there is none.
        self.players = players
        self.screen = screen
        self.turn = turn
        self.cards = cards
        self.selected = selected
        self.moves = moves
        self.played = played
        self.seed = seed
        self.daily = daily
        self.focus = focus
        self.isShowingHelp = isShowingHelp
        self.isQuacking = isQuacking
        self.terminalFits = terminalFits
        self.scores = scores
        self.isNewBest = isNewBest
        self.isScoreSaved = isScoreSaved
        self.warning = warning
        self.isAskingToGiveUp = isAskingToGiveUp
        self.waitingGame = waitingGame
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(board, forKey: .board)
        try container.encode(players, forKey: .players)
        try container.encode(turn, forKey: .turn)
        try container.encode(cards, forKey: .cards)
        try container.encode(selected, forKey: .selected)
        try container.encode(moves, forKey: .moves)
        try container.encode(played, forKey: .played)
        try container.encodeIfPresent(seed, forKey: .seed)
        try container.encodeIfPresent(daily, forKey: .daily)
        try container.encode(focus, forKey: .focus)
        try container.encode(isShowingHelp, forKey: .isShowingHelp)
        try container.encode(isQuacking, forKey: .isQuacking)
        try container.encode(terminalFits, forKey: .terminalFits)
        try container.encode(scores, forKey: .scores)
        try container.encode(isNewBest, forKey: .isNewBest)
        try container.encode(isScoreSaved, forKey: .isScoreSaved)
        try container.encodeIfPresent(warning, forKey: .warning)
        try container.encode(titleLineups, forKey: .titleLineups)
        try container.encode(isAskingToGiveUp, forKey: .isAskingToGiveUp)
        try container.encodeIfPresent(waitingGame, forKey: .waitingGame)
    }
}

extension GameState: CustomReflectable {
    /// The fields in the order they are declared, as a struct's own mirror
    /// lists them.
    package var customMirror: Mirror {
        Mirror(self, children: [
            "screen": screen, "board": board, "players": players, "turn": turn, "cards": cards,
            "selected": selected, "moves": moves, "played": played, "seed": seed as Any,
            "daily": daily as Any, "focus": focus, "isShowingHelp": isShowingHelp,
            "isQuacking": isQuacking, "terminalFits": terminalFits, "scores": scores,
            "isNewBest": isNewBest, "isScoreSaved": isScoreSaved, "warning": warning as Any,
            "titleLineups": titleLineups, "isAskingToGiveUp": isAskingToGiveUp,
            "waitingGame": waitingGame as Any,
        ], displayStyle: .struct)
    }
}
