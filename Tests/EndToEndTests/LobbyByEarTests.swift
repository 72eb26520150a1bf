import Foundation
import Testing

/// Issue 34 across machines: the lobby in the screen-reader mode is its
/// line alone, each new line on the other of the bottom two rows; and a
/// joiner's note (a key refused) is said when it is given, not again at
/// every key after it.
@Suite("Host and join, by ear")
struct LobbyByEarTests {
    /// The line at the cursor and the cursor's row.
    static func line(_ pane: TmuxSession) throws -> (text: String, row: Int) {
        let cursor = try pane.cursor()
        let rows = try pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let text = rows.indices.contains(cursor.row) ? String(rows[cursor.row].dropFirst(cursor.column)) : ""
        return (text.trimmingCharacters(in: .whitespaces.union(["\u{A0}"])), cursor.row)
    }

    /// Waits until the line at the cursor satisfies `condition`.
    @discardableResult
    static func hear(_ pane: TmuxSession, _ what: String, _ condition: ((text: String, row: Int)) -> Bool) async throws
        -> (text: String, row: Int) {
        let clock = ContinuousClock(), end = clock.now + .seconds(15)
        var last = (text: "", row: 0)
        while true {
            let expired = clock.now >= end
            last = try line(pane)
            if condition(last) { return last }
            if expired { throw EndToEndFailure("waited to hear \(what); the line: \(last.text)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Only the cursor's row holds anything.
    static func isTheLineAlone(_ pane: TmuxSession) throws -> Bool {
        let row = try pane.cursor().row
        return try pane.screen().split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .allSatisfy { $0.offset == row || $0.element.allSatisfy { $0 == " " } }
    }

    @Test func theLobbyIsItsLineAndAJoinersRefusalIsSaidOnce() async throws {
        let sandbox = try Sandbox()
        let host = try TmuxSession.threeducks(
            ["host", "--screen-reader", "--board", "2x2", "--seed", "7", "--room", "t", "--name", "ann",
             "--mismatch-delay", "1"], sandbox: sandbox, environment: NetPlayEndToEndTests.rooms(sandbox))
        defer { host.kill() }
        let alone = try await host.waitFor("the host's lobby line") { $0.contains("Room t, 2x2: ann. Waiting for players") }
        #expect(alone.split(separator: "\n").filter { !$0.allSatisfy { $0 == " " } }.count == 1, "\(alone)")
        let joiner = try TmuxSession.threeducks(["join", "t", "--name", "bob", "--screen-reader"], sandbox: sandbox,
                                                environment: NetPlayEndToEndTests.rooms(sandbox))
        defer { joiner.kill() }
        // bob comes: a new line, the lobby still its line alone.
        try await Self.hear(host, "bob in the host's line") { $0.text.contains("ann, bob. Enter starts") }
        #expect(try Self.isTheLineAlone(host))
        try await Self.hear(joiner, "bob's lobby line") { $0.text.hasPrefix("Room t, 2x2: ann, bob") }
        #expect(try Self.isTheLineAlone(joiner))
        try host.press("Enter")
        try await Self.hear(joiner, "ann's turn at bob's") { $0.text.contains("ann's turn") }
        // bob's flip out of turn: refused, said; then other keys do not say it again.
        try joiner.type("a")
        try await Self.hear(joiner, "the refusal") { $0.text == "Not your turn: wait for it" }
        let refused = try Self.line(joiner)
        for key in ["Right", "Left"] {
            try joiner.press(key)
            try await Task.sleep(for: .milliseconds(400))
            let now = try Self.line(joiner)
            #expect(now.text != refused.text || now.row == refused.row, "the refusal said again at \(key)")
        }
        // The same refusal again is said again: a new line.
        try joiner.type("a")
        try await Self.hear(joiner, "the refusal again") { $0.text == "Not your turn: wait for it" && $0.row != refused.row }
    }
}
