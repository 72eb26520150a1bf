/// What `threeducks join WORD` names (docs/network.md, *Joining*): a room on
/// this machine, or a room on another reached through ssh.
///
/// The rule: a word with `@` or `:` is remote, `[USER@]HOST[:ROOM]`, split at
/// the last `:` (no room after it: the relay's default, the remote account's
/// name); any other word is a room on this machine; no word is the one room
/// open here. With `--via`, the command line is the way there, so the word
/// may only name the room (`ROOM` or `:ROOM`).
public enum JoinTarget: Equatable, Sendable {
    /// A room on this machine; nil: the only one open.
    case local(RoomName?)
    /// `ssh DESTINATION threeducks relay ROOM`.
    case remote(destination: String, room: RoomName?)
    /// `--via`'s command line, then `threeducks relay ROOM`.
    case via(String, room: RoomName?)

    /// The target `word` names (with `via`, the command line given), or why
    /// it names none, in one line.
    public static func parse(_ word: String?, via: String? = nil) -> Result<JoinTarget, RoomError> {
        if let via {
            guard !via.allSatisfy(\.isWhitespace) else { return .failure(.badName("--via: the command line is empty")) }
            guard let word else { return .success(.via(via, room: nil)) }
            if word.contains("@") || (word.contains(":") && !word.hasPrefix(":")) {
                return .failure(.badName("--via replaces ssh HOST: name only the room, not \"\(Relay.shown(word))\""))
            }
            let room = word.hasPrefix(":") ? String(word.dropFirst()) : word
            if room.isEmpty { return .success(.via(via, room: nil)) }
            return roomName(room).map { .via(via, room: $0) }
        }
        guard let word else { return .success(.local(nil)) }
        guard word.contains("@") || word.contains(":") else { return roomName(word).map { .local($0) } }
        let destination: Substring, room: Substring
        if let colon = word.lastIndex(of: ":") {
            destination = word[..<colon]
            room = word[word.index(after: colon)...]
        } else {
            destination = word[...]
            room = ""
        }
        if let problem = destinationProblem(String(destination)) { return .failure(.badName(problem)) }
        if room.isEmpty { return .success(.remote(destination: String(destination), room: nil)) }
        return roomName(String(room)).map { .remote(destination: String(destination), room: $0) }
    }

    private static func roomName(_ text: String) -> Result<RoomName, RoomError> {
        do { return .success(try RoomName(text)) } catch { return .failure(error) }
    }

    /// Why `destination` is not `[USER@]HOST` for ssh, or nil. It never
    /// starts with `-` (an option to ssh) and holds no space or control
    /// character; the host part is not empty.
    static func destinationProblem(_ destination: String) -> String? {
        let shown = Relay.shown(destination)
        if destination.isEmpty || destination.hasSuffix("@") {
            return "\"\(shown)\" names no host: join [USER@]HOST[:ROOM]"
        }
        if destination.hasPrefix("-") || destination.hasPrefix("@") {
            return "\"\(shown)\" is not [USER@]HOST: it may not start with - or @"
        }
        let allowed = destination.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F && !"'\"\\`$;&|<>()*?!{}".unicodeScalars.contains(scalar)
        }
        if !allowed || destination.filter({ $0 == "@" }).count > 1 {
            return "\"\(shown)\" is not [USER@]HOST: letters, digits and . - _ only, one @"
        }
        return nil
    }
}
