// swift-tools-version: 6.0
import PackageDescription

/// Three Ducks: a card-matching memory game for the terminal, built on a small
/// Redux-style store. Dependencies point inward:
/// threeducks → TerminalUI → GameCore → StoreCore; only TerminalUI sees CNcurses.
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
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CPty"),
        .target(name: "StoreCore"),
        .target(name: "StoreTesting", dependencies: ["StoreCore"]),
        .target(name: "GameCore", dependencies: ["StoreCore"]),
        .target(name: "TerminalUI", dependencies: ["GameCore", "StoreCore", "CNcurses"]),
        .executableTarget(
            name: "threeducks",
            dependencies: [
                "TerminalUI", "GameCore", "StoreCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "threeducks-bench",
            dependencies: ["StoreCore", "GameCore", "TerminalUI", "CPty"],
            path: "Sources/Bench"
        ),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore", "StoreTesting"]),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "StoreCore", "StoreTesting"]),
        // The snapshots are read from the source tree (#filePath), not bundled.
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "GameCore", "StoreCore"],
                    exclude: ["Snapshots"]),
        // Test-only: a process that records scores, so tests can race real processes on one file.
        .executableTarget(name: "score-writer", dependencies: ["GameCore"], path: "Tests/Fixtures/ScoreWriter"),
        .testTarget(name: "CommandLineTests", dependencies: ["GameCore", "StoreCore"]),
        // Drives the built threeducks binary in tmux; needs `swift build` first (make test does it).
        .testTarget(name: "EndToEndTests", dependencies: ["GameCore"]),
    ]
)
