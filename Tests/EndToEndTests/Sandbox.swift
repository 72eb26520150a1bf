import Foundation

/// A fresh temporary directory for one test: the home directory, the scores
/// file, recordings and the tmux socket all live in it, and it is removed
/// when the test ends.
final class Sandbox: Sendable {
    let directory: String

    init() throws {
        // Short: a tmux socket path must fit in 108 bytes.
        let path = "/tmp/td-e2e-" + UUID().uuidString.prefix(12).lowercased()
        try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
        directory = path
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// A path inside the sandbox.
    func path(_ name: String) -> String { directory + "/" + name }

    /// The player's home directory.
    var home: String { path("home") }

    /// The scores file every game in the sandbox uses.
    var scoresFile: String { path("scores.json") }

    /// The file's contents, or nil when it does not exist.
    func contents(of name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// A file's text, or nil when it does not exist.
    func text(_ name: String) -> String? { contents(of: name).map { String(decoding: $0, as: UTF8.self) } }
}

/// The `threeducks` program this build made.
enum Binary {
    /// Its path: beside the test bundle in the build's bin directory, since
    /// `swift build` (which `make test` runs first) puts them together.
    /// `THREEDUCKS_BINARY` overrides it.
    static let path: String = {
        if let override = ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"] { return override }
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        // The bundle may be a directory (Contents/…) on some toolchains: walk up to the bin directory.
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: directory.path + "/threeducks") {
            directory.deleteLastPathComponent()
        }
        return directory.path + "/threeducks"
    }()

    /// Throws, saying what to do, when it was not built.
    static func checkBuilt() throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("no threeducks at \(path): run `swift build` before `swift test`")
        }
    }
}
