import Foundation
import Testing

/// The one-way wiring, read from the sources: only storage touches files.
/// The compiler keeps a module from calling what it does not depend on,
/// but not from importing Glibc and opening a file itself, and SwiftPM
/// lets a module import a sibling that happens to be built first.
@Suite struct ModuleBoundaryTests {
    /// `Sources/`, found from this file's place in the tree.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file of `module`, with its text.
    static func files(of module: String) throws -> [(name: String, text: String)] {
        let root = sources.appendingPathComponent(module)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The lines of `files` that contain any of `needles`, as `file: line`.
    static func lines(in files: [(name: String, text: String)], containing needles: [String]) -> [String] {
        files.flatMap { file in
            file.text.split(separator: "\n").filter { line in needles.contains { line.contains($0) } }
                .map { "\(file.name): \($0)" }
        }
    }

    @Test func theGameCoreImportsNoGlibcAndCallsNoFileAPI() throws {
        let files = try Self.files(of: "GameCore")
        #expect(files.count > 20, "GameCore's sources were not found")
        #expect(Self.lines(in: files, containing: ["import Glibc", "open(", "FileManager", "FileHandle"]) == [])
    }

    @Test func theStoreImportsNoFoundation() throws {
        let files = try Self.files(of: "StoreCore")
        #expect(files.count > 5, "StoreCore's sources were not found")
        #expect(Self.lines(in: files, containing: ["import Foundation", "import FoundationEssentials"]) == [])
    }

    /// The protocol and the host's authority are values (docs/protocol.md):
    /// the transport owns every socket, the run loop every thread and clock
    /// (GameNet's `NetHost` takes the transport's events and sends through closures).
    @Test func theNetworkLayerIsValuesOnly() throws {
        let files = try Self.files(of: "GameNet")
        #expect(files.count > 5, "GameNet's sources were not found")
        #expect(Self.lines(in: files, containing: [
            "import Glibc", "import Foundation", "import FoundationEssentials", "import Dispatch", "import TerminalUI",
            "import GameStorage", "socket(", "Thread", "DispatchQueue", "FileManager", "ContinuousClock", "Date(",
        ]) == [])
    }

    /// The server's sessions are values (docs/server.md): its files and database are ServerStorage's and its program's.
    @Test func theServersSessionsAreValues() throws {
        let files = try Self.files(of: "GameServer")
        #expect(files.count >= 5, "GameServer's sources were not found")
        #expect(Self.lines(in: files, containing: [
            "import Glibc", "import GRDB", "import TerminalUI", "import GameStorage", "open(", "FileManager",
        ]) == [])
        #expect(Self.lines(in: files, containing: ["import Foundation"]).filter { $0.hasSuffix("import Foundation") } == [],
                "FoundationEssentials at most")
    }

    /// TerminalUI draws and reads keys: it knows neither storage nor the network (GameNet, the
    /// transport), and runs none of network play's controllers (the room, the host's lobby, the joiner's loop).
    @Test func theTerminalDoesNotKnowStorageOrRunTheNetwork() throws {
        let files = try Self.files(of: "TerminalUI")
        #expect(files.count > 10, "TerminalUI's sources were not found")
        #expect(Self.lines(in: files, containing: [
            "import GameStorage", "import GameTesting", "import NetTransport", "import GameNet", "HostRoom", "ClientMirror", "ClientMessage",
            "HostMessage", "NetHost",
        ]) == [])
    }

    /// The transport and the lock beneath it know nothing of the game: Glibc, the lock, the exit
    /// statuses (which import nothing), and the store's inbox and wake pipe (StoreCore keeps the one
    /// `EventInbox` and `WakePipe`, for its run loop and the transport).
    @Test func theTransportAndTheLockImportOnlyGlibc() throws {
        for (module, allowed) in [("FileLocking", ["Glibc"]), ("NetTransport", ["Glibc", "FileLocking", "StoreCore", "SysExits"]),
                                  ("SysExits", [])] {
            let files = try Self.files(of: module)
            #expect(!files.isEmpty, "\(module)'s sources were not found")
            let imports = Self.lines(in: files, containing: ["import "]).filter { line in
                !allowed.contains { line.hasSuffix("import \($0)") }
            }
            #expect(imports == [], "\(module) imports more than \(allowed)")
        }
    }

    /// One way to lock a file (`FileLock`): no other module calls `flock` itself.
    @Test func onlyFileLockingLocks() throws {
        let modules = ["GameStorage", "NetTransport", "TerminalUI", "threeducks"]
        let files = try modules.flatMap { try Self.files(of: $0) }
        #expect(files.count > 50, "the sources were not found")
        #expect(Self.lines(in: files, containing: ["flock(", "LOCK_EX", "LOCK_SH"]) == [])
    }

    /// One way to write a file whole (`DurableFile.replace`): no other file renames one into place.
    @Test func onlyTheDurableFileRenames() throws {
        let modules = ["FileLocking", "GameStorage", "NetTransport", "TerminalUI", "threeducks"]
        let files = try modules.flatMap { try Self.files(of: $0) }.filter { $0.name != "Files/DurableFile.swift" }
        #expect(files.count > 50, "the sources were not found")
        #expect(Self.lines(in: files, containing: ["rename(", "createFile(", ".write(to:", "atomically:"]) == [])
    }

    @Test func noProductionModuleUsesTheFakes() throws {
        let modules = ["StoreCore", "GameCore", "GameStorage", "GameNet", "TerminalUI", "threeducks"]
        let files = try modules.flatMap { try Self.files(of: $0) }
        #expect(Self.lines(in: files, containing: ["import GameTesting", "InMemoryScoreStore", "CountingBell"]) == [])
    }

    // MARK: The graph as Package.swift declares it

    /// A target of Package.swift: its name, its folder, and the package's
    /// own targets it depends on.
    struct Target {
        let name: String
        let folder: String
        let dependencies: Set<String>
    }

    /// The targets of Package.swift, read from its text: each `.target(`,
    /// `.executableTarget(`, `.systemLibrary(` with its `name:`, `path:`
    /// and the quoted names in its `dependencies: [...]` (products of other
    /// packages, `.product(name:package:)`, left out).
    static func declaredTargets() throws -> [Target] {
        let package = try String(contentsOf: sources.deletingLastPathComponent().appendingPathComponent("Package.swift"),
                                 encoding: .utf8)
        let kinds = [".target(", ".executableTarget(", ".systemLibrary("]
        let starts = kinds.flatMap { kind in package.ranges(of: kind).map(\.lowerBound) }.sorted()
        let ends = package.ranges(of: ".testTarget(").map(\.lowerBound) + [package.endIndex]
        return starts.compactMap { start in
            let end = (starts.filter { $0 > start } + ends.filter { $0 > start }).min() ?? package.endIndex
            let text = String(package[start..<end])
            guard let name = quoted(after: "name: \"", in: text) else { return nil }
            let folder = quoted(after: "path: \"Sources/", in: text) ?? name
            var dependencies: Set<String> = []
            if let list = text.range(of: "dependencies: [") {
                let inside = text[list.upperBound...].prefix { $0 != "]" }
                let withoutProducts = inside.replacing(/\.product\([^)]*\)/, with: "")
                dependencies = Set(withoutProducts.matches(of: /"([^"]+)"/).map { String($0.1) })
            }
            return Target(name: name, folder: folder, dependencies: dependencies)
        }
    }

    private static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix)?.upperBound else { return nil }
        return String(text[start...].prefix { $0 != "\"" })
    }

    /// What each module imports of the package's own modules is what
    /// Package.swift says it depends on, no more and no less: a module
    /// cannot import a sibling that happens to be built first, and a
    /// dependency no file uses is not declared.
    @Test func eachModuleImportsWhatPackageSwiftDeclares() throws {
        let targets = try Self.declaredTargets()
        #expect(targets.count > 15, "Package.swift's targets were not read: \(targets.map(\.name))")
        let names = Set(targets.map(\.name)).union(["CNcurses"])
        for target in targets {
            let files = try Self.files(of: target.folder)
            guard !files.isEmpty else { continue }  // C, or a system library
            let imported = Set(files.flatMap { file in
                file.text.matches(of: /(?m)^(?:@testable |@_exported |package |public )?import ([A-Za-z_]+)/).map { String($0.1) }
            }).intersection(names).subtracting([target.name])
            #expect(imported == target.dependencies,
                    "\(target.name) imports \(imported.sorted()) but Package.swift declares \(target.dependencies.sorted())")
        }
    }

    /// docs/architecture.md's table of modules names every module of the
    /// game, and each row's last column (what it knows) names every module
    /// Package.swift says it depends on: the page cannot drift from the graph.
    @Test func theArchitecturePageShowsTheGraphPackageSwiftDeclares() throws {
        let page = try String(contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("docs/architecture.md"),
                              encoding: .utf8)
        var rows: [String: String] = [:]
        for line in page.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^\| `([A-Za-z-]+)` \|/), rows[String(match.1)] == nil else { continue }
            rows[String(match.1)] = String(line.split(separator: "|").last ?? "")
        }
        let game = ["StoreCore", "StoreTesting", "StateDiff", "GameCore", "GameTesting", "GameStorage", "GameNet",
                    "TerminalUI", "NetTransport", "FileLocking", "SysExits", "CNcurses", "threeducks", "threeducks-relay-copy",
                    "GameServer", "ServerStorage", "threeducks-server"]
        for target in try Self.declaredTargets() where game.contains(target.name) {
            let knows = try #require(rows[target.name], "docs/architecture.md has no row for \(target.name)")
            if knows.contains("everything") { continue }
            let missing = target.dependencies.filter { !knows.contains("`\($0)`") }
            #expect(missing.isEmpty, "docs/architecture.md: \(target.name) knows \(missing.sorted()) too (Package.swift)")
        }
    }
}
