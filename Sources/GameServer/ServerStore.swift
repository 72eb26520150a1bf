import GameCore

/// A player of the server: a key, and the name it took.
package struct ServerPlayer: Equatable, Sendable {
    /// The key's SHA256 fingerprint (`PlayerKey.fingerprint`).
    package var fingerprint: String
    /// The name shown on the boards and in rooms.
    package var name: String

    package init(fingerprint: String, name: String) {
        self.fingerprint = fingerprint
        self.name = name
    }
}

/// The server's shared state behind one port (docs/server.md): who each
/// key is, the keys the operator banned, each key's daily attempts and the
/// boards they make, and the rooms open. Two engines in ServerStorage:
/// SQLite through GRDB keeps it on one machine, PostgreSQL through
/// postgres-nio shares it between several servers; both pass the same
/// tests (ServerSessionTests, ServerStoreTests and DailyBoardTests, on
/// `StoreEngine.allCases`). Every method may be called from any thread.
package protocol ServerStore: Sendable {
    /// The player `fingerprint` is, or nil for a key never named here.
    func player(_ fingerprint: String) throws -> ServerPlayer?

    /// Gives `fingerprint` the name `name`, whose `nameKey` is `key`: a new
    /// player, or a new name for one. Throws `NameTaken` when another
    /// fingerprint holds a name of that key; atomically, so two keys racing
    /// for one name cannot both have it.
    func setName(_ name: String, key: String, for fingerprint: String) throws

    /// Whether the operator banned `fingerprint`.
    func isBanned(_ fingerprint: String) throws -> Bool

    /// Bans `fingerprint` (true) or lifts the ban (false).
    func setBanned(_ fingerprint: String, _ banned: Bool) throws

    /// Counts one `kind` of thing `fingerprint` does at `now` (seconds
    /// since 1970) and says whether it is within `limit` in the `window`
    /// seconds before: false (and not counted) when `limit` were counted in
    /// that window already. Atomically, so sessions at once cannot all slip in.
    func admit(_ fingerprint: String, _ kind: ServerLimit.Kind, at now: Int64, limit: Int, window: Int64) throws -> Bool

    /// The attempt `fingerprint` has at `daily`, begun `now` when it had
    /// none: one attempt a key, a board and a day, atomically, so two
    /// sessions at once share one.
    /// `server` names the server it is begun on, where its game is kept.
    func beginAttempt(_ fingerprint: String, _ daily: DailyBoard, server: String, at now: Int64) throws -> DailyAttempt

    /// The attempt `fingerprint` has at `daily`, or nil when it has none:
    /// a read, which begins nothing (after play, the share line reads the
    /// attempt it played).
    func attempt(_ fingerprint: String, _ daily: DailyBoard) throws -> DailyAttempt?

    /// The attempt at `daily` is over: won in `moves` and `milliseconds`
    /// (its result goes on the board), or, with nil, given up. An attempt
    /// ends once; a second end changes nothing.
    func endAttempt(_ fingerprint: String, _ daily: DailyBoard, won: (moves: Int, milliseconds: Int)?, at now: Int64) throws

    /// The results of `daily`, best first (fewer moves, then less time,
    /// then the earlier finish): `limit` of them from the best.
    func results(of daily: DailyBoard, limit: Int) throws -> [BoardResult]

    /// How many results `daily` has.
    func count(of daily: DailyBoard) throws -> Int

    /// Where `fingerprint`'s result at `daily` stands on its board, and of
    /// how many; nil without a result there.
    func standing(_ fingerprint: String, _ daily: DailyBoard) throws -> Standing?

    /// Each key's best result on `board` over every day, best first: `limit` of them.
    func bestResults(board: String, limit: Int) throws -> [BoardResult]

    /// `fingerprint`'s attempts that ended, the newest first: `limit` of them.
    func attempts(of fingerprint: String, limit: Int) throws -> [BoardResult]

    /// The rooms open on every server sharing this store, by name.
    func openRooms() throws -> [ServerRoom]

    /// `room` opened on `server` by the player `host` (a second opening of
    /// one name on one server replaces the first: the room's own lock said
    /// the first was gone).
    func roomOpened(_ room: String, server: String, host: String, at now: Int64) throws

    /// `room` on `server` closed.
    func roomClosed(_ room: String, server: String) throws
}

/// A room open on a server: where it is, and whose.
package struct ServerRoom: Equatable, Sendable {
    package var name: String
    package var server: String
    /// The name of the player who opened it.
    package var host: String

    package init(name: String, server: String, host: String) {
        self.name = name
        self.server = server
        self.host = host
    }
}

/// One day's daily on one board: what a key has one attempt at.
package struct DailyBoard: Hashable, Sendable {
    /// The UTC date, `2026-11-27`.
    package var date: String
    /// The board's name (`medium`, `6x8`).
    package var board: String

    package init(date: String, board: String) {
        self.date = date
        self.board = board
    }
}

/// A key's attempt at a daily board.
package struct DailyAttempt: Equatable, Sendable {
    /// When it began, in seconds since 1970 (the server's clock).
    package var began: Int64
    /// The server it began on, which keeps its game to resume.
    package var server: String
    /// Over: won (`result` holds it) or given up.
    package var isOver: Bool
    /// The result, when it was won.
    package var result: BoardResult?

    package init(began: Int64, server: String, isOver: Bool = false, result: BoardResult? = nil) {
        self.began = began
        self.server = server
        self.isOver = isOver
        self.result = result
    }
}

/// One won attempt on a board, as the boards list it.
package struct BoardResult: Equatable, Sendable {
    /// The player's name (as it is now: a new name shows on old results).
    package var name: String
    package var date: String
    package var board: String
    package var moves: Int
    package var milliseconds: Int
    /// Its place on its day's board, 1 the best; 0 where a list does not rank by day.
    package var rank: Int

    package init(name: String, date: String, board: String, moves: Int, milliseconds: Int, rank: Int) {
        self.name = name
        self.date = date
        self.board = board
        self.moves = moves
        self.milliseconds = milliseconds
        self.rank = rank
    }

    /// Whole seconds, as the share line and the boards show them.
    package var seconds: Int { milliseconds / 1000 }
}

/// How much one key may do (docs/server.md): generous for a person, so an
/// honest player is never refused, and a bound for a script.
package struct ServerLimit: Equatable, Sendable {
    /// What is counted.
    package enum Kind: String, Sendable, CaseIterable {
        /// A session (an ssh login running `serve`).
        case session
        /// A name taken or changed.
        case name
    }

    package let kind: Kind
    /// The most in `window` seconds.
    package let limit: Int
    package let window: Int64

    /// 60 sessions a minute: a person who makes 20 is never refused.
    package static let sessions = ServerLimit(kind: .session, limit: 60, window: 60)
    /// 10 names a day.
    package static let names = ServerLimit(kind: .name, limit: 10, window: 86_400)
}

/// Another key holds the name asked for (or one that reads the same).
package struct NameTaken: Error, Equatable, Sendable {
    /// The name as the other key holds it.
    package let held: String

    package init(held: String) { self.held = held }
}

/// A store that cannot do what it was asked, in one line.
package struct ServerStoreFault: Error, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ description: String) { self.description = description }
}
