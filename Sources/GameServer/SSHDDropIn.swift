import GameCore

/// The sshd_config drop-in that makes an account a Three Ducks server with
/// plain OpenSSH (`threeducks serve --sshd-config`, docs/server.md): any
/// public key is let in, as itself, to the game and nothing else.
///
/// - Any key: `AuthorizedKeysCommand` answers every key offered with an
///   authorized_keys line for that key (`/usr/bin/echo restrict,pty %t %k`,
///   run as `nobody`: no program of ours runs before a key is accepted).
/// - The key is the player: `ExposeAuthInfo` hands the session the key it
///   logged in with (`SSH_USER_AUTH`), and `threeducks serve` takes its
///   fingerprint.
/// - Nothing else: `ForceCommand` runs `threeducks serve` whatever the
///   client asks (a shell command, scp, sftp come to it as
///   `SSH_ORIGINAL_COMMAND` and are refused); `restrict` and
///   `DisableForwarding` turn off port, agent, X11 and socket forwarding
///   and tunnels; only keys, no password; a pty is allowed.
/// - A public service: unauthenticated connections are bounded
///   (`MaxStartups`, `LoginGraceTime`), a client may open few sessions on
///   one connection (`MaxSessions`), a silent one is dropped
///   (`ClientAlive…`), and from OpenSSH 9.8 a source that keeps failing
///   waits (`PerSourcePenalties`).
package struct SSHDDropIn: Sendable {
    /// The account players log in as (`ducks`).
    package var account: String
    /// What sshd runs for each session: `/usr/games/threeducks serve` (an absolute path first).
    package var command: [String]
    /// `--database`, passed on to every session; nil for the default.
    package var database: String?
    /// `--server-name`, passed on; nil for the machine's host name.
    package var serverName: String?
    /// sshd's version (major, minor), for what it understands; nil when unknown.
    package var sshdVersion: (major: Int, minor: Int)?

    package init(account: String, command: [String], database: String? = nil, serverName: String? = nil,
                 sshdVersion: (major: Int, minor: Int)? = nil) {
        self.account = account
        self.command = command
        self.database = database
        self.serverName = serverName
        self.sshdVersion = sshdVersion
    }


    /// Why `account` cannot be the server's account in sshd_config, or nil:
    /// a login name (a-z, 0-9, `_`, `-`, `.`, not starting with `-`), which
    /// sshd's `Match User` takes as it is.
    package static func accountProblem(_ account: String) -> String? {
        let bytes = Array(account.utf8)
        guard !bytes.isEmpty, bytes.count <= 32, bytes[0] != 0x2D,
              bytes.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || [0x5F, 0x2D, 0x2E].contains($0) })
        else { return "the server's account \"\(account.sanitizedForTerminal)\" must be a login name: a-z, 0-9, _, - and ." }
        return nil
    }

    /// Whether sshd knows `PerSourcePenalties` (OpenSSH 9.8 and later).
    package var knowsPenalties: Bool {
        guard let version = sshdVersion else { return false }
        return version.major > 9 || (version.major == 9 && version.minor >= 8)
    }

    /// The forced command: the program and the options every session is given.
    package var forcedCommand: String {
        var words = command.map(Self.quoted)
        if let database { words += ["--database", Self.quoted(database)] }
        if let serverName { words += ["--server-name", Self.quoted(serverName)] }
        return words.joined(separator: " ")
    }

    /// The drop-in's text, for /etc/ssh/sshd_config.d/threeducks.conf.
    package var text: String {
        let penalties = knowsPenalties
            ? "PerSourcePenalties yes"
            : "# PerSourcePenalties yes    (OpenSSH 9.8 and later; this sshd is "
                + (sshdVersion.map { "\($0.major).\($0.minor)" } ?? "of an unknown version") + ")"
        return """
            # Three Ducks server: the account \(account) plays Three Ducks and does nothing else.
            # Written by `threeducks serve --sshd-config` (docs/server.md). Install it as
            # /etc/ssh/sshd_config.d/threeducks.conf, check with `sshd -t`, then reload ssh.

            # A public service: few connections may wait to log in, each for a short time,
            # and (OpenSSH 9.8 and later) a source that keeps failing waits longer each time.
            MaxStartups 50:30:200
            LoginGraceTime 20
            \(penalties)

            Match User \(account)
                # Any public key, as itself: sshd asks this command for the key offered,
                # and it answers with an authorized_keys line for exactly that key.
                AuthenticationMethods publickey
                PubkeyAuthentication yes
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                AuthorizedKeysFile none
                AuthorizedKeysCommand /usr/bin/echo restrict,pty %t %k
                AuthorizedKeysCommandUser nobody
                # The session knows the key it came in with: the player.
                ExposeAuthInfo yes
                # The game, whatever the client asks for; a pty for it, nothing else.
                ForceCommand \(forcedCommand)
                PermitTTY yes
                DisableForwarding yes
                AllowTcpForwarding no
                AllowAgentForwarding no
                AllowStreamLocalForwarding no
                X11Forwarding no
                PermitTunnel no
                PermitUserRC no
                MaxSessions 2
                ClientAliveInterval 30
                ClientAliveCountMax 4

            """
    }

    /// A word of the forced command, which sshd hands to the account's
    /// shell (`sh -c`): as it is when it holds only characters no shell
    /// reads specially, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || [0x2F, 0x2E, 0x5F, 0x2D, 0x3A, 0x2B, 0x2C, 0x40, 0x3D].contains(byte)
        }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// The sshd version in `sshd -V`'s words (`OpenSSH_9.2, OpenSSL …`), or nil.
    package static func version(from banner: String) -> (major: Int, minor: Int)? {
        guard let start = banner.firstRange(of: "OpenSSH_")?.upperBound else { return nil }
        let digits = banner[start...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard digits.count >= 2, let major = Int(digits[0]), let minor = Int(digits[1]) else { return nil }
        return (major, minor)
    }
}
