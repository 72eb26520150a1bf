import Foundation
import GameCore
import GameNet
import NetTransport
import StoreCore
import TerminalUI

/// Play across machines on one machine (issue 23): a host (its store,
/// `HostRoom` through `NetHost`, the listener) on a thread of its own and
/// two protocol clients on the room's Unix socket. bob flips the pairs of a
/// 12×12 deal (he knows the seed; the protocol does not tell him) and each
/// flip is timed from bob's intent until cy has read its event line.
///
/// - `net.flip.unix.p50`, `.p99`: that time, in milliseconds.
/// - `net.bytes.flip`: bytes on the wire for one flip: bob's intent line and
///   the event line one other client reads, newlines included.
func netBenchmarks() -> [Benchmark] {
    [Benchmark("net.flip.unix.p50", unit: "ms") { try NetFlipRun.shared().p50 },
     Benchmark("net.flip.unix.p99", unit: "ms") { try NetFlipRun.shared().p99 },
     Benchmark("net.bytes.flip", unit: "bytes") { try NetFlipRun.shared().bytesPerFlip }]
}

struct NetFlipRun {
    let p50: Double
    let p99: Double
    let bytesPerFlip: Double

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    nonisolated(unsafe) private static var result: Result<NetFlipRun, Error>?

    /// One run serves all three figures.
    static func shared() throws -> NetFlipRun {
        if let result { return try result.get() }
        let run = Result { try measure() }
        result = run
        return try run.get()
    }

    private static func measure() throws -> NetFlipRun {
        let board = Board(rows: 12, columns: 12)!
        let seed: UInt64 = 2323
        let directory = RoomDirectory(path: NSTemporaryDirectory() + "threeducks-bench-rooms-\(getpid())")
        try directory.prepare()
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        let name = try RoomName("bench")
        let room = try OpenRoom.open(name, in: directory)
        defer { room.close() }
        let inbox = try EventInbox<HostListener.Event>()
        let listener = try HostListener(room: room, configuration: HostListener.Configuration(
            allow: AllowList(host: geteuid()), flood: FloodLimit(linesPerSecond: 100_000, bytesPerSecond: 100_000_000)),
            onEvent: { inbox.post($0) })
        try listener.start()
        defer { listener.stop() }

        // The host's thread: the lobby until three are seated, then the game.
        let stop = Atomic(false)
        let host = Thread {
            let link = HostLink(wake: inbox.wakeDescriptor, drain: { inbox.drain().map(linkEvent) },
                                send: { listener.send($0, to: $1) }, close: { listener.close($0, reason: "") })
            let scheduler = ManualScheduler()
            let table = NetHost(room: HostRoom(host: "ann", board: board), link: link, now: { scheduler.now })
            // Woken as the terminal's run loop is, by the inbox's descriptor; `drain` takes the events.
            func sleep() {
                var entry = pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, 50)
            }
            while table.room.lineup.count < 3, !stop.value { sleep(); table.drain() }
            var configuration = Game.Configuration()
            configuration.board = board
            configuration.seed = seed
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
        host.start()
        defer { stop.value = true }

        let bobInbox = try EventInbox<ClientConnection.Event>()
        let cyInbox = try EventInbox<ClientConnection.Event>()
        let bob = try ClientConnection.toRoom(name, in: directory, onEvent: { bobInbox.post($0) })
        defer { bob.close() }
        bob.send(ClientMessage.hello(.init(name: "bob")).line)
        try waitFor(bobInbox) { $0.contains("\"welcome\"") }
        let cy = try ClientConnection.toRoom(name, in: directory, onEvent: { cyInbox.post($0) })
        defer { cy.close() }
        cy.send(ClientMessage.hello(.init(name: "cy")).line)
        // The turn is bob's once the mismatch is turned down.
        try waitFor(cyInbox) { $0.contains("mismatchDelayElapsed") }

        let animals = Deck.shuffled(board, seed: seed)
        var latencies: [Double] = []
        var bytes = 0
        let clock = ContinuousClock()
        for first in animals.indices {
            guard let second = animals.indices.first(where: { $0 > first && animals[$0] == animals[first] }) else { continue }
            for card in [first, second] {
                let intent = ClientMessage.flip(card: card).line
                let start = clock.now
                bob.send(intent)
                let line = try waitFor(cyInbox) { $0.contains("\"cardFlipped\"") && $0.contains("\"id\":\(card)}") }
                latencies.append(milliseconds(clock.now - start))
                bytes += intent.utf8.count + 1 + line.utf8.count + 1
                _ = bobInbox.drain()
            }
        }
        latencies.sort()
        func percentile(_ p: Double) -> Double { latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)] }
        return NetFlipRun(p50: percentile(0.5), p99: percentile(0.99), bytesPerFlip: Double(bytes) / Double(latencies.count))
    }

    private static func linkEvent(_ event: HostListener.Event) -> HostLinkEvent {
        switch event {
        case .opened(let id, _, let account): .opened(id, account: account)
        case .line(let id, let text): .line(id, text)
        case .closed(let id, let reason): .closed(id, reason: reason)
        case .refused(_, let account, let reason): .refused(account: account, reason: reason)
        }
    }

    /// The first line `inbox` receives that `matches`, within 10 s.
    @discardableResult
    private static func waitFor(_ inbox: EventInbox<ClientConnection.Event>, _ matches: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            for event in inbox.wait(milliseconds: 100) {
                switch event {
                case .line(let text) where matches(text): return text
                case .closed(let reason): throw Failure(description: "the connection closed: \(reason)")
                default: continue
                }
            }
        }
        throw Failure(description: "no such line within 10 s")
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
