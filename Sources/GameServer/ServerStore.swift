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
/// key is, and the keys the operator banned. Two engines in ServerStorage:
/// SQLite through GRDB keeps it on one machine, PostgreSQL through
/// postgres-nio shares it between several servers; both pass the same
/// tests (ServerSessionTests and ServerStoreTests, on `StoreEngine.allCases`).
/// Every method may be called from any thread.
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
