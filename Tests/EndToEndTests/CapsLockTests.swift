import Foundation
import GameCore
import Testing

/// Caps Lock on, in a real terminal: capitals flip, ask and answer as the
/// small letters do (issue 22).
@Suite("Caps Lock")
struct CapsLockEndToEndTests {
    @Test func capitalsFlipACardAskToGiveUpAndAnswerYes() async throws {
        let deal = Deal(.easy, seed: 7)
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
                                              sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try tmux.type("A")
        let name = deal.animal("a").name
        try await tmux.waitFor("card a face up after A") { Screen.grid($0).contains(name) && $0.contains("Moves: 1") }
        try tmux.type("Q")
        try await tmux.waitFor("Give up this game? y/N")
        try tmux.type("Y")
        try await tmux.waitFor("back on the title after Y") { $0.contains("Enter to play") && !$0.contains("Moves:") }
    }
}
