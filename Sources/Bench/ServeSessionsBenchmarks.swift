import CPty
import Foundation
import GameCore
import GameServer
import LocalSSHD
import ServerStorage

/// Many players at once on a Three Ducks server through a real sshd on
/// 127.0.0.1 (issue 33): each its own key and `ssh -tt … daily --board
/// easy`, on a pty of its own, all in their games together; then every
/// session flips two cards, one at a time, each timed from the key written
/// to the flip drawn (`Moves: N` on that session's screen), while the
/// others' clocks tick. The memory is every process under sshd (its
/// sessions' sshd processes and the games), proportional set size, less
/// the listening sshd's, shared by the sessions. The ssh clients run on
/// this machine too, so the figures are a floor for a server alone.
final class ServeSessionsRun {
    nonisolated(unsafe) static let shared = Once { try ServeSessionsRun.measure() }
    /// THREEDUCKS_BENCH_SESSIONS says how many (500, the goal, by default).
    static var target: Int { ProcessInfo.processInfo.environment["THREEDUCKS_BENCH_SESSIONS"].flatMap(Int.init) ?? 500 }

    let sessions: Int
    let p99: Double
    let kibPerSession: Double

    private init(sessions: Int, p99: Double, kibPerSession: Double) {
        self.sessions = sessions
        self.p99 = p99
        self.kibPerSession = kibPerSession
    }

    /// One player's session: the pty's master and what it has shown.
    final class Session {
        let pid: pid_t
        let master: Int32
        var shown: [UInt8] = []

        init(pid: pid_t, master: Int32) {
            self.pid = pid
            self.master = master
        }

        /// Reads what is there, waiting at most `milliseconds` for the first bytes.
        func drain(waitingUpTo milliseconds: Int32) {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, milliseconds) > 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { shown.append(contentsOf: buffer[0..<count]) }
            // Only the tail is searched: keep it short.
            if shown.count > 200_000 { shown.removeFirst(shown.count - 100_000) }
        }

        func shows(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            guard shown.count >= needle.count else { return false }
            return shown.indices.dropLast(needle.count - 1).contains { shown[$0..<$0 + needle.count].elementsEqual(needle) }
        }

        func end() {
            kill(pid, SIGTERM)
            close(master)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    static func measure() throws -> ServeSessionsRun {
        let directory = try LargeHistory.makeDirectory("serve-sessions-\(UUID().uuidString)")
        let database = directory + "/server.sqlite"
        let user = String(cString: getpwuid(geteuid()).pointee.pw_name)
        let dropIn = try runCapturing([threeducksBinary(), "serve", "--sshd-config", "--account", user,
                                       "--database", database, "--server-name", "bench"])
        let sshd: LocalSSHD
        do {
            sshd = try LocalSSHD(program: threeducksBinary(), rooms: directory + "/rooms", dropIn: dropIn)
        } catch let unavailable as LocalSSHD.Unavailable {
            throw BenchError("sshd cannot run here: \(unavailable.reason)")
        }
        defer { sshd.stop() }
        // The players: a key each, named in the database (as `name` would).
        let store = try SQLiteServerStore(path: database)
        for index in 0..<target {
            try sshd.newKey("k\(index)")
            let line = try String(contentsOfFile: sshd.file("k\(index).pub"), encoding: .utf8).split(separator: " ")
            guard line.count >= 2, let key = PlayerKey(type: String(line[0]), base64: line[1]) else { throw BenchError("key \(index) unreadable") }
            try store.setName("p\(index)", key: "p\(index)", for: key.fingerprint)
        }
        let baseline = pssKiB(under: sshd.pid)
        var sessions: [Session] = []
        defer { sessions.forEach { $0.end() } }
        let environment = ["PATH=/usr/bin:/bin", "TERM=xterm-256color"]
        // In batches, each batch on its board before the next starts: sshd's own MaxStartups counts unauthenticated ones.
        for batchStart in stride(from: 0, to: target, by: 25) {
            var batch: [Session] = []
            for index in batchStart..<min(target, batchStart + 25) {
                let argv = sshd.ssh(key: "k\(index)", tty: true) + ["daily", "--board", "easy"]
                var pid: pid_t = 0
                let master = withCStrings(["/usr/bin/ssh"] + argv.dropFirst()) { cArgv in
                    withCStrings(environment) { cEnv in cpty_spawn("/usr/bin/ssh", cArgv, cEnv, 24, 80, &pid) }
                }
                guard master >= 0 else { throw BenchError("cannot start ssh: \(String(cString: strerror(errno)))") }
                batch.append(Session(pid: pid, master: master))
            }
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline, batch.contains(where: { !$0.shows("q give up") }) {
                for session in batch where !session.shows("q give up") { session.drain(waitingUpTo: 5) }
                for session in sessions { session.drain(waitingUpTo: 0) }
            }
            sessions += batch.filter { $0.shows("q give up") }
            batch.filter { !$0.shows("q give up") }.forEach { $0.end() }
        }
        guard !sessions.isEmpty else { throw BenchError("no session reached its game: \(sshd.log.suffix(400))") }
        let kib = Double(pssKiB(under: sshd.pid) - baseline) / Double(sessions.count)
        // Two flips each, one session at a time, the others ticking. The renderer writes only
        // the cells that change: a flip is drawn when the card's face name (on its top edge) comes.
        let animals = Deck.shuffled(.easy, seed: DailyDeal.seed(date: DailyDeal.date(of: Date()), board: .easy))
        var times: [Double] = []
        for (flip, key) in ["a", "b"].enumerated() {
            let drawn = animals[flip].name
            for session in sessions {
                for other in sessions { other.drain(waitingUpTo: 0) }
                session.shown.removeAll()
                let started = ContinuousClock.now
                _ = key.utf8CString.withUnsafeBufferPointer { write(session.master, $0.baseAddress, 1) }
                let deadline = started + .seconds(10)
                while !session.shows(drawn), ContinuousClock.now < deadline { session.drain(waitingUpTo: 20) }
                guard session.shows(drawn) else { throw BenchError("a flip was not drawn within 10 s") }
                times.append(milliseconds(ContinuousClock.now - started))
            }
        }
        return ServeSessionsRun(sessions: sessions.count, p99: percentile(times, 99), kibPerSession: kib)
    }

    /// The proportional set size, in KiB, of every process under `root` (not `root` itself).
    static func pssKiB(under root: pid_t) -> Int {
        var children: [pid_t: [pid_t]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
        }
        var total = 0
        var stack = children[root] ?? []
        while let pid = stack.popLast() {
            stack += children[pid] ?? []
            let rollup = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
            if let line = rollup.split(separator: "\n").first(where: { $0.hasPrefix("Pss:") }),
               let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
                total += kib
            }
        }
        return total
    }

    /// A program's standard output, whole.
    static func runCapturing(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
