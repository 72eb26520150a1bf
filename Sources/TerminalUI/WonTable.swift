import GameCore

/// The win screen's table of a solo game: its board's top 10 as `threeducks
/// scores` shows them (`ScoreColumns`), the game just won marked without
/// colour (`▶`, `>` in ASCII) and in reverse video. A game outside the top
/// 10 gets a last row of its own, `not ranked`. A short screen shows fewer
/// rows: those nearest the game.
struct WonTable {
    /// A line of the table, and whether it is the game's.
    struct Line: Equatable {
        let text: String
        let isGame: Bool
    }

    /// The longest name shown whole; a longer one is clipped with an ellipsis.
    static let longestName = 20
    /// `not ranked`: the last column of a game outside the top 10.
    static let notRanked = "not ranked"

    private let columns: ScoreColumns
    private let ranking: [ScoreRecord]
    private let names: [String]
    /// The game's index in `ranking`; nil when it is not ranked.
    private let game: Int?
    private let player: String
    private let moves: Int, time: String
    private let marker: String

    /// The table of `state`'s game, fitted to `context`'s width; nil for a
    /// game of several players (no score) and until the score is saved: the
    /// state's table then holds the game, in its place.
    init?(_ scores: ScoreTable, _ state: Round, _ context: ViewContext) {
        guard !state.hasSeveralPlayers, state.isScoreSaved else { return nil }
        ranking = scores.ranking(for: state.board)
        game = Self.gameIndex(scores, state)
        (moves, time) = (state.moves, clockText(milliseconds: state.playedMilliseconds))
        // Names came from a file: only the start that could fill the column is read.
        names = ranking.map { $0.name.leading(cells: Self.longestName).sanitizedForTerminal }
        player = state.players[0].name.leading(cells: Self.longestName).sanitizedForTerminal
        marker = context.glyphs.marker + " "
        let shown = game == nil ? names + [player] : names
        let longest = min(Self.longestName, shown.map(DisplayWidth.of).max() ?? 0)
        // The row, its marker and a margin each side; the dates go first
        // when a name of up to 10 cells would not fit beside them.
        let timeWidth = ScoreColumns.timeWidth(ranking.map(\.timeText) + (game == nil ? [time] : []))
        let room = context.columns - 2 - DisplayWidth.of(marker) - ScoreColumns.otherWidth
            - (timeWidth - ScoreColumns.minimumTimeWidth)
        let showsDate = room - ScoreColumns.dateWidth >= min(max(longest, ScoreColumns.minimumNameWidth), 10)
        columns = ScoreColumns(nameWidth: min(longest, room - (showsDate ? ScoreColumns.dateWidth : 0)),
                               showsDate: showsDate, zone: context.dateZone, ellipsis: context.glyphs.ellipsis,
                               timeWidth: timeWidth)
    }

    /// The index in its board's ranking of the game `state` just won, as
    /// saved; nil when it did not make the top 10.
    static func gameIndex(_ scores: ScoreTable, _ state: Round) -> Int? {
        scores.index(ofGame: state.moves, seconds: state.elapsedSeconds, seed: state.seed ?? 0, on: state.board)
    }

    /// Lines the whole table takes: the heading, the ranking, and the
    /// game's own row when it is not ranked.
    var height: Int { 1 + ranking.count + (game == nil ? 1 : 0) }

    /// At most `room` lines: the heading, then the rows nearest the game
    /// (the top rows and the game's `not ranked` row when it is not in
    /// them). None when fewer than two fit.
    func lines(room: Int) -> [Line] {
        let rowRoom = min(room, height) - 1
        guard rowRoom >= 1 else { return [] }
        let heading = Line(text: String(repeating: " ", count: DisplayWidth.of(marker)) + columns.heading,
                           isGame: false)
        guard let game else {
            let notRanked = columns.row(rank: "-", name: player, moves: moves, time: time, last: Self.notRanked)
            return [heading] + (0..<rowRoom - 1).map(line) + [Line(text: marker + notRanked, isGame: true)]
        }
        let start = min(max(0, game - (rowRoom - 1) / 2), ranking.count - rowRoom)
        return [heading] + (start..<start + rowRoom).map(line)
    }

    private func line(_ index: Int) -> Line {
        let isGame = index == game
        let prefix = isGame ? marker : String(repeating: " ", count: DisplayWidth.of(marker))
        return Line(text: prefix + columns.row(rank: index + 1, ranking[index], name: names[index]), isGame: isGame)
    }
}
