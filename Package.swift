// swift-tools-version: 6.0
import PackageDescription

/// Three Ducks: a card-matching memory game for the terminal, built on a small
/// Redux-style store. Dependencies point inward:
/// threeducks → TerminalUI, GameStorage, GameNet → GameCore → StoreCore; only
/// TerminalUI sees CNcurses. The graph is the one docs/architecture.md draws,
/// and ModuleBoundaryTests holds each module's imports to it. GameStorage
/// reads and writes the game's files, and its `DurableFile.replace` is the one
/// way a file is written whole (the command line writes the host's room file
/// and a seat's token through it). GameNet → NetTransport (sockets and
/// processes for play across machines, the rooms' directory), which knows no
/// game: only StoreCore's inbox and pipe. The command line runs the host's
/// lobby and the joiner's loop; TerminalUI draws and reads keys, and knows
/// nothing of the network. Every lock file is taken through FileLocking's
/// `FileLock`, below both GameStorage and NetTransport. Every exit status is
/// SysExits' `ExitStatus`, which imports nothing.
let package = Package(
    name: "ThreeDucks",
    // The store's API counts time in `Duration`.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    // The store is the one part meant for other packages; the game's modules
    // are this package's own (`package` access).
    products: [
        .executable(name: "threeducks", targets: ["threeducks"]),
        .library(name: "StoreCore", targets: ["StoreCore"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: the DocC catalogs of StoreCore and StoreTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The server's own database (docs/server.md): SQLite through GRDB, in `threeducks-server` only.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Several servers on one PostgreSQL (docs/server.md): postgres-nio, and the parts of SwiftNIO the
        // store names itself, in `threeducks-server` only (never the player's `threeducks`).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // No pkgConfig: its -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600 are flags SwiftPM refuses (and
        // warned of on every build); the shim defines what they were for, and the module map links
        // ncursesw and tinfo as pkg-config's --libs says. libncurses-dev provides them (make deps).
        .systemLibrary(name: "CNcurses"),
        // DWARF 4: valgrind 3.19 (Debian 12's), which the bench runs itself under, cannot read clang's DWARF 5.
        .target(name: "CPty", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "StoreCore"),
        // The one structural diff (field by field, on Mirror) that the test store's failures,
        // the inspector, `inspect` and `--trace` all print (docs/inspector.md).
        .target(name: "StateDiff"),
        .target(name: "StoreTesting", dependencies: ["StoreCore", "StateDiff"]),
        .target(name: "GameCore", dependencies: ["StoreCore", "StateDiff"]),
        // Fakes of the game's ports (scores in memory, a counting bell), for tests and the bench only.
        .target(name: "GameTesting", dependencies: ["GameCore", "StoreCore"]),
        // The scores file, history, journal and recordings: every file the game reads or writes,
        // and the one writer of whole files (`DurableFile.replace`).
        .target(name: "GameStorage", dependencies: ["FileLocking", "GameCore", "StateDiff", "StoreCore"]),
        .target(name: "TerminalUI", dependencies: ["GameCore", "StoreCore", "CNcurses"]),
        // Bytes and processes for play across machines (docs/network.md): line framing, rooms'
        // Unix sockets, peer credentials, the host's listener, the client's connection, the relay.
        // Glibc, the lock, StoreCore's inbox and wake pipe and the exit statuses only: it knows
        // nothing of the game, and the protocol above it sees only lines.
        .target(name: "NetTransport", dependencies: ["FileLocking", "StoreCore", "SysExits"]),
        // The one way the program locks a file (`FileLock`): the scores and history, the journal,
        // a room, a seat's token. Glibc only, below both GameStorage and NetTransport.
        .target(name: "FileLocking"),
        // The program's exit statuses by sysexits.h's names (`ExitStatus`): the one table every
        // command, the relay and `join` exit with; the C copier's header is checked against it.
        .target(name: "SysExits"),
        // Play across machines, without sockets: the protocol's messages, the commitment, the
        // host's authority (`HostRoom`) and the client's view of it (`ClientMirror`), all values, and
        // `NetHost`, the room between the listener's events (NetTransport's, as they are) and the store.
        .target(name: "GameNet", dependencies: ["GameCore", "NetTransport", "StoreCore"]),
        .executableTarget(
            name: "threeducks",
            dependencies: [
                "TerminalUI", "GameStorage", "GameCore", "GameNet", "StoreCore", "NetTransport", "FileLocking", "SysExits",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The relay's copier (docs/network.md): `threeducks relay` execs it once connected to the
        // room, so each remote player's relay process is a small C program. Plain C, libc only.
        // swiftc links every product: -nostartfiles leaves out Swift's image registration (swiftrt.o), so
        // nothing pulls in the Swift runtime, and -static-executable links libc in: a program needing no
        // library, about 0.6 MiB resident (linked like a Swift program it was 3.8). Release builds
        // only (what is installed and measured): a sanitized debug build (make test-store-sanitizers)
        // cannot link a static executable against the sanitizer's runtime.
        .executableTarget(name: "threeducks-relay-copy", path: "Sources/RelayCopy",
                          linkerSettings: [.unsafeFlags(["-nostartfiles", "-static-executable"],
                                                        .when(configuration: .release))]),
        // A Three Ducks server (docs/server.md): what a session on the server's account asks (the
        // key that logged in, the command), the drop-in that makes an account a server, the port
        // to its database and `--database`'s PostgreSQL URL. Values and rules only: no file, no database.
        .target(name: "GameServer", dependencies: ["GameCore", "GameNet", "SysExits"]),
        // The server's database behind GameServer's port, two engines: SQLite through GRDB, and
        // PostgreSQL through postgres-nio (which bring all of Foundation and SwiftNIO, so they live in
        // the server's own program, never in the player's `threeducks`).
        .target(name: "ServerStorage", dependencies: [
            "GameCore", "GameServer", .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "Logging", package: "swift-log"),
        ]),
        // The server's program: `threeducks serve` execs it (found as the relay's copier is).
        .executableTarget(
            name: "threeducks-server",
            dependencies: ["GameServer", "ServerStorage", "GameCore", "GameStorage", "NetTransport", "StoreCore", "SysExits", "TerminalUI",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/ThreeDucksServer"
        ),
        .executableTarget(
            name: "threeducks-bench",
            dependencies: ["StoreCore", "GameCore", "GameNet", "GameStorage", "GameTesting", "NetTransport", "TerminalUI", "CPty", "LocalSSHD",
                           "GameServer", "ServerStorage", "LocalPostgres", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/Bench"
        ),
        // Fuzzing (docs/fuzzing.md): one check per parser, and one executable per check that
        // `make fuzz` builds with libFuzzer; a plain build gives each a main that checks files once.
        .target(name: "CLibFuzzer", path: "Sources/Fuzz/CLibFuzzer"),
        .target(name: "FuzzChecks", dependencies: ["GameStorage", "GameCore", "GameNet", "CLibFuzzer"], path: "Sources/Fuzz/Checks"),
        .executableTarget(name: "fuzz-recording", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Recording"),
        .executableTarget(name: "fuzz-scores", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Scores"),
        .executableTarget(name: "fuzz-protocol", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Protocol"),
        // The small Counter feature the store's tests and the ActionRecorder tests share.
        .target(name: "CounterFeature", dependencies: ["StoreCore"], path: "Tests/Support/CounterFeature"),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore", "StoreTesting", "CounterFeature"]),
        .testTarget(name: "StateDiffTests", dependencies: ["StateDiff"]),
        .testTarget(name: "FileLockingTests", dependencies: ["FileLocking"]),
        // The one spawn-and-wait of the test-support servers and of the built programs the transport's
        // tests run (`ChildProcess`: files in and out, an environment of its own). Glibc only; test
        // support, so never in the player's binary (NetTransport's `RemoteCommand.run` is the player's).
        .target(name: "ChildProcesses", path: "Tests/Support/ChildProcesses"),
        // A real sshd on 127.0.0.1 with throwaway keys, forcing the relay (docs/network.md): one copy
        // for the transport's tests, the end-to-end test through ssh and the bench's net.flip.ssh.
        .target(name: "LocalSSHD", dependencies: ["ChildProcesses", "NetTransport"], path: "Tests/Support/LocalSSHD"),
        .testTarget(name: "NetTransportTests", dependencies: ["ChildProcesses", "NetTransport", "SysExits", "LocalSSHD", "StoreCore"]),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "GameTesting", "StateDiff", "StoreCore", "StoreTesting"]),
        .testTarget(name: "GameStorageTests", dependencies: ["CounterFeature", "GameStorage", "GameCore", "GameTesting", "StoreCore", "StoreTesting"]),
        // The snapshots are read from the source tree (#filePath), not bundled.
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "GameCore", "GameTesting", "StoreCore"],
                    exclude: ["Snapshots"]),
        // Test-only: a process that records scores, so tests can race real processes on one file.
        .executableTarget(name: "score-writer", dependencies: ["GameStorage", "GameCore"], path: "Tests/Fixtures/ScoreWriter"),
        .testTarget(name: "CommandLineTests", dependencies: ["GameStorage", "GameCore", "GameTesting", "StoreCore"]),
        // The command's own code, in process (`@testable import threeducks`): the fast path
        // for play's options against argument-parser.
        .testTarget(name: "ThreeDucksCommandTests", dependencies: ["threeducks", "GameCore", "GameNet", "NetTransport", "TerminalUI"]),
        // The seeded mutation test of the fuzz checks, on the corpus in Tests/Fixtures/FuzzCorpus.
        .testTarget(name: "FuzzTests", dependencies: ["FuzzChecks", "GameStorage", "GameCore", "GameTesting"]),
        // The joiner's view-model (`JoinView`) and the host's key rule are the commands': `@testable import threeducks`.
        .testTarget(name: "GameNetTests", dependencies: ["GameNet", "GameCore", "GameStorage", "GameTesting", "NetTransport", "StoreCore",
                                                        "TerminalUI", "threeducks"]),
        // A real PostgreSQL of the test's own (initdb in a temporary directory, a Unix socket only), for
        // the server's store tests, the end to end through sshd and, later, the bench's serve.*.postgres.
        .target(name: "LocalPostgres", dependencies: ["ChildProcesses"], path: "Tests/Support/LocalPostgres"),
        .testTarget(name: "GameServerTests", dependencies: ["GameServer", "ServerStorage", "GameCore", "GameNet", "LocalSSHD",
                                                            "LocalPostgres", "NetTransport"]),
        // Drives the built threeducks binary in tmux; needs `swift build` first (make test does it).
        .testTarget(name: "EndToEndTests", dependencies: ["GameStorage", "GameCore", "GameNet", "NetTransport", "StoreCore", "LocalSSHD",
                                                          "LocalPostgres"]),
    ]
)

// `make test-store-sanitizers` sets THREEDUCKS_STORE_ONLY: the store, its test support and
// StoreCoreTests, and no other package. `swift test` builds every target whatever its --filter,
// and the sanitizers' two builds share nothing with .build, so without this they compiled the
// whole game, GRDB and SwiftNIO twice more for tests that need none of them (docs/store.md).
if Context.environment["THREEDUCKS_STORE_ONLY"] != nil {
    let store: Set<String> = ["StoreCore", "StoreTesting", "StateDiff", "CounterFeature", "StoreCoreTests"]
    package.targets.removeAll { !store.contains($0.name) }
    package.products.removeAll { !store.contains($0.name) }
    package.dependencies.removeAll()
}
