import Glibc
import GameServer
import Testing

/// The drop-in `threeducks serve --sshd-config` prints: what it lets in and
/// what it shuts out, and that the sshd of this machine takes it.
@Suite struct SSHDDropInTests {
    static let dropIn = SSHDDropIn(account: "ducks", command: ["/usr/games/threeducks", "serve"],
                                   database: "/srv/ducks/server.sqlite", sshdVersion: (9, 2))

    @Test func anyKeyAsItselfToTheGameAndNothingElse() {
        let lines = Set(Self.dropIn.text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.map(String.init))
        for line in [
            "Match User ducks", "AuthenticationMethods publickey", "PasswordAuthentication no", "KbdInteractiveAuthentication no",
            "AuthorizedKeysFile none", "AuthorizedKeysCommand /usr/bin/echo restrict,pty %t %k", "AuthorizedKeysCommandUser nobody",
            "ExposeAuthInfo yes", "ForceCommand /usr/games/threeducks serve --database /srv/ducks/server.sqlite",
            "PermitTTY yes", "DisableForwarding yes", "AllowTcpForwarding no", "AllowAgentForwarding no",
            "AllowStreamLocalForwarding no", "X11Forwarding no", "PermitTunnel no", "PermitUserRC no",
            "MaxStartups 50:30:200", "MaxSessions 2",
        ] {
            #expect(lines.contains(line), "the drop-in has no \"\(line)\"")
        }
        // Global settings come before the Match block, where sshd takes them.
        let text = Self.dropIn.text
        #expect(text.firstRange(of: "MaxStartups")!.lowerBound < text.firstRange(of: "Match User")!.lowerBound)
    }

    @Test func perSourcePenaltiesOnlyWhereSSHDKnowsThem() {
        #expect(Self.dropIn.text.contains("# PerSourcePenalties yes    (OpenSSH 9.8 and later; this sshd is 9.2)"))
        var newer = Self.dropIn
        newer.sshdVersion = (9, 8)
        #expect(newer.text.contains("\nPerSourcePenalties yes\n"))
        #expect(SSHDDropIn.version(from: "OpenSSH_9.2, OpenSSL 3.0.19 27 Jan 2026")! == (9, 2))
        #expect(SSHDDropIn.version(from: "OpenSSH_10.0p2 Debian-5")! == (10, 0))
        #expect(SSHDDropIn.version(from: "unknown option -- V") == nil)
    }

    @Test func theForcedCommandIsQuotedForTheShell() {
        let odd = SSHDDropIn(account: "ducks", command: ["/opt/three ducks/threeducks", "serve"], database: "it's.sqlite",
                             serverName: "ducks.example")
        #expect(odd.forcedCommand == #"'/opt/three ducks/threeducks' serve --database 'it'\''s.sqlite' --server-name ducks.example"#)
    }

    @Test func anAccountIsALoginName() {
        #expect(SSHDDropIn.accountProblem("ducks") == nil)
        #expect(SSHDDropIn.accountProblem("td_server-1") == nil)
        for bad in ["", "-x", "Ducks", "du cks", "ducks\nMatch all", String(repeating: "a", count: 33)] {
            #expect(SSHDDropIn.accountProblem(bad) != nil, "\"\(bad)\" was taken")
        }
    }

    /// `sshd -t`: this machine's OpenSSH takes the drop-in after a config's own lines.
    @Test func thisMachinesSSHDTakesIt() throws {
        guard access("/usr/sbin/sshd", X_OK) == 0, access("/usr/bin/ssh-keygen", X_OK) == 0 else {
            try Test.cancel("sshd is not installed (make deps installs openssh-server)")
        }
        var template = Array("/tmp/td-dropin-XXXXXX".utf8CString)
        let directory = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }!)
        defer { _ = system("rm -rf '\(directory)'") }
        #expect(system("/usr/bin/ssh-keygen -q -t ed25519 -N '' -f '\(directory)/host_key' >/dev/null 2>&1") == 0)
        let config = "HostKey \(directory)/host_key\nPidFile none\nUsePAM no\n" + Self.dropIn.text
        let file = fopen(directory + "/sshd_config", "w")
        fputs(config, file)
        fclose(file)
        let status = system("/usr/sbin/sshd -t -f '\(directory)/sshd_config' > '\(directory)/out' 2>&1")
        let output = String(cString: fgetsAll(directory + "/out"))
        #expect(status == 0, "sshd -t refused the drop-in: \(output)")
    }

    private func fgetsAll(_ path: String) -> [CChar] {
        guard let file = fopen(path, "r") else { return [0] }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = fread(&buffer, 1, 4095, file)
        buffer[count] = 0
        return buffer
    }
}
