import Foundation
import GameCore
import Testing

/// One version: `Game.version`, which `--version` prints and the Debian
/// package takes, is the top entry of CHANGELOG.md, of the Debian changelog
/// and of the man page's header, each with that entry's date.
@Suite struct VersionTests {
    /// The source tree's top, found from this file's place in it.
    static let top = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOf: top.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
    }

    /// CHANGELOG.md's entries, newest first: `## [1.1.0] - 2026-11-24`.
    /// `## [Unreleased]` at the top (Keep a Changelog's heading for changes
    /// not yet in a version) is no entry: the version is bumped when it is
    /// released.
    static func changelog() throws -> [(version: String, date: String)] {
        try lines("CHANGELOG.md").filter { $0.hasPrefix("## ") && $0 != "## [Unreleased]" }.map { line in
            let parts = line.dropFirst(3).split(separator: " ")
            try #require(parts.count == 3 && parts[1] == "-", "a heading not `## [VERSION] - DATE`: \(line)")
            return (String(parts[0].dropFirst().dropLast()), String(parts[2]))
        }
    }

    /// A semantic version's numbers, nil for anything else (`Unreleased`).
    static func numbers(_ version: String) -> [Int]? {
        let numbers = version.split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
        return numbers.count == 3 && version.allSatisfy({ $0.isNumber || $0 == "." }) ? numbers : nil
    }

    /// `2026-11-24` as the Debian changelog's trailer writes it, `24 Nov 2026`.
    static func debianDate(_ date: String) throws -> String {
        let parts = date.split(separator: "-")
        try #require(parts.count == 3, "not YYYY-MM-DD: \(date)")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = try #require(Int(parts[1]).flatMap { (1...12).contains($0) ? months[$0 - 1] : nil })
        return "\(Int(parts[2]) ?? 0) \(month) \(parts[0])"
    }

    @Test func theChangelogsTopEntryIsTheGamesVersion() throws {
        let top = try #require(try Self.changelog().first, "CHANGELOG.md has no `## [VERSION] - DATE` entry")
        #expect(top.version == Game.version)
    }

    @Test func theChangelogListsSemanticVersionsNewestFirstFrom100() throws {
        let entries = try Self.changelog()
        let versions = entries.compactMap { Self.numbers($0.version) }
        #expect(versions.count == entries.count, "every entry a released version: \(entries.map(\.version))")
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $1.lexicographicallyPrecedes($0) },
                "newest first: \(entries.map(\.version))")
        #expect(entries.last?.version == "1.0.0")
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.date >= $1.date }, "dates newest first")
    }

    @Test func theBinaryPrintsTheChangelogsTopVersion() throws {
        let result = try Subprocess.threeducks(["--version"], home: "/nonexistent")
        #expect(result.stdout == (try Self.changelog().first?.version ?? "none") + "\n")
    }

    @Test func theDebianChangelogsTopEntryIsThisVersionOnTheSameDay() throws {
        let lines = try Self.lines("Sources/Packaging/debian/changelog")
        let top = try #require(try Self.changelog().first)
        #expect(lines.first?.hasPrefix("threeducks (\(top.version)-1) ") == true, "\(lines.first ?? "")")
        let trailer = try #require(lines.first { $0.hasPrefix(" -- ") })
        #expect(trailer.contains(", \(try Self.debianDate(top.date)) "), "\(trailer) is not of \(top.date)")
    }

    @Test func everyDebianEntryIsAVersionOfTheChangelog() throws {
        let versions = Set(try Self.changelog().map(\.version))
        for line in try Self.lines("Sources/Packaging/debian/changelog") where line.hasPrefix("threeducks (") {
            let debian = line.dropFirst("threeducks (".count).prefix { $0 != ")" }
            let upstream = String(debian.prefix { $0 != "-" })
            #expect(versions.contains(upstream), "\(line)")
        }
    }

    @Test func theManPageNamesThisVersionAndItsDate() throws {
        let top = try #require(try Self.changelog().first)
        let header = try Self.lines("docs/threeducks.6").first ?? ""
        #expect(header == ".TH THREEDUCKS 6 \(top.date) \"threeducks \(top.version)\" \"Games Manual\"")
    }
}
