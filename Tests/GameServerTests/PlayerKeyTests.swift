import GameServer
import Testing

/// A key is a player, known by the fingerprint `ssh-keygen -l` prints.
@Suite struct PlayerKeyTests {
    // Made with ssh-keygen 9.2, and their fingerprints as `ssh-keygen -l -f` printed them.
    static let ed25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIG+pXAXGWgFFVrfwdiIFGqS8be3PMhCqikaZD8vG4J1p"
    static let rsa = "AAAAB3NzaC1yc2EAAAADAQABAAAAgQCuY02Pr+Wv8awWQCFj44Xqj4aQ0GnaCOxSwXHCs09lgn6RtfQm0hH5p26xrVuptwbkZnARI5vdsBmxkYSnncGkHawA2/xtTECriEVj+kxdhIbTC0uew9OfvITiRVgeioTxnOT/OiAe7J6pJlYi3EKF+iVT3Ne8DeMI5ZtW6g4gxQ=="

    @Test func theFingerprintIsSSHKeygens() throws {
        let ed = try #require(PlayerKey(type: "ssh-ed25519", base64: Self.ed25519[...]))
        #expect(ed.fingerprint == "SHA256:XGzpvGomaW14x5TR4lfI98SHaUqHwcYFamwnJhHjEBA")
        let rsa = try #require(PlayerKey(type: "ssh-rsa", base64: Self.rsa[...]))
        #expect(rsa.fingerprint == "SHA256:U1GyLzlCdFRXOLbCgA2mjH4IOI5jG1OjTuPwYuUYnVM")
    }

    @Test func aBlobThatIsNotItsTypesIsNoKey() {
        #expect(PlayerKey(type: "ssh-rsa", base64: Self.ed25519[...]) == nil, "the blob names ssh-ed25519")
        #expect(PlayerKey(type: "ssh-ed25519", base64: "not base64!"[...]) == nil)
        #expect(PlayerKey(type: "ssh-ed25519", base64: "AAAA"[...]) == nil, "too short to hold its type")
        #expect(PlayerKey(type: "SSH ED", base64: Self.ed25519[...]) == nil, "not a key type's characters")
        #expect(PlayerKey(type: "ssh-ed25519", base64: String(repeating: "A", count: 5000)[...]) == nil, "bounded")
    }

    @Test func theSessionsKeyIsTheLastKeyLineOfTheAuthInfo() throws {
        #expect(PlayerKey.fromAuthInfo("") == nil)
        #expect(PlayerKey.fromAuthInfo("password\n") == nil, "no key, no player")
        let one = try #require(PlayerKey.fromAuthInfo("publickey ssh-ed25519 \(Self.ed25519)\n"))
        #expect(one.fingerprint == "SHA256:XGzpvGomaW14x5TR4lfI98SHaUqHwcYFamwnJhHjEBA")
        // Two methods (AuthenticationMethods publickey,publickey): the key let in last.
        let two = try #require(PlayerKey.fromAuthInfo("publickey ssh-ed25519 \(Self.ed25519)\npublickey ssh-rsa \(Self.rsa)\n"))
        #expect(two.type == "ssh-rsa")
        #expect(PlayerKey.fromAuthInfo("publickey ssh-ed25519 garbage\n") == nil)
    }
}
