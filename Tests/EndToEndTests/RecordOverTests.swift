import Foundation
import GameCore
import Testing

/// `--record` onto an earlier recording asks first, in the terminal, before
/// the game takes it over (issue 22): n keeps the file, y replaces it;
/// `--force` does not ask.
@Suite("Recording over a recording")
struct RecordOverTests {
    static let earlier = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recordings/v2/golden.jsonl").path

    private func start(_ sandbox: Sandbox, _ extra: [String] = []) throws -> TmuxSession {
        try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile, "--record", sandbox.path("game.jsonl")] + extra,
                                   sandbox: sandbox)
    }

    @Test func noKeepsTheEarlierRecordingAndYesReplacesIt() async throws {
        let sandbox = try Sandbox()
        let earlier = try Data(contentsOf: URL(fileURLWithPath: Self.earlier))
        try earlier.write(to: URL(fileURLWithPath: sandbox.path("game.jsonl")))

        let declined = try start(sandbox)
        defer { declined.kill() }
        try await declined.waitFor("holds a recording. Replace it? [y/N]")
        try declined.type("n")
        try declined.press("Enter")
        let exit = try await declined.waitForExit()
        #expect(exit.status == 0 && exit.screen.contains("Nothing recorded:"), "\(exit.screen)")
        #expect(sandbox.contents(of: "game.jsonl") == earlier, "n keeps every byte")

        let accepted = try start(sandbox)
        defer { accepted.kill() }
        try await accepted.waitFor("Replace it? [y/N]")
        try accepted.type("y")
        try accepted.press("Enter")
        try await accepted.waitFor("Enter to play")
        try accepted.type("q")
        #expect(try await accepted.waitForExit().status == 0)
        let replaced = try #require(sandbox.text("game.jsonl"))
        #expect(replaced.hasPrefix("{") && replaced.contains("\"threeducks\":\"\(Game.version)\""), "\(replaced)")
    }

    @Test func forceReplacesWithoutAsking() async throws {
        let sandbox = try Sandbox()
        try Data(contentsOf: URL(fileURLWithPath: Self.earlier)).write(to: URL(fileURLWithPath: sandbox.path("game.jsonl")))
        let tmux = try start(sandbox, ["--force"])
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(!title.contains("Replace it?"))
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
        #expect(sandbox.text("game.jsonl")?.contains("\"threeducks\":\"\(Game.version)\"") == true)
    }
}
