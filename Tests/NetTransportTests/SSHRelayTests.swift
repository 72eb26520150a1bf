import Glibc
import NetTransport
import Testing

/// Play across machines through OpenSSH, on this machine: the test starts
/// its own `sshd` on 127.0.0.1 on a free port, with a throwaway host key and
/// user key and an `authorized_keys` line that forces the relay, exactly as
/// docs/network.md shows it. It skips, saying why, when sshd cannot run here.
@Suite(.serialized) struct SSHRelayTests {

    /// A running sshd and what a client needs to reach it.
    final class Server {
        let temp = TestDirectory()
        let port: UInt16
        let pid: pid_t
        let account: String

        var userKey: String { temp.file("user_key") }

        /// The ssh command line up to the remote command, as `join` would run it.
        var ssh: [String] {
            ["ssh", "-F", "/dev/null", "-i", userKey, "-p", "\(port)", "-T",
             "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
             "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes", "\(account)@127.0.0.1"]
        }

        init(rooms: RoomDirectory) throws {
            for program in ["/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"] where access(program, X_OK) != 0 {
                try skipTest("\(program) is not installed (make deps installs openssh-server and openssh-client)")
            }
            var info = stat()
            if stat("/run/sshd", &info) != 0 {
                // sshd wants its privilege separation directory; only root can make it.
                guard geteuid() == 0, mkdir("/run/sshd", 0o755) == 0 || errno == EEXIST else {
                    try skipTest("sshd needs /run/sshd, and this test is not root to make it")
                    throw SystemError("skipped", code: 0)
                }
            }
            account = try #require(Accounts.name(of: geteuid()))
            for key in ["host_key", "user_key"] {
                let made = BuiltProgram.run(["/usr/bin/ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "td-test",
                                             "-f", temp.file(key)], environment: ["PATH=/usr/bin:/bin"], in: temp)
                guard made.status == 0 else { throw SystemError("ssh-keygen: \(made.stderr)", code: EIO) }
            }
            let publicKey = BuiltProgram.read(temp.file("user_key.pub")).split(separator: "\n").first.map(String.init) ?? ""
            // The line docs/network.md gives, with this build's program.
            let line = "restrict,command=\"\(BuiltProgram.path) relay\" \(publicKey)\n"
            try Self.write(line, to: temp.file("authorized_keys"))
            port = try Self.freePort()
            try Self.write("""
                Port \(port)
                ListenAddress 127.0.0.1
                HostKey \(temp.file("host_key"))
                PidFile none
                AuthorizedKeysFile \(temp.file("authorized_keys"))
                StrictModes no
                UsePAM no
                PubkeyAuthentication yes
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                PermitRootLogin prohibit-password
                AllowTcpForwarding no
                X11Forwarding no
                SetEnv \(RoomDirectory.variable)=\(rooms.path)

                """, to: temp.file("sshd_config"))
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, temp.file("sshd.log"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            let arguments: [String] = ["/usr/sbin/sshd", "-D", "-e", "-f", temp.file("sshd_config")]
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = [strdup("PATH=/usr/bin:/bin:/usr/sbin")] + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, "/usr/sbin/sshd", &actions, nil, argv, envp) == 0 else {
                throw SystemError("cannot start sshd", code: errno)
            }
            self.pid = pid
            // Bounded: until it takes connections, or 10 s.
            let deadline = monotonicNow() + 10_000_000_000
            while !Self.accepts(port) {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    try skipTest("sshd could not start here: \(BuiltProgram.read(temp.file("sshd.log")).split(separator: "\n").last ?? "")")
                }
                guard monotonicNow() < deadline else { throw SystemError("sshd did not listen within 10 s", code: ETIMEDOUT) }
                usleep(20_000)
            }
        }

        deinit {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }

        var log: String { BuiltProgram.read(temp.file("sshd.log")) }

        private static func write(_ text: String, to path: String) throws {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard fd >= 0 else { throw SystemError("open \(path)") }
            defer { close(fd) }
            var text = text
            text.withUTF8 { _ = Glibc.write(fd, $0.baseAddress, $0.count) }
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

    @Test func aLineGoesThroughSSHAndTheRelayToTheHostAndBack() throws {
        let host = try RelayProgramTests.Host()
        let server = try Server(rooms: host.temp.rooms)
        let events = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.spawning(server.ssh + ["threeducks", "relay", "ann"], label: "ssh",
                                                   onEvent: events.post)
        guard case .opened(let id, let peer, let account)? = host.events.wait(for: { if case .opened = $0 { true } else { false } })
        else {
            Issue.record("the relay never reached the room; sshd said: \(server.log)")
            client.close()
            return
        }
        #expect(peer.uid == geteuid() && account == server.account, "the relay runs as the ssh account")
        client.send("flip over ssh")
        #expect(host.events.wait { $0 == .line(id, "flip over ssh") } != nil)
        host.listener.send("seen over ssh", to: id)
        #expect(events.wait { $0 == .line("seen over ssh") } != nil)
        host.listener.close(id, reason: "game over")
        #expect(events.wait { $0 == .line("error game over") } != nil)
        #expect(events.wait { $0 == .closed(reason: "ssh ended") } != nil)
    }

    @Test func theForcedCommandRefusesAnythingButRelay() throws {
        let host = try RelayProgramTests.Host()
        let server = try Server(rooms: host.temp.rooms)
        let shell = BuiltProgram.run(server.ssh + ["cat", "/etc/passwd"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(shell.status == 64, "sshd said: \(server.log)")
        #expect(shell.stderr == "threeducks: this key runs only `threeducks relay ROOM`, not \"cat /etc/passwd\"\n")
        #expect(shell.stdout == "")
        let login = BuiltProgram.run(server.ssh, environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(login.status == 64)
        #expect(login.stderr.hasPrefix("threeducks: this key runs only `threeducks relay ROOM`: name a room"))
        let missing = BuiltProgram.run(server.ssh + ["threeducks", "relay", "bob"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(missing.status == 69, "ssh passes the relay's status on")
        #expect(missing.stderr == "threeducks: no room named bob on this machine (open rooms: ann)\n")
        let list = BuiltProgram.run(server.ssh + ["threeducks", "relay", "--list"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(list.stdout == "ann\t\(server.account)\n")
        #expect(!host.events.events.contains { if case .opened = $0 { true } else { false } }, "nothing reached the room")
    }
}
