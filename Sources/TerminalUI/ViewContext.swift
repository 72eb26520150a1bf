import GameCore

/// What the view needs to know besides the state: the screen's size and
/// what the terminal can show.
package struct ViewContext: Equatable, Sendable {
    package var rows: Int
    package var columns: Int
    /// Emoji card faces (UTF-8 locale and no `--ascii`); ASCII art otherwise.
    package var emoji: Bool
    /// Box-drawing borders and symbols (UTF-8 locale); plain ASCII otherwise.
    package var unicode: Bool
    /// Set while a recording plays back: the view shows its controls.
    package var replay: ReplayStatus?
    /// On a board of two-key labels, the row whose key was typed: the
    /// next key names the column. The run loop keeps it (it is no rule
    /// of the game, and no recording holds it); the view shows it.
    package var typedRow: Int?
    /// The key help's page showing, when it has several (`HelpPages`):
    /// kept by the run loop like `typedRow`, so no recording holds it.
    package var helpPage: Int
    /// A name being typed on the title, kept by the run loop as the typed
    /// row is; the title shows it in place of the lineup.
    package var nameEdit: NameEdit?
    /// The resume offer's highlighted choice, 0 resume or 1 a new game,
    /// kept by the run loop; Tab moves it, Enter takes it.
    package var offerChoice = 0
    /// The title's row the player last changed (board, mode, players or
    /// level), kept by the run loop: the cursor rests on its chosen entry.
    package var titleRow: TitleRow = .board
    /// The time zone of the dates shown (the win screen's scores): the
    /// user's, or UTC for tests, whatever the machine's.
    package var dateZone: ScoreColumns.Zone
    /// The screen-reader mode (`--screen-reader`, docs/accessibility.md):
    /// one line says what just happened and the cursor rests on it; no
    /// clock ticks on screen and no cue flashes. Presentation only: no
    /// state, digest or recording holds it.
    /// Who looks at this screen in a game across machines: a seat's player
    /// (`Your turn` on that seat's turn, names on the others') or a
    /// watcher (names only); nil at one keyboard.
    package var viewer: Viewer?
    package var screenReader = false
    /// In the screen-reader mode, the line said last (`Announcer`), kept
    /// by the run loop as the typed row is; nil says where the game stands.
    package var announcement: String?
    /// How many lines the screen-reader mode has said: each new one goes on
    /// the other of the bottom two rows (by this count's parity), the row
    /// it leaves is blanked and the cursor moves to it, so a reader that
    /// speaks what changed on the cursor's row, or what is written, says
    /// the new line whole, even a line said the same as the one before.
    package var announcementCount = 0

    package init(rows: Int, columns: Int, emoji: Bool = true, unicode: Bool = true, replay: ReplayStatus? = nil,
                 typedRow: Int? = nil, helpPage: Int = 0, nameEdit: NameEdit? = nil, offerChoice: Int = 0,
                 dateZone: ScoreColumns.Zone = .local, screenReader: Bool = false, announcement: String? = nil) {
        self.rows = rows
        self.columns = columns
        self.emoji = emoji && unicode
        self.unicode = unicode
        self.replay = replay
        self.typedRow = typedRow
        self.helpPage = helpPage
        self.nameEdit = nameEdit
        self.offerChoice = offerChoice
        self.dateZone = dateZone
        self.screenReader = screenReader
        self.announcement = announcement
    }

    /// The glyphs to draw with.
    var glyphs: Glyphs { unicode ? .unicode : .ascii }

    /// How keys are named on this screen, for `state`'s board.
    func keyNames(_ state: GameState) -> KeyNames {
        KeyNames(unicode: unicode, board: state.board)
    }

    /// Whether a terminal of this type (`TERM`) can draw emoji. The Linux
    /// console (`linux`, `linux-16color`, …) cannot: its font holds at most
    /// 512 glyphs, none of them emoji, so its cards get the ASCII faces,
    /// as outside a UTF-8 locale. Its box drawing is fine.
    static func drawsEmoji(terminal name: String) -> Bool {
        !name.hasPrefix("linux")
    }
}

/// The state of an on-screen replay, for its status line.
package struct ReplayStatus: Equatable, Sendable {
    package var speed: Double
    package var isPaused: Bool
    package var isFinished: Bool

    package init(speed: Double, isPaused: Bool = false, isFinished: Bool = false) {
        self.speed = speed
        self.isPaused = isPaused
        self.isFinished = isFinished
    }
}

/// Borders and symbols, in Unicode or in ASCII for terminals without UTF-8.
struct Glyphs: Sendable {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    let back: String
    let check: String
    let separator: String
    /// Ends a name cut short.
    let ellipsis: Character
    /// Marks the player to move in the header.
    let marker: String

    static let unicode = Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                horizontal: "─", vertical: "│", back: "░", check: "✓",
                                separator: " · ", ellipsis: "…", marker: "▶")
    static let ascii = Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                              horizontal: "-", vertical: "|", back: "#", check: "*",
                              separator: " | ", ellipsis: ".", marker: ">")
}

/// A row of the title's choices, for where the cursor rests.
package enum TitleRow: Equatable, Sendable {
    case board, mode, detail

    /// The row a key changed going from `old` to `new` on the title: the
    /// board's, the mode's, or the players' count or the computer's level;
    /// `current` when none of them changed (a name, the help, a question).
    package static func after(_ old: GameState, _ new: GameState, current: TitleRow) -> TitleRow {
        guard new.round == nil else { return current }
        if new.board != old.board { return .board }
        if new.mode != old.mode { return .mode }
        if new.players.count != old.players.count || TitleLayout.level(new.players) != TitleLayout.level(old.players) {
            return .detail
        }
        return current
    }
}

/// Who looks at a screen of a game across machines (`ViewContext.viewer`).
package enum Viewer: Equatable, Sendable {
    /// The player of this seat (its index in the round's players).
    case seat(Int)
    /// A watcher: sees what the players see, plays no seat.
    case watcher
    /// The one player of a server's daily (`threeducks serve`,
    /// docs/server.md): the session ends with the game.
    case dailyOnServer
}

extension Viewer {
    /// The win screen's keys across machines: the host (seat 0) goes back
    /// to the room's lobby for the next game, or closes the room; anyone
    /// else waits for that game, or leaves.
    var wonKeys: String {
        switch self {
        case .seat(0): "Enter for the lobby and the next game, q closes the room"
        case .dailyOnServer: "One attempt a day: q leaves"
        default: "Waiting for the host's next game, q leaves the room"
        }
    }

    /// The same, short enough to follow the result on the screen-reader
    /// mode's one line.
    var spokenWonKeys: String {
        switch self {
        case .seat(0): "Enter for the lobby, q closes the room"
        case .dailyOnServer: "q leaves"
        default: "q leaves the room"
        }
    }
}
