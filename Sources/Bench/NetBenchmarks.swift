import Foundation
import GameCore
import GameNet
import LocalSSHD
import NetTransport
import StoreCore
import TerminalUI

/// Play across machines on one machine (issue 23). A room is a host (its
/// store, `HostRoom` through `NetHost`, the listener) on a thread of its own
/// and two protocol clients, bob and cy. ann (the host's seat) mismatches,
/// then bob flips every pair of the deal (he knows the seed; the protocol
/// does not tell him) and each flip is timed from bob's intent until cy has
/// read its event line.
///
/// - `net.flip.unix.p50`, `.p99`: that time, in milliseconds, on a 12×12
///   deal, both clients on the room's Unix socket.
/// - `net.bytes.flip`: bytes on the wire for one flip: bob's intent line and
///   the event line one other client reads, newlines included.
/// - `net.flip.ssh.p50`, `.p99`: the same with cy through a real sshd on
///   127.0.0.1 (`LocalSSHD`, throwaway keys, the forced relay of
///   docs/network.md): host → relay → sshd → ssh → cy.
/// - `net.rooms.*`: `NetRoomsRun.rooms` (200) such rooms at once in this
///   process, each playing a whole 6×6 game: flips a second over all of
///   them, the p99 of every flip, and the resident memory they add, per room.
func netBenchmarks() -> [Benchmark] {
    [Benchmark("net.flip.unix.p50", unit: "ms") { try NetFlipRun.unix.value.p50 },
     Benchmark("net.flip.unix.p99", unit: "ms") { try NetFlipRun.unix.value.p99 },
     Benchmark("net.bytes.flip", unit: "bytes") { try NetFlipRun.unix.value.bytesPerFlip },
     Benchmark("net.flip.ssh.p50", unit: "ms") { try NetFlipRun.ssh.value.p50 },
     Benchmark("net.flip.ssh.p99", unit: "ms") { try NetFlipRun.ssh.value.p99 },
     Benchmark("net.rooms.flips", unit: "flips/s") { try NetRoomsRun.shared.value.flipsPerSecond },
     Benchmark("net.rooms.p99", unit: "ms") { try NetRoomsRun.shared.value.p99 },
     Benchmark("net.rooms.memory", unit: "KiB/room") { try NetRoomsRun.shared.value.kibPerRoom }]
}

struct NetFailure: Error, CustomStringConvertible {
    let description: String
}

/// The `p`th percentile of sorted `values` (nearest rank).
func percentile(_ values: [Double], _ p: Double) -> Double {
    values[min(values.count - 1, max(0, Int((Double(values.count) * p).rounded(.up)) - 1))]
}

struct NetFlipRun {
    let p50: Double
    let p99: Double
    let bytesPerFlip: Double

    /// One run serves the three Unix figures, another the two ssh ones.
    nonisolated(unsafe) static let unix = Once { try measure(ssh: false) }
    nonisolated(unsafe) static let ssh = Once { try measure(ssh: true) }

    private static func measure(ssh: Bool) throws -> NetFlipRun {
        let board = Board(rows: 12, columns: 12)!
        let directory = RoomDirectory(path: NSTemporaryDirectory() + "threeducks-bench-rooms-\(getpid())")
        try directory.prepare()
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        // The relay over there: the installed program when `make bench` names it.
        let sshd = ssh ? try LocalSSHD(program: threeducksBinary(), rooms: directory.path) : nil
        defer { sshd?.stop() }
        let room = try BenchRoom("bench", board: board, seed: 2323, in: directory)
        defer { room.close() }
        let bob = try BenchClient(room: room.name, in: directory)
        defer { bob.close() }
        try bob.hello("bob")
        let cy = try sshd.map { try BenchClient(ssh: $0.ssh + [threeducksBinary(), "relay", room.name.text]) }
            ?? BenchClient(room: room.name, in: directory)
        defer { cy.close() }
        try cy.hello("cy")
        try cy.waitForTurnPassed()
        let flips = try room.play(bob: bob, cy: cy)
        let latencies = flips.map(\.milliseconds).sorted()
        return NetFlipRun(p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99),
                          bytesPerFlip: Double(flips.map(\.bytes).reduce(0, +)) / Double(flips.count))
    }
}

/// `net.rooms`: many rooms at once in this process (`THREEDUCKS_BENCH_ROOMS`,
/// 200 by default), each a `BenchRoom` (its listener's thread and its host's)
/// and two protocol clients on its socket, driven by a thread of its own.
/// Every room is set up and dealt first; then all play at once, bob flipping
/// the whole 6×6 deal pair by pair as in `net.flip.unix`.
///
/// The memory figure is this process's resident set (`VmRSS`, the larger of
/// the moment all rooms are dealt and the moment all games are over) less
/// its resident set before the first room opened, over the rooms. The
/// process holds the clients too (their connections and threads), so it
/// counts more than a host pays.
struct NetRoomsRun {
    let flipsPerSecond: Double
    let p99: Double
    let kibPerRoom: Double

    static var rooms: Int {
        ProcessInfo.processInfo.environment["THREEDUCKS_BENCH_ROOMS"].flatMap(Int.init).map { max(1, $0) } ?? 200
    }

    nonisolated(unsafe) static let shared = Once { try measure() }

    private static func measure() throws -> NetRoomsRun {
        let count = rooms
        let board = Board(rows: 6, columns: 6)!
        let directory = RoomDirectory(path: NSTemporaryDirectory() + "threeducks-bench-rooms-\(getpid())")
        try directory.prepare()
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        let before = residentKiB()

        final class Shared: @unchecked Sendable {
            let lock = NSLock()
            var latencies: [Double] = []
            var failures: [String] = []
            let ready = DispatchSemaphore(value: 0)
            let gate = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
        }
        let shared = Shared()
        var opened: [BenchRoom] = []
        defer { opened.forEach { $0.close() } }
        for index in 0..<count {
            let room = try BenchRoom("r\(index)", board: board, seed: UInt64(1000 + index), in: directory)
            opened.append(room)
            let driver = Thread {
                var clients: [BenchClient] = []
                defer { clients.forEach { $0.close() } }
                do {
                    let bob = try BenchClient(room: room.name, in: directory)
                    clients.append(bob)
                    try bob.hello("bob")
                    let cy = try BenchClient(room: room.name, in: directory)
                    clients.append(cy)
                    try cy.hello("cy")
                    try cy.waitForTurnPassed()
                    shared.ready.signal()
                    shared.gate.wait()
                    let flips = try room.play(bob: bob, cy: cy)
                    shared.lock.withLock { shared.latencies += flips.map(\.milliseconds) }
                } catch {
                    shared.lock.withLock { shared.failures.append("room r\(index): \(error)") }
                    shared.ready.signal()
                    shared.gate.wait()
                }
                shared.done.signal()
            }
            driver.stackSize = 512 * 1024
            driver.start()
        }
        for _ in 0..<count { shared.ready.wait() }
        if let failure = shared.lock.withLock({ shared.failures.first }) {
            for _ in 0..<count { shared.gate.signal() }
            for _ in 0..<count { shared.done.wait() }
            throw NetFailure(description: failure)
        }
        let dealt = residentKiB()
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<count { shared.gate.signal() }
        for _ in 0..<count { shared.done.wait() }
        let elapsed = clock.now - start
        let over = residentKiB()
        if let failure = shared.lock.withLock({ shared.failures.first }) { throw NetFailure(description: failure) }
        let latencies = shared.latencies.sorted()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return NetRoomsRun(flipsPerSecond: Double(latencies.count) / seconds, p99: percentile(latencies, 0.99),
                           kibPerRoom: Double(max(dealt, over) - before) / Double(count))
    }

    /// This process's resident set now (`VmRSS`), in KiB.
    static func residentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
}

/// The `threeducks` the relay runs: `THREEDUCKS_BINARY` (the installed one
/// `make bench` stages) or the one beside the bench.
func threeducksBinary() -> String {
    ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"] ?? siblingExecutable("threeducks")
}

/// One flip as measured: bob's intent until cy read its event, and the bytes of both lines.
struct TimedFlip {
    let milliseconds: Double
    let bytes: Int
}

/// A room this process hosts: the socket, the listener (its own thread),
/// and the host's run loop on a thread of its own, woken by the inbox's
/// descriptor as the terminal's run loop is. The host waits in the lobby
/// until three are seated (ann, bob, cy), deals, and plays ann's mismatch;
/// the turn is then bob's.
final class BenchRoom: @unchecked Sendable {
    let name: RoomName
    let board: Board
    let seed: UInt64
    private let room: OpenRoom
    private let listener: HostListener
    private let stop = Atomic(false)
    private let stopped = DispatchSemaphore(value: 0)

    init(_ name: String, board: Board, seed: UInt64, in directory: RoomDirectory) throws {
        self.name = try RoomName(name)
        self.board = board
        self.seed = seed
        room = try OpenRoom.open(self.name, in: directory)
        let inbox = try EventInbox<HostListener.Event>.opened()
        // The flood limit raised for the run: a player is held to 50 lines a second.
        listener = try HostListener(room: room, configuration: HostListener.Configuration(
            allow: AllowList(host: geteuid()), flood: FloodLimit(linesPerSecond: 100_000, bytesPerSecond: 100_000_000)),
            onEvent: { inbox.post($0) })
        try listener.start()
        let thread = Thread { [listener, stop, stopped] in
            let link = HostLink(wake: inbox.wakeDescriptor, drain: { inbox.drain() },
                                send: { listener.send($0, to: $1) }, close: { listener.close($0, reason: "") })
            let scheduler = ManualScheduler()
            let table = NetHost(room: HostRoom(host: "ann", board: board), link: link, now: { scheduler.now })
            func sleep() {
                var entry = pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, 50)
            }
            defer { stopped.signal() }
            while table.room.lineup.count < 3, !stop.value { sleep(); table.drain() }
            guard !stop.value else { return }
            var configuration = Game.Configuration()
            configuration.board = board
            configuration.seed = seed
            configuration.seedSequence = true  // the same games every run
            configuration.players = table.room.lineup
            let store = Game.makeStore(configuration, scheduler: scheduler, extra: [table.middleware])
            table.store = store
            store.send(.launched)
            store.send(.startTapped)
            // ann mismatches, and the turn passes to bob.
            let animals = Deck.shuffled(board, seed: seed)
            store.send(.cardFlipped(id: 0))
            store.send(.cardFlipped(id: animals.firstIndex { $0 != animals[0] }!))
            scheduler.advance(by: .seconds(5))
            while !stop.value {
                sleep()
                table.drain()
            }
        }
        thread.stackSize = 1024 * 1024
        thread.start()
    }

    /// Stops the host's thread, then the listener, and closes the room.
    func close() {
        stop.value = true
        stopped.wait()
        listener.stop()
        room.close()
    }

    /// bob flips every pair of the deal; each flip timed until cy read it.
    func play(bob: BenchClient, cy: BenchClient) throws -> [TimedFlip] {
        let animals = Deck.shuffled(board, seed: seed)
        var flips: [TimedFlip] = []
        let clock = ContinuousClock()
        for first in animals.indices {
            guard let second = animals.indices.first(where: { $0 > first && animals[$0] == animals[first] }) else { continue }
            for card in [first, second] {
                let intent = ClientMessage.flip(card: card).line
                let start = clock.now
                bob.connection.send(intent)
                let line = try cy.waitFor { $0.contains("\"cardFlipped\"") && $0.contains("\"id\":\(card)}") }
                flips.append(TimedFlip(milliseconds: milliseconds(clock.now - start),
                                       bytes: intent.utf8.count + 1 + line.utf8.count + 1))
                bob.discard()
            }
        }
        return flips
    }
}

/// A protocol client: a connection and the inbox its events go to.
final class BenchClient {
    let inbox: EventInbox<ClientConnection.Event>
    let connection: ClientConnection

    /// On the room's socket, on this machine.
    init(room: RoomName, in directory: RoomDirectory) throws {
        let inbox = try EventInbox<ClientConnection.Event>.opened()
        self.inbox = inbox
        connection = try ClientConnection.toRoom(room, in: directory, onEvent: { inbox.post($0) })
    }

    /// Through a command (ssh … threeducks relay ROOM).
    init(ssh arguments: [String]) throws {
        let inbox = try EventInbox<ClientConnection.Event>.opened()
        self.inbox = inbox
        connection = try ClientConnection.spawning(arguments, label: "ssh", onEvent: { inbox.post($0) })
    }

    func close() { connection.close() }

    /// Says hello as `name` and waits for the welcome.
    func hello(_ name: String) throws {
        connection.send(ClientMessage.hello(.init(name: name)).line)
        try waitFor { $0.contains("\"welcome\"") }
    }

    /// Waits until ann's mismatch is turned down: the turn is bob's.
    func waitForTurnPassed() throws {
        try waitFor { $0.contains("mismatchDelayElapsed") }
    }

    /// Lines received and not yet looked at: a wait returns at its line, and
    /// the lines after it in the same batch (the welcome and the deal's first
    /// events come together) are kept for the next wait.
    private var pending: [ClientConnection.Event] = []

    /// The first line received that `matches`, within 30 s; the lines before it are dropped.
    @discardableResult
    func waitFor(_ matches: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            while !pending.isEmpty {
                switch pending.removeFirst() {
                case .line(let text) where matches(text): return text
                case .closed(let reason, _): throw NetFailure(description: "the connection closed: \(reason)")
                default: continue
                }
            }
            guard ContinuousClock.now < deadline else { throw NetFailure(description: "no such line within 30 s") }
            pending = inbox.wait(milliseconds: 100)
        }
    }

    /// Drops what came and was not waited for.
    func discard() {
        pending.removeAll()
        _ = inbox.drain()
    }
}

/// A flag two threads share.
final class Atomic<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
