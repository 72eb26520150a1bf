import GameCore

/// The questions about leaving or taking up a game: "Give up this game?
/// y/N" in a game, and the title's offer of a game an earlier run left.
extension ScreenView {
    /// The offer's highlighted choice, as `resumeOffer` writes it: `[r resume]`.
    static func highlightedChoice(_ context: ViewContext) -> String {
        let choices = KeyTable.resumeOffer.compactMap { $0.hintText(KeyNames(unicode: context.unicode, board: .medium)) }
        return "[\(choices[context.offerChoice == 1 ? 1 : 0])]"
    }

    /// What q in a game asks; only y gives up.
    static let giveUpQuestion = "Give up this game? y/N"

    /// `Resume your medium game (12 moves, 0:41)? [r resume] · n new game`
    /// ("your daily medium game" for the daily deal), with the players when
    /// several played, then shorter forms for a
    /// narrow screen, longest first. The highlighted choice is bracketed
    /// (`highlightedChoice`, resume until Tab moves it) and Enter takes it.
    static func resumeOffer(_ game: Round, _ context: ViewContext) -> [String] {
        let names = KeyNames(unicode: context.unicode, board: game.board)
        let highlighted = context.offerChoice == 1 ? 1 : 0
        let keys = KeyTable.resumeOffer.compactMap { $0.hintText(names) }.enumerated()
            .map { $0.offset == highlighted ? "[\($0.element)]" : $0.element }.joined(separator: context.glyphs.separator)
        let figures = "(\(game.moves) \(game.moves == 1 ? "move" : "moves"), \(clockText(game.elapsedSeconds)))"
        let who = game.players.count > 1 ? " with " + Self.together(game.players) : ""
        let kind = gameKind(game.board, daily: game.daily)
        return [
            "Resume your \(kind) game\(who) \(figures)? \(keys)",
            "Resume your \(kind) game \(figures)? \(keys)",
            "Resume? \(keys)",
        ]
    }

    /// Who played, as a sentence names them: `ann and bob`, `ann, bob and
    /// the computer`.
    static func together(_ players: [Player]) -> String {
        let names = players.map { $0.isComputer ? "the computer" : $0.name.sanitizedForTerminal }
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A game's board as the header and the offer name it: `medium`, or
    /// `daily medium` for the daily deal.
    static func gameKind(_ board: Board, daily: String?) -> String {
        daily == nil ? board.name : "daily \(board.name)"
    }
}
