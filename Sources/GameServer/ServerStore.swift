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
/// key is, and the keys the operator banned. SQLite through GRDB
/// (ServerStorage) keeps it on one machine; every engine passes the same
/// tests (ServerStoreTests).
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
}

/// Another key holds the name asked for (or one that reads the same).
package struct NameTaken: Error, Equatable, Sendable {
    /// The name as the other key holds it.
    package let held: String

    package init(held: String) { self.held = held }
}
