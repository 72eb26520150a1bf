import FoundationEssentials
import GameNet

/// The public key a session logged in with: on a Three Ducks server a key
/// is a player (docs/server.md), known by its SHA256 fingerprint, the form
/// `ssh-keygen -l` prints (`SHA256:` and the digest of the key's blob in
/// base64 without padding).
package struct PlayerKey: Equatable, Sendable {
    /// The key's type, as OpenSSH names it (`ssh-ed25519`).
    package let type: String
    /// `SHA256:…`, 50 characters: who the player is.
    package let fingerprint: String

    /// The key of `type` whose blob is `base64` (the middle field of an
    /// authorized_keys line); nil when it is not base64 or not a key blob
    /// (a blob begins with its own type, as a length and a name).
    package init?(type: String, base64: Substring) {
        guard Self.typePattern(type), base64.utf8.count <= Self.maximumBlobCharacters,
              let blob = Data(base64Encoded: String(base64)), blob.count >= 4 + type.utf8.count else { return nil }
        let length = blob.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        guard length == type.utf8.count, blob.dropFirst(4).prefix(length).elementsEqual(type.utf8) else { return nil }
        self.type = type
        let digest = Data(SHA256.hash(blob)).base64EncodedString()
        fingerprint = "SHA256:" + digest.prefix { $0 != "=" }
    }

    /// A key type: a-z, 0-9, `-`, `@` and `.`, at most 64 characters (`sk-ssh-ed25519@openssh.com`).
    private static func typePattern(_ type: String) -> Bool {
        !type.isEmpty && type.utf8.count <= 64
            && type.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || [0x2D, 0x40, 0x2E].contains($0) }
    }

    /// The longest blob read: an RSA key of 16384 bits is about 2,800 characters.
    static let maximumBlobCharacters = 4096

    /// The most bytes of `SSH_USER_AUTH` read.
    package static let maximumAuthInfoBytes = 64 * 1024

    /// The key the session logged in with, from the text of the file sshd
    /// names in `SSH_USER_AUTH` (`ExposeAuthInfo yes`): one line per method
    /// that succeeded, `publickey TYPE BASE64` for a key. The last key
    /// line is the one the session was let in with; nil when there is none
    /// (a password login, which the drop-in does not allow).
    package static func fromAuthInfo(_ text: String) -> PlayerKey? {
        var found: PlayerKey?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3, fields[0] == "publickey" else { continue }
            if let key = PlayerKey(type: String(fields[1]), base64: fields[2]) { found = key }
        }
        return found
    }
}
