import GameCore

/// How the screens name several players: the header's scoreboard, the
/// title's lineup and the end screen's result. Names are clipped, all by
/// the same number of cells, until the line fits: four names of 32
/// characters share an 80-column line.
enum PlayerText {
    /// `name`, made safe for the terminal and at most `cells` wide (ending
    /// in the look's ellipsis when cut). Names were checked when read, and
    /// are sanitized here all the same: the view is the last thing between
    /// a name and the terminal.
    static func name(_ player: Player, cells: Int, _ glyphs: Glyphs) -> String {
        player.name.leading(cells: cells).sanitizedForTerminal.prefixFitting(max(1, cells), ellipsis: glyphs.ellipsis)
    }

    /// The most cells a name may take for the line `build` makes with
    /// names that long to fit `width`; nil when even `fewest` is too many.
    static func cells(fitting width: Int, fewest: Int = 1, _ build: (Int) -> String) -> Int? {
        stride(from: ScoreRecord.nameLimit, through: max(1, fewest), by: -1).first {
            DisplayWidth.of(build($0)) <= width
        }
    }

    /// The line `build` makes with the longest names that fit `width`,
    /// cut at the edge when even one-letter names do not.
    static func fitted(_ width: Int, _ glyphs: Glyphs, _ build: (Int) -> String) -> String {
        cells(fitting: width, build).map(build) ?? build(1).prefixFitting(width, ellipsis: glyphs.ellipsis)
    }

    /// One player's entry in the header: a marker before the player to
    /// move (a space before the others, so no entry moves when the turn
    /// passes), the name and the pairs: `▶ann 2`.
    static func entry(_ player: Player, cells: Int, isToMove: Bool, _ glyphs: Glyphs) -> String {
        "\(isToMove ? glyphs.marker : " ")\(name(player, cells: cells, glyphs)) \(player.pairs)"
    }

    /// Every player's entry, two spaces apart, in seat order.
    static func scoreboard(_ state: Round, cells: Int, _ glyphs: Glyphs) -> [String] {
        state.players.indices.map {
            entry(state.players[$0], cells: cells, isToMove: $0 == state.turn, glyphs)
        }
    }

    /// The title's line of who plays in `mode`: `ann plays alone`,
    /// `ann · bob take turns`, `ann vs Computer (medium)`.
    static func lineup(_ players: [Player], _ glyphs: Glyphs, width: Int) -> String {
        fitted(width, glyphs, lineupBuilder(players, glyphs))
    }

    /// The seat whose name `lineup` draws at `column` of a line centred on
    /// a screen `screenColumns` wide (as the title draws it), if a person's.
    static func lineupSeat(atColumn column: Int, _ players: [Player], _ glyphs: Glyphs, screenColumns: Int) -> Int? {
        let width = screenColumns - 2, build = lineupBuilder(players, glyphs)
        guard let cells = cells(fitting: width, build) else { return nil }
        var left = max(0, (screenColumns - DisplayWidth.of(build(cells))) / 2)
        for seat in players.indices where !players[seat].isComputer {
            let cellsTaken = DisplayWidth.of(name(players[seat], cells: cells, glyphs))
            if (left..<left + cellsTaken).contains(column) { return seat }
            left += cellsTaken + DisplayWidth.of(glyphs.separator)
        }
        return nil
    }

    /// The lineup line with names at most `cells` wide.
    private static func lineupBuilder(_ players: [Player], _ glyphs: Glyphs) -> (Int) -> String {
        { (cells: Int) -> String in
            let people = players.filter { !$0.isComputer }.map { name($0, cells: cells, glyphs) }
            let computers = players.compactMap { player in
                player.computer.map { "\(name(player, cells: cells, glyphs)) (\($0.rawValue))" }
            }
            let joined = people.joinedText(separator: glyphs.separator)
            if !computers.isEmpty { return "\(joined) vs \(computers.joinedText(separator: glyphs.separator))" }
            return people.count == 1 ? "\(joined) plays alone" : "\(joined) take turns"
        }
    }

    /// The end screen's result: `bob wins, 4 pairs to 2` between two,
    /// `ann wins: ann 4 · bob 2 · cy 0` among more, `A draw: ann 3 · bob 3`.
    /// Players are listed by pairs, most first (in seat order on a tie).
    static func result(_ state: Round, _ glyphs: Glyphs, width: Int) -> String {
        let leaders = state.leaders
        let ranked = state.players.indices.sorted {
            (state.players[$0].pairs, -$0) > (state.players[$1].pairs, -$1)
        }.map { state.players[$0] }
        let build = { (cells: Int) -> String in
            let scores = ranked.map { "\(name($0, cells: cells, glyphs)) \($0.pairs)" }
                .joinedText(separator: glyphs.separator)
            guard leaders.count == 1, let winner = ranked.first else { return "A draw: \(scores)" }
            let wins = "\(name(winner, cells: cells, glyphs)) wins"
            if ranked.count == 2 {
                // Two pairs at least, since a board has two and the winner has more: never "1 pairs".
                return "\(wins), \(winner.pairs) pairs to \(ranked[1].pairs)"
            }
            return "\(wins): \(scores)"
        }
        return fitted(width, glyphs, build)
    }
}
