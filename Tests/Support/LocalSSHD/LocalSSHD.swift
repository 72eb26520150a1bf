import ChildProcesses
import Glibc
import NetTransport

/// A real OpenSSH server on 127.0.0.1, for the network tests and the bench
/// (docs/network.md): `sshd -D -e` on a free port, with a throwaway host key
/// and user key in a temporary directory of its own, an `authorized_keys`
/// line that forces the relay exactly as docs/network.md shows it
/// (`restrict,command="PROGRAM relay" KEY`), and `SetEnv THREEDUCKS_ROOMS`
/// for the caller's rooms directory. The server is stopped and the
/// directory removed when the value goes.
///
/// One copy, compiled into NetTransportTests, EndToEndTests and
/// threeducks-bench: each says in its own way why it did not run when
/// `init` throws `Unavailable`.
public final class LocalSSHD {
    /// sshd cannot run on this machine, and why, in one line.
    public struct Unavailable: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// The temporary directory: keys, config, `authorized_keys`, the log.
    public let directory: String
    public let port: UInt16
    public let pid: pid_t
    /// The account the client logs in as: this process's own.
    public let account: String

    public var userKey: String { file("user_key") }

    public func file(_ name: String) -> String { directory + "/" + name }

    /// The ssh command line up to the remote command, as `join` would run it.
    public var ssh: [String] {
        ["ssh", "-F", "/dev/null", "-i", userKey, "-p", "\(port)", "-T",
         "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
         "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes", "\(account)@127.0.0.1"]
    }

    /// `ssh` as `ssh` above, with the key `key` (a file in `directory`, made by `newKey`) and a pty or none.
    public func ssh(key: String, tty: Bool = false) -> [String] {
        var command = ssh
        command[4] = file(key)
        if tty { command[7] = "-tt" }
        return command
    }

    /// A new ed25519 key pair in `directory`, `name` and `name.pub`.
    public func newKey(_ name: String) throws {
        let status = ChildProcess.run(["/usr/bin/ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", file(name)],
                                      output: file(name + ".log"))
        guard status == 0 else { throw SystemError("ssh-keygen (status \(status))", code: EIO) }
    }

    /// The same as one shell command line, for `join --via`.
    public var via: String { ssh.map(Self.shellQuoted).joined(separator: " ") }

    /// What sshd wrote (`-e`: its log goes to standard error, kept in a file).
    public var log: String { ChildProcess.read(file("sshd.log")) }

    /// Starts sshd and waits (at most 10 s) until it takes connections.
    /// `program` is the `threeducks` the forced command runs; `rooms` the
    /// rooms directory the relay is to use. Throws `Unavailable` when sshd
    /// is not installed, cannot have its privilege separation directory, or
    /// exits at once; other errors when something else fails.
    ///
    /// With a `dropIn` (a Three Ducks server's, `threeducks serve
    /// --sshd-config --account ACCOUNT`), its lines follow the test's own
    /// (port, host key, no PAM) as they follow Debian's sshd_config, and no
    /// authorized_keys is written: the drop-in lets keys in itself.
    public init(program: String, rooms: String, dropIn: String? = nil) throws {
        for tool in ["/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"] where access(tool, X_OK) != 0 {
            throw Unavailable(reason: "\(tool) is not installed (make deps installs openssh-server and openssh-client)")
        }
        var info = stat()
        if stat("/run/sshd", &info) != 0 {
            // sshd wants its privilege separation directory; only root can make it.
            guard geteuid() == 0, mkdir("/run/sshd", 0o755) == 0 || errno == EEXIST else {
                throw Unavailable(reason: "sshd needs /run/sshd, and this process is not root to make it")
            }
        }
        guard let account = Accounts.name(of: geteuid()) else {
            throw Unavailable(reason: "this process's uid \(geteuid()) has no account name for ssh to log in as")
        }
        self.account = account
        guard let directory = ChildProcess.temporaryDirectory("td-sshd") else { throw SystemError("mkdtemp") }
        self.directory = directory
        do {
            for key in ["host_key", "user_key"] {
                let status = ChildProcess.run(["/usr/bin/ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "td-test",
                                               "-f", directory + "/" + key], output: directory + "/keygen.log")
                guard status == 0 else {
                    throw SystemError("ssh-keygen (status \(status)): \(ChildProcess.read(directory + "/keygen.log"))", code: EIO)
                }
            }
            let publicKey = ChildProcess.read(directory + "/user_key.pub").split(separator: "\n").first.map(String.init) ?? ""
            // The line docs/network.md gives, with this build's program.
            if dropIn == nil {
                try Self.write("restrict,command=\"\(program) relay\" \(publicKey)\n", to: directory + "/authorized_keys")
            }
            let freePort = try Self.freePort()
            port = freePort
            try Self.write("""
                Port \(freePort)
                ListenAddress 127.0.0.1
                HostKey \(directory)/host_key
                PidFile none
                AuthorizedKeysFile \(directory)/authorized_keys
                StrictModes no
                UsePAM no
                PubkeyAuthentication yes
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                PermitRootLogin prohibit-password
                AllowTcpForwarding no
                X11Forwarding no
                MaxStartups 1000
                MaxSessions 1000
                SetEnv \(RoomDirectory.variable)=\(rooms)

                """ + (dropIn.map { "Subsystem sftp internal-sftp\n" + $0 } ?? ""), to: directory + "/sshd_config")
            guard let pid = ChildProcess.spawn(["/usr/sbin/sshd", "-D", "-e", "-f", directory + "/sshd_config"],
                                               output: directory + "/sshd.log") else {
                throw SystemError("cannot start sshd")
            }
            self.pid = pid
        } catch {
            ChildProcess.removeTree(directory)
            throw error
        }
        // Bounded: until it takes connections, or 10 s.
        let deadline = monotonicNow() + 10_000_000_000
        while !Self.accepts(self.port) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let last = log.split(separator: "\n").last.map(String.init) ?? "no word"
                ChildProcess.removeTree(directory)
                throw Unavailable(reason: "sshd could not start here: \(last)")
            }
            guard monotonicNow() < deadline else {
                stop()
                throw SystemError("sshd did not listen within 10 s", code: ETIMEDOUT)
            }
            usleep(20_000)
        }
    }

    deinit { stop() }

    private var stopped = false

    /// Stops sshd (its sessions end with it) and removes the directory.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        _ = ChildProcess.wait(for: pid)
        ChildProcess.removeTree(directory)
    }

    // MARK: - Small helpers, Glibc only

    /// `'word'`, with single quotes inside spelled as `'\''`.
    public static func shellQuoted(_ word: String) -> String {
        "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    private static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw SystemError("open \(path)") }
        defer { close(fd) }
        var text = text
        let written = text.withUTF8 { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == text.utf8.count else { throw SystemError("write \(path)") }
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// A port on 127.0.0.1 that nothing listens on now.
    private static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw SystemError("bind 127.0.0.1:0") }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func accepts(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
