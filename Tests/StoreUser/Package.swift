// swift-tools-version: 6.0
import PackageDescription

/// The root package, two folders up. SwiftPM names a package depended on by
/// path after its folder, which is the clone's name (a worktree's, CI's),
/// so the name is read here rather than written down.
let root = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "main").lowercased()

/// Another package's view of the store: a small to-do list that depends on
/// the root package by path and may use only what StoreCore and StoreTesting
/// make `public` (a separate package cannot see `package` declarations).
/// `make test` builds and tests it; Swift 6 language mode, as a new package.
let package = Package(
    name: "StoreUser",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "TodoList", dependencies: [.product(name: "StoreCore", package: root)]),
        .testTarget(name: "TodoListTests", dependencies: [
            "TodoList",
            .product(name: "StoreCore", package: root),
            .product(name: "StoreTesting", package: root),
        ]),
    ]
)
