import GameCore

/// The screen-reader mode's one line (docs/accessibility.md): what just
/// happened, in plain words, derived from the state before and after it.
/// A pure function: the run loop keeps the last line in the view's context
/// (`ViewContext.announcement`), as it keeps a typed row key, and calls
/// this after every key and every effect; nil keeps the line it has, so an
/// event is said once and nothing else makes the reader speak.
package enum Announcer {
    /// What changed from `before` to `after`, in one line; nil when
    /// nothing a player needs to hear did (a clock tick, a quack, a
    /// mismatch turning down).
    package static func news(from before: GameState, to after: GameState, viewer: Viewer? = nil) -> String? {
        let news = events(from: before, to: after, viewer: viewer)
        // A new warning (a daily game played already, a file not kept) is said after the event, or alone.
        guard let warning = after.warning?.sanitizedForTerminal, warning != before.warning?.sanitizedForTerminal else {
            return news
        }
        return news.map { "\($0). \(warning)" } ?? warning
    }

    private static func events(from before: GameState, to after: GameState, viewer: Viewer?) -> String? {
        if before.dialog != after.dialog {
            switch after.dialog {
            case .help: return "Keys, one a line above; any key closes the help"
            case .giveUpQuestion: return giveUpQuestion
            case nil:
                if before.dialog == .giveUpQuestion, after.round?.isInGame == true { return "Playing on" }
                if before.dialog == .help { return "Help closed. " + situation(after, viewer: viewer) }
            }
        }
        guard let round = after.round else {
            if before.round != nil || before.waitingGame != after.waitingGame
                || before.board != after.board || before.players != after.players {
                return title(after)
            }
            return nil
        }
        guard let old = before.round, !isNewDeal(old, round) else { return dealt(after, round, viewer: viewer) }
        if old.phase != round.phase {
            switch round.phase {
            case .paused: return "Paused: the cards are hidden and the clock is stopped. p resumes"
            case .playing: return "Playing again. " + situation(after, viewer: viewer)
            case .won: return won(after, round, viewer: viewer)
            }
        }
        if round.phase == .won {
            // The score's save answers after the win screen: its rank then.
            if old.isScoreSaved != round.isScoreSaved || old.scoreProblem != round.scoreProblem {
                return won(after, round, viewer: viewer)
            }
            return nil
        }
        if round.moves > old.moves { return flips(old, round, viewer: viewer) }
        if round.notice != old.notice, case .refused(let refusal) = round.notice {
            return StatusLine.reason(refusal)
        }
        if round.focus != old.focus { return cardText(round, round.focus) }
        return nil
    }

    /// A key refused again, for the same reason: the state did not change,
    /// but the key is news, so the line changes (a reader speaks a line
    /// that changed): the reason, then the reason said again, by turns.
    package static func refusedAgain(_ refusal: Round.Refusal, last: String?) -> String {
        let reason = StatusLine.reason(refusal)
        return last == reason ? reason + ", again" : reason
    }

    /// The give-up question with its answers.
    static let giveUpQuestion = "Give up this game? y gives up, any other key plays on"

    // MARK: Flips

    /// The cards turned from `old` to `round`: a person's with its place,
    /// the computer's as `The computer turns d: bear, then h: horse`; then
    /// the outcome and whose turn.
    private static func flips(_ old: Round, _ round: Round, viewer: Viewer?) -> String {
        let flipped = round.cards.indices.filter { id in
            round.cards[id].isFaceUp && (!old.cards[id].isFaceUp || (old.selected.contains(id) && old.isMismatchShowing
                && round.selected == [id]))
        }
        // In flip order: what is still selected is in order; a pair just
        // matched has its first card up already before.
        let order = flipped.sorted { first, second in
            (round.selected.firstIndex(of: first) ?? -1, first) < (round.selected.firstIndex(of: second) ?? -1, second)
        }
        let labels = CardLabels(round.board)
        let byComputer = old.players.indices.contains(old.turn) && old.players[old.turn].isComputer
        let isPair = round.pairsFound > old.pairsFound
        let tryEnded = isPair || round.selected.count == 2
        var text: String
        if byComputer {
            // The try's first card, turned before, is said again with the second.
            let shown = tryEnded ? tryCards(old, order) : order
            text = "The computer turns "
                + shown.map { "\(labels.label(of: $0)): \(round.cards[$0].animal.name)" }.joined(separator: ", then ")
        } else {
            text = order.map { "\(place($0, round)): \(round.cards[$0].animal.name)" }.joined(separator: ", then ")
        }
        if isPair {
            text += ". Pair! \(round.pairsFound) of \(round.board.pairCount)"
        } else if round.isMismatchShowing {
            text += ". No match"
        }
        if tryEnded, let turn = turnText(round, viewer) { text += ". " + turn }
        return text
    }

    /// The two cards of the try that just ended, first card first.
    private static func tryCards(_ old: Round, _ flipped: [Int]) -> [Int] {
        let before = old.selected.count == 1 && !flipped.contains(old.selected[0]) ? [old.selected[0]] : []
        return before + flipped
    }

    /// `c, row 1 column 3`: a card's key and where it lies.
    static func place(_ id: Int, _ round: Round) -> String {
        let columns = round.board.columns
        return "\(CardLabels(round.board).label(of: id)), row \(id / columns + 1) column \(id % columns + 1)"
    }

    /// What is known of a card: `c, row 1 column 3: down`, `…: pelican`, `…: pelican, matched`.
    static func cardText(_ round: Round, _ id: Int) -> String {
        "\(place(id, round)): \(state(of: round.cards[id]))"
    }

    private static func state(of card: Card) -> String {
        card.isMatched ? "\(card.animal.name) matched" : card.isFaceUp ? card.animal.name : "down"
    }

    /// Whose turn now: nil in solo and once every card is matched. At one
    /// keyboard the one person against the computer is "you"; across
    /// machines (`viewer`) only this terminal's seat is.
    private static func turnText(_ round: Round, _ viewer: Viewer?) -> String? {
        guard round.hasSeveralPlayers, !round.allMatched, round.players.indices.contains(round.turn) else { return nil }
        let again = round.notice == .pair ? " again" : ""
        if round.players[round.turn].isComputer { return "The computer's turn" + again }
        switch viewer {
        case nil: if round.players.filter({ !$0.isComputer }).count == 1 { return "Your turn" + again }
        case .seat(let seat): if seat == round.turn { return "Your turn" + again }
        case .watcher: break
        }
        return "\(round.players[round.turn].name.sanitizedForTerminal)'s turn" + again
    }

    // MARK: Reading the board

    /// What a reading key reads (`KeyTable.reading`), in one line.
    package static func read(_ reading: Reading, _ state: GameState, viewer: Viewer? = nil) -> String {
        guard let round = state.round else { return situation(state, viewer: viewer) }
        if round.phase == .won {
            // The win screen: the whole board reads the board's top 10, the rest the result.
            return reading == .board ? ranking(state, round) : situation(state, viewer: viewer)
        }
        switch reading {
        case .board, .row:
            if round.phase == .paused { return "Paused: the cards are hidden. p resumes" }
            return reading == .board ? board(round) : row(round.focus / round.board.columns, of: round)
        case .score: return score(round, viewer: viewer)
        case .time: return time(round)
        }
    }

    /// A row of the board: `Row 1: a down, b pelican matched, c down, d down`.
    package static func row(_ row: Int, of round: Round) -> String {
        let columns = round.board.columns, labels = CardLabels(round.board)
        guard row >= 0, row < round.board.rows else { return "No row \(row + 1): the board has \(round.board.rows)" }
        let cards = (row * columns..<(row + 1) * columns).map { "\(labels.label(of: $0)) \(state(of: round.cards[$0]))" }
        return "Row \(row + 1): " + cards.joined(separator: ", ")
    }

    /// The whole board, row after row.
    package static func board(_ round: Round) -> String {
        (0..<round.board.rows).map { row($0, of: round) }.joined(separator: ". ")
    }

    /// The pairs each player has and whose turn it is.
    package static func score(_ round: Round, viewer: Viewer? = nil) -> String {
        let pairs = "\(round.pairsFound) of \(round.board.pairCount) pairs found, \(round.moves) move"
            + (round.moves == 1 ? "" : "s")
        guard round.hasSeveralPlayers else { return pairs }
        let each = round.players.map { "\($0.name.sanitizedForTerminal) \($0.pairs)" }.joined(separator: ", ")
        return "\(pairs). \(each)" + (turnText(round, viewer).map { ". " + $0 } ?? "")
    }

    /// The time played.
    package static func time(_ round: Round) -> String {
        "Time: \(clockText(round.elapsedSeconds))"
    }

    // MARK: Screens

    /// A game dealt or resumed.
    private static func dealt(_ state: GameState, _ round: Round, viewer: Viewer?) -> String {
        let board = round.board
        let labels = CardLabels(board)
        let keys = labels.isTwoKey
            ? "each card has two keys, its row's then its column's, a to \(CardLabels.lineKeys[max(board.rows, board.columns) - 1])"
            : "keys a to \(labels.label(of: board.cardCount - 1))"
        let kind = round.daily == nil ? board.name : "daily \(board.name)"
        let what = round.moves == 0
            ? "New \(kind) game" : "Resumed \(kind) game, \(round.pairsFound) of \(board.pairCount) pairs found"
        var text = "\(what): \(board.rows) rows of \(board.columns) cards, \(keys). ? lists the keys"
        if let turn = turnText(round, viewer) { text += ". " + turn }
        return text
    }

    /// The end of a game, with the score or the rank.
    private static func won(_ state: GameState, _ round: Round, viewer: Viewer?) -> String {
        let figures = "\(round.moves) moves in \(clockText(milliseconds: round.playedMilliseconds))"
        var text: String
        if round.hasSeveralPlayers {
            text = PlayerText.result(round, .spoken, width: 200) + ". " + figures
        } else {
            text = "You won! " + figures
            if let problem = round.scoreProblem {
                text += ". Score not saved: \(problem.sanitizedForTerminal)"
            } else if round.isScoreSaved {
                text += ". " + ScreenView.rankText(state.scores, round, separator: "").trimmingSuffixSpaces
                if round.isNewBest { text += ", a new best" }
            } else {
                text += ". Saving the score"
            }
        }
        return text + ". " + (viewer?.wonKeys ?? "Enter plays again, t goes to the title, q quits")
    }

    /// The win screen's table, read: the board's top 10 as it stands, the
    /// game just won marked, or why there is none.
    package static func ranking(_ state: GameState, _ round: Round) -> String {
        guard !round.hasSeveralPlayers else { return "No scores are kept for a game of several players" }
        guard round.isScoreSaved else {
            return round.scoreProblem.map { "Score not saved: \($0.sanitizedForTerminal)" } ?? "Saving the score"
        }
        let ranking = state.scores.ranking(for: round.board)
        let game = WonTable.gameIndex(state.scores, round)
        var rows = ranking.enumerated().map { index, record in
            "\(index + 1), \(record.name.leading(cells: WonTable.longestName).sanitizedForTerminal), "
                + "\(record.moves) moves, \(record.timeText)" + (index == game ? ", this game" : "")
        }
        if game == nil {
            rows.append("not ranked, this game, \(round.moves) moves, "
                + clockText(milliseconds: round.playedMilliseconds))
        }
        return "\(round.board.name.capitalizedFirst) top \(ScoreTable.limit): " + rows.joined(separator: ". ")
    }

    /// The offer's highlighted choice, after Tab moved it.
    package static func offerChoice(_ choice: Int) -> String {
        choice == 1 ? "n new game highlighted: Enter abandons the waiting game for the title"
            : "r resume highlighted: Enter resumes the waiting game"
    }

    /// The title: the unfinished game offered, or the choices and how to play.
    private static func title(_ state: GameState) -> String {
        if let waiting = state.waitingGame {
            return "An unfinished \(waiting.board.name) game is waiting, \(waiting.pairsFound) of "
                + "\(waiting.board.pairCount) pairs found: r resumes it, n abandons it for the title"
        }
        let board = "\(state.board.name), \(state.board.rows) by \(state.board.columns)"
        let mode: String
        switch state.mode {
        case .solo: mode = "solo"
        case .players: mode = "\(state.players.count) people taking turns"
        case .computer:
            let level = state.players.first(where: \.isComputer)?.computer?.rawValue ?? ""
            mode = "against the \(level) computer"
        }
        return "Title: \(board), \(mode). Enter plays, ? keys, q quits"
    }

    /// Where the game stands, said again after the help or a pause.
    package static func situation(_ state: GameState, viewer: Viewer? = nil) -> String {
        guard let round = state.round else { return title(state) }
        return round.phase == .won ? won(state, round, viewer: viewer) : score(round, viewer: viewer)
    }

    /// Another deal than the one before: a fresh game, or one resumed over the title.
    private static func isNewDeal(_ old: Round, _ round: Round) -> Bool {
        old.seed != round.seed || old.board != round.board || round.moves < old.moves
            || (old.phase == .won && round.phase != .won)
    }
}

extension Glyphs {
    /// Words a reader says: a comma between parts, nothing drawn.
    static let spoken = Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                               horizontal: "-", vertical: "|", back: "#", check: "*",
                               separator: ", ", ellipsis: ".", marker: ">")
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
