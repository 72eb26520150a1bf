import GameCore

/// The screen-reader mode's one line (docs/accessibility.md): what just
/// happened, in plain words, derived from the state before and after it.
/// A pure function: the run loop keeps the last line in the view's context
/// (`ViewContext.announcement`), as it keeps a typed row key, and calls
/// this after every key and every effect; nil keeps the line it has, so an
/// event is said once and nothing else makes the reader speak.
package enum Announcer {
    /// The most cells a line takes: one less than an 80-column screen, so
    /// that a reader never meets a line wrapped onto the row below (a
    /// braille display or BRLTTY's speech reads one row). Every line the
    /// mode says is built to fit it; a longer reading is split into lines
    /// read one a key press (`read`).
    package static let width = 79

    /// The first of `candidates` that fits `width`, else the last cut to it.
    static func fitting(_ candidates: [String], width: Int = width) -> String {
        if let fits = candidates.first(where: { DisplayWidth.of($0) <= width }) { return fits }
        return (candidates.last ?? "").prefixFitting(width, ellipsis: ".")
    }

    /// What changed from `before` to `after`, in one line; nil when
    /// nothing a player needs to hear did (a clock tick, a quack, a
    /// mismatch turning down).
    package static func news(from before: GameState, to after: GameState, viewer: Viewer? = nil) -> String? {
        let news = events(from: before, to: after, viewer: viewer)
        // A new warning (a daily game played already, a file not kept) is
        // said after the event, or alone; `w` reads it whole.
        guard let warning = after.warning?.sanitizedForTerminal, warning != before.warning?.sanitizedForTerminal else {
            return news
        }
        guard let news else { return fitting([warning]) }
        return fitting(["\(news). \(warning)", news])
    }

    private static func events(from before: GameState, to after: GameState, viewer: Viewer?) -> String? {
        if before.dialog != after.dialog {
            switch after.dialog {
            case .help: return "Keys, one a line above; any key closes the help"
            case .giveUpQuestion: return giveUpQuestion
            case nil:
                if before.dialog == .giveUpQuestion, after.round?.isInGame == true { return "Playing on" }
                if before.dialog == .help { return fitting(["Help closed. " + situation(after, viewer: viewer), "Help closed"]) }
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
            case .playing: return fitting(["Playing again. " + situation(after, viewer: viewer), "Playing again"])
            case .won:
                // A solo win is said once, with its rank, when the save
                // answers (at once, but off the run loop): said while saving
                // and again with the rank, yasr read the win twice, and
                // BRLTTY, which speaks the screen as it finds it, skipped the
                // first and said the rank alone (issue 34, under the readers).
                let saving = !round.hasSeveralPlayers && !round.isScoreSaved && round.scoreProblem == nil
                return saving ? nil : won(after, round, viewer: viewer)
            }
        }
        if round.phase == .won {
            // The score's save answers: the win, with its rank.
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
        var outcome = ""
        if isPair {
            outcome += ". Pair! \(round.pairsFound) of \(round.board.pairCount)"
        } else if round.isMismatchShowing {
            outcome += ". No match"
        }
        let turn = tryEnded ? turnText(round, viewer) : nil
        let named = { (id: Int) in "\(labels.label(of: id)): \(round.cards[id].animal.name)" }
        if byComputer {
            // The try's first card, turned before, is said again with the
            // second when the line has room; it was said whole when it turned.
            let shown = tryEnded ? tryCards(old, order) : order
            let both = "The computer turns " + shown.map(named).joined(separator: ", then ") + outcome
            let last = "Then the computer turns " + order.map(named).joined(separator: ", then ") + outcome
            return fitting([turn.map { both + ". " + $0 } ?? both, turn.map { last + ". " + $0 } ?? last,
                            turn.map { last + ". " + shortTurn($0) } ?? last])
        }
        let placed = order.map { "\(place($0, round)): \(round.cards[$0].animal.name)" }.joined(separator: ", then ")
        let short = order.map(named).joined(separator: ", then ")
        // Where the card lies gives way first, then the turn's name is cut.
        return fitting([placed + outcome + (turn.map { ". " + $0 } ?? ""),
                        short + outcome + (turn.map { ". " + $0 } ?? ""),
                        short + outcome + (turn.map { ". " + shortTurn($0) } ?? "")])
    }

    /// A turn's words with the name cut to 12 cells, for a line that must fit.
    private static func shortTurn(_ turn: String) -> String {
        for ending in ["'s turn again", "'s turn"] where turn.hasSuffix(ending) {
            return String(turn.dropLast(ending.count)).prefixFitting(12, ellipsis: ".") + ending
        }
        return turn
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
        case .watcher, .dailyOnServer: break
        }
        return "\(round.players[round.turn].name.sanitizedForTerminal)'s turn" + again
    }

    // MARK: Reading the board

    /// What a reading key reads (`KeyTable.reading`), in lines that each
    /// fit `width`: the run loop says the first, and the same key pressed
    /// again says the next (after the last, the first again). Tab reads
    /// the board a row a line (a row too long for one goes on in the next,
    /// `Row 1, continued: …`); `.` the highlighted card's row; `w` the
    /// pairs, each player's, whose turn and a warning; `,` the time.
    package static func read(_ reading: Reading, _ state: GameState, viewer: Viewer? = nil) -> [String] {
        guard let round = state.round else { return [situation(state, viewer: viewer)] }
        if round.phase == .won {
            // The win screen: the whole board reads the board's top 10, the rest the result.
            return reading == .board ? ranking(state, round) : [situation(state, viewer: viewer)]
        }
        switch reading {
        case .board, .row:
            if round.phase == .paused { return ["Paused: the cards are hidden. p resumes"] }
            if reading == .row { return row(round.focus / round.board.columns, of: round) }
            return (0..<round.board.rows).flatMap { row($0, of: round) }
        case .score:
            return score(round, viewer: viewer) + (state.warning.map { packed("Warning", [$0.sanitizedForTerminal]) } ?? [])
        case .time: return [time(round)]
        }
    }

    /// A row of the board: `Row 1: a down, b pelican matched, c down, d down`,
    /// in as many lines as it takes.
    package static func row(_ row: Int, of round: Round) -> [String] {
        let columns = round.board.columns, labels = CardLabels(round.board)
        guard row >= 0, row < round.board.rows else { return ["No row \(row + 1): the board has \(round.board.rows)"] }
        let cards = (row * columns..<(row + 1) * columns).map { "\(labels.label(of: $0)) \(state(of: round.cards[$0]))" }
        return packed("Row \(row + 1)", cards)
    }

    /// `head: item, item, …` in lines of at most `width` cells, the later
    /// ones `head, continued: …`; an item too long for a line is cut.
    static func packed(_ head: String, _ items: [String], separator: String = ", ") -> [String] {
        var lines: [String] = []
        var line = head + ": "
        var count = 0
        for item in items {
            let next = count == 0 ? line + item : line + separator + item
            if count > 0, DisplayWidth.of(next) > width {
                lines.append(line)
                line = head + ", continued: " + item
                count = 1
            } else {
                line = next
                count += 1
            }
        }
        lines.append(line)
        return lines.map { fitting([$0]) }
    }

    /// The pairs each player has and whose turn it is.
    package static func score(_ round: Round, viewer: Viewer? = nil) -> [String] {
        let pairs = "\(round.pairsFound) of \(round.board.pairCount) pairs found, \(round.moves) move"
            + (round.moves == 1 ? "" : "s")
        guard round.hasSeveralPlayers else { return [pairs] }
        let each = round.players.map { "\($0.name.sanitizedForTerminal) \($0.pairs)" }
        let turn = turnText(round, viewer)
        let whole = "\(pairs). \(each.joined(separator: ", "))" + (turn.map { ". " + $0 } ?? "")
        if DisplayWidth.of(whole) <= width { return [whole] }
        return [fitting([pairs + (turn.map { ". " + $0 } ?? ""), pairs])] + packed("Pairs", each)
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
            ? "keys: a row's then a column's, a to \(CardLabels.lineKeys[max(board.rows, board.columns) - 1])"
            : "keys a to \(labels.label(of: board.cardCount - 1))"
        let kind = round.daily == nil ? board.name : "daily \(board.name)"
        let what = round.moves == 0
            ? "New \(kind) game" : "Resumed \(kind) game, \(round.pairsFound) of \(board.pairCount) pairs found"
        let shape = "\(board.rows) rows of \(board.columns)"
        let turn = turnText(round, viewer).map { ". " + $0 } ?? ""
        return fitting(["\(what): \(shape) cards, \(keys). ? lists the keys" + turn,
                        "\(what): \(shape), \(keys). ? keys" + turn,
                        "\(what): \(shape), \(keys)" + turn,
                        "\(what). ? lists the keys" + (turnText(round, viewer).map { ". " + shortTurn($0) } ?? "")])
    }

    /// The end of a game, with the score or the rank; the keys are the help's (`?`).
    private static func won(_ state: GameState, _ round: Round, viewer: Viewer?) -> String {
        let figures = "\(round.moves) moves in \(clockText(milliseconds: round.playedMilliseconds))"
        // Across machines the keys differ from the help's: said when they fit.
        let keys = viewer.map { ". " + $0.spokenWonKeys } ?? ". ? lists the keys"
        if round.hasSeveralPlayers {
            let room = width - DisplayWidth.of(". " + figures + keys)
            let result = PlayerText.result(round, .spoken, width: max(20, room))
            return fitting([result + ". " + figures + keys, result + ". " + figures, result])
        }
        var text = "You won! " + figures
        if let problem = round.scoreProblem {
            // The problem whole is `w`'s and Tab's to read.
            return fitting([text + ". Score not saved: \(notSavedReason(problem))", text + ". Score not saved"])
        } else if round.isScoreSaved {
            text += ". " + ScreenView.rankText(state.scores, round, separator: "").trimmingSuffixSpaces
            if round.isNewBest { text += ", a new best" }
        } else {
            text += ". Saving the score"
        }
        return fitting([text + keys, text])
    }

    /// Why a score was not saved, without the `Score not saved: ` the
    /// reason begins with (`HighScoreMiddleware`'s), which the line says
    /// itself: it was said twice.
    private static func notSavedReason(_ problem: String) -> String {
        let head = "Score not saved: "
        return (problem.hasPrefix(head) ? String(problem.dropFirst(head.count)) : problem).sanitizedForTerminal
    }

    /// The win screen's table, read a line a press of Tab: the board's top
    /// 10 as it stands, an entry a line, the game just won marked, or why
    /// there is none.
    package static func ranking(_ state: GameState, _ round: Round) -> [String] {
        guard !round.hasSeveralPlayers else { return ["No scores are kept for a game of several players"] }
        guard round.isScoreSaved else {
            return round.scoreProblem.map { packed("Score not saved", [notSavedReason($0)]) } ?? ["Saving the score"]
        }
        let ranking = state.scores.ranking(for: round.board)
        let game = WonTable.gameIndex(state.scores, round)
        let head = "\(round.board.name.capitalizedFirst) top \(ScoreTable.limit), "
        var rows = ranking.enumerated().map { index, record in
            fitting(["\(index == 0 ? head : "")\(index + 1): \(record.name.leading(cells: WonTable.longestName).sanitizedForTerminal), "
                + "\(record.moves) moves, \(record.timeText)" + (index == game ? ", this game" : "")])
        }
        if game == nil {
            rows.append("Not ranked, this game: \(round.moves) moves, " + clockText(milliseconds: round.playedMilliseconds))
        }
        return rows.isEmpty ? ["\(round.board.name.capitalizedFirst) top \(ScoreTable.limit): none yet"] : rows
    }

    /// The offer's highlighted choice, after Tab moved it.
    package static func offerChoice(_ choice: Int) -> String {
        choice == 1 ? "n new game highlighted: Enter abandons the waiting game for the title"
            : "r resume highlighted: Enter resumes the waiting game"
    }

    /// The title: the unfinished game offered, or the choices and how to
    /// play, after `prefix` (the mode just turned on).
    static func title(_ state: GameState, prefix: String = "") -> String {
        if let waiting = state.waitingGame {
            let found = "\(waiting.pairsFound) of \(waiting.board.pairCount) pairs found"
            return fitting([prefix + "An unfinished \(waiting.board.name) game waits, \(found): r resumes, n abandons it for the title",
                            prefix + "An unfinished \(waiting.board.name) game waits, \(found): r resumes, n: title",
                            prefix + "Unfinished \(waiting.board.name) game, \(found): r resumes, n: title"])
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
        return fitting([prefix + "Title: \(board), \(mode). Enter plays, ? keys, q quits",
                        prefix + "Title: \(board), \(mode). Enter plays, ? keys",
                        prefix + "Title: \(board), \(mode)"])
    }

    /// Where the game stands, said again after the help or a pause.
    package static func situation(_ state: GameState, viewer: Viewer? = nil) -> String {
        guard let round = state.round else { return title(state) }
        return round.phase == .won ? won(state, round, viewer: viewer) : score(round, viewer: viewer)[0]
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
