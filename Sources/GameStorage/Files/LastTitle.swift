#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// What the title was set to when the player last left it: the board, the
/// mode, the names of people taking turns and the computer's level, kept
/// beside the scores in `title.toml` (a `SettingsFile`, written whole by
/// `DurableFile.replace`), so the next start begins there.
///
/// It is a convenience, never data a player would miss: a file that cannot
/// be read or holds a value this program does not know is passed over, and
/// the title starts on its defaults.
package struct LastTitle: Equatable, Sendable {
    package var board: Board
    package var mode: PlayMode
    /// The names taking turns in the players mode (two to four), or empty.
    package var players: [String]
    package var level: ComputerLevel

    package init(board: Board, mode: PlayMode, players: [String] = [], level: ComputerLevel = TitleLineups.defaultLevel) {
        (self.board, self.mode, self.players, self.level) = (board, mode, players, level)
    }

    /// What `state`'s title is set to now.
    package init(_ state: GameState) {
        // The placeholders ("Player 1", "Player 2") are no names to keep.
        let people = state.titleLineups.players.filter { !$0.isComputer }.map(\.name)
        let level = state.titleLineups.computer.compactMap(\.computer).first ?? TitleLineups.defaultLevel
        self.init(board: state.board, mode: PlayMode(of: state.players),
                  players: people.count > 1 && people != Player.seatNames ? people : [], level: level)
    }

    /// `title.toml` in the directory of the scores file at `scoresPath`.
    package static func path(besideScores scoresPath: String) -> String {
        let directory = DurableFile.directory(of: scoresPath)
        return (directory.isEmpty ? "" : directory + "/") + "title.toml"
    }

    /// The title kept at `path`, or nil: no file, or one that is not whole
    /// (a value missing or not one this program knows).
    package static func read(_ path: String) -> LastTitle? {
        guard let text = try? SettingsFile.text(at: path) else { return nil }
        return LastTitle(text: text)
    }

    /// The title `text` holds, or nil when a value is missing or unknown.
    package init?(text: String) {
        var values: [String: SettingsFile.Value] = [:]
        for entry in SettingsFile.parse(text).entries { values[entry.key] = entry.value }
        guard case .string(let boardName) = values["board"], let board = Board(name: boardName),
              case .string(let modeName) = values["mode"], let mode = PlayMode(rawValue: modeName),
              case .string(let levelName) = values["level"], let level = ComputerLevel(rawValue: levelName)
        else { return nil }
        var players: [String] = []
        if case .string(let names) = values["players"], !names.isEmpty {
            players = names.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let valid = (2...GameState.maximumPlayers).contains(players.count)
                && players.allSatisfy { ScoreRecord.newNameProblem($0) == nil }
                && Player.newLineupProblem(players.map { Player(name: $0) }) == nil
            if !valid { players = [] }
        }
        self.init(board: board, mode: mode, players: players, level: level)
    }

    /// The file's text.
    package var text: String {
        SettingsFile.render([("board", .string(board.name)), ("mode", .string(mode.rawValue)),
                             ("players", .string(players.joined(separator: ","))), ("level", .string(level.rawValue))],
                            comment: "The title as Three Ducks was last left; rewritten on every quit.")
    }

    /// Keeps the title at `path`, replacing what was there whole.
    package func write(_ path: String) throws(KeptFileError) {
        try DurableFile.createParentDirectories(of: path)
        do {
            try DurableFile.replace(path, with: Data(text.utf8))
        } catch {
            throw error.about(.settings)
        }
    }
}
