import Foundation
import GameCore
import Testing

/// Issue 34: the screen-reader mode as readers nobody here wrote take it.
/// BRLTTY speaks what changed on the cursor's row; pty readers (yasr,
/// Speakup) speak what is written. So after each key of a scripted game the
/// game runs under `strace`, which records every write(2) to the terminal,
/// in tmux, which keeps the screen, and each key must bring exactly one
/// write, which holds the new line whole; the line fits 79 columns, takes
/// the other of the bottom two rows (the same line again too), the cursor
/// rests at its start, and nothing else is on the screen.
@Suite("By ear: each key one write, its line whole, nothing else")
struct ByEarTests {
    @Test func eachKeyOfASoloGameIsOneWriteOfItsWholeLineAndNothingElse() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let game = try Traced(["--screen-reader", "--board", "easy", "--seed", "7", "--bell", "off",
                               "--mismatch-delay", "0.2", "--name", "ann", "--scores-file", sandbox.scoresFile],
                              sandbox: sandbox)
        defer { game.tmux.kill() }
        try await game.settle("the title") { $0.hasPrefix("Title: easy, 2 by 4, solo. Enter plays") }
        try await game.press("Enter", "the deal") { $0.hasPrefix("New easy game: 2 rows of 4 cards, keys a to h") }
        // A mismatch: the first card, the second.
        let (m1, m2) = deal.mismatch
        try await game.type(m1, "a flip") { $0.hasPrefix("\(m1), row 1 column 1: \(deal.animal(m1).name)") }
        try await game.type(m2, "the mismatch") { $0.hasSuffix(": \(deal.animal(m2).name). No match") }
        // A card's key three times: the flip, then refused twice, each said whole.
        let (p1, p2) = deal.pairs.first { $0.0 != m1 && $0.1 != m1 }!
        try await game.type(p1, "a flip after the mismatch") { $0.hasPrefix("\(p1), row ") }
        for time in 1...3 {
            try await game.type(p1, "the refusal, \(time)") { $0 == "That card is already face up" }
        }
        try await game.type(p2, "the pair") { $0.hasSuffix(": \(deal.animal(p2).name). Pair! 1 of 4") }
        // The reading keys: Tab a row a press, then the row, the pairs, the time twice.
        try await game.press("Tab", "row 1") { $0.hasPrefix("Row 1: a ") }
        try await game.press("Tab", "row 2") { $0.hasPrefix("Row 2: e ") }
        try await game.press("Tab", "row 1 again") { $0.hasPrefix("Row 1: a ") }
        try await game.type(".", "the highlighted card's row") { $0.hasPrefix("Row ") }
        try await game.type("w", "the pairs") { $0 == "1 of 4 pairs found, 4 moves" }
        try await game.type(",", "the time") { $0.hasPrefix("Time: 0:") }
        try await game.type(",", "the time again") { $0.hasPrefix("Time: 0:") }
        // The arrows (from the pair's second card, the highlighted one): the card and what is known of it.
        let focus = Deal.letters.firstIndex(of: p2)!
        let (across, acrossTo) = focus % 4 < 3 ? ("Right", focus + 1) : ("Left", focus - 1)
        try await game.press(across, "an arrow") { $0.hasPrefix("\(Deal.letters[acrossTo]), row \(acrossTo / 4 + 1) column ") }
        let (upDown, downTo) = acrossTo / 4 == 0 ? ("Down", acrossTo + 4) : ("Up", acrossTo - 4)
        try await game.press(upDown, "another arrow") {
            $0.hasPrefix("\(Deal.letters[downTo]), row \(downTo / 4 + 1) column \(downTo % 4 + 1): ")
        }
        // The rest of the pairs, and the win with its rank.
        let rest = deal.pairs.filter { $0.0 != p1 }
        for (index, pair) in rest.enumerated() {
            try await game.type(pair.0, "a first card") { $0.hasPrefix("\(pair.0), row ") }
            if index + 1 < rest.count {
                try await game.type(pair.1, "a pair") { $0.contains("Pair! \(index + 2) of 4") }
            } else {
                try await game.type(pair.1, "the last pair or the win") { $0.contains("Pair! 4 of 4") || $0.hasPrefix("You won!") }
            }
        }
        try await game.settle("the win with its rank") { $0.hasPrefix("You won! ") && $0.contains("Rank 1 on easy") }
        try await game.press("Tab", "the top 10") { $0.hasPrefix("Easy top 10, 1: ann, ") && $0.hasSuffix("this game") }
        try game.tmux.type("q")
        #expect(try await game.tmux.waitForExit().status == 0)
        #expect(game.keys == 24, "every key of the game checked")
    }

    @Test func theComputersFlipsAndTheResumeOfferAreEachOneWriteOfAWholeLine() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.medium, seed: 5)
        // The computer waits out the mismatch (3 s) and its pace before its
        // first flip: the mismatch's key is checked alone, even on a busy machine.
        let arguments = ["--screen-reader", "--board", "medium", "--seed", "5", "--vs", "easy", "--bell", "off",
                         "--mismatch-delay", "3", "--scores-file", sandbox.scoresFile]
        let game = try Traced(arguments, sandbox: sandbox)
        defer { game.tmux.kill() }
        try await game.settle("the title") { $0.contains("against the easy computer") }
        try await game.press("Enter", "the deal") { $0.hasPrefix("New medium game") && $0.hasSuffix("Your turn") }
        let (m1, m2) = deal.mismatch
        try await game.type(m1, "a flip") { $0.hasPrefix("\(m1), row 1 column 1") }
        try await game.type(m2, "the mismatch, the computer's turn") { $0.hasSuffix("No match. The computer's turn") }
        // The computer's flips come as its time comes: each frame one write, holding a line of the computer's whole.
        let from = game.writes.count
        try await game.settle("the computer's try") {
            $0.hasPrefix("The computer turns ") || $0.hasPrefix("Then the computer turns ")
        }
        try await game.settle("back to me") { $0.hasSuffix("Your turn") || $0.hasSuffix("The computer's turn again") }
        try await Task.sleep(for: .milliseconds(300))
        let lines = game.writes.chunks().dropFirst(from).map(Traced.text)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("The computer turns ") || line.hasPrefix("Then the computer turns ")
                    || line.hasPrefix("That card") || line.contains("turn"), "a write holding no whole line: \(line)")
            #expect(line.count <= 79, "\(line)")
        }
        try game.tmux.press("C-c")
        #expect(try await game.tmux.waitForExit().status == 130)

        // The game waits: the offer, and Tab on it.
        let again = try Traced(arguments, sandbox: sandbox)
        defer { again.tmux.kill() }
        try await again.settle("the offer") { $0.hasPrefix("An unfinished medium game waits, 0 of 6 pairs found") }
        try await again.press("Tab", "the new game highlighted") { $0.hasPrefix("n new game highlighted") }
        try await again.press("Tab", "resume highlighted") { $0.hasPrefix("r resume highlighted") }
        try await again.press("Enter", "the game back") { $0.hasPrefix("Resumed medium game, 0 of 6 pairs found") }
    }
}

/// `threeducks` in tmux under `strace`, which records each write(2) the
/// game makes to its terminal, and checks on each key.
private final class Traced: @unchecked Sendable {
    let tmux: TmuxSession
    let writes: TerminalWrites
    /// Keys checked so far.
    private(set) var keys = 0

    init(_ arguments: [String], sandbox: Sandbox) throws {
        try Binary.checkBuilt()
        let log = sandbox.path("writes-\(UUID().uuidString).strace")
        writes = TerminalWrites(path: log)
        // -y names each descriptor's file, so writes to the terminal are told from the journal's.
        let traced = ["strace", "-f", "-qq", "-y", "-xx", "-s", "1000000", "-e", "trace=write", "-e", "signal=none",
                      "-o", log, Binary.path] + arguments
        // As `TmuxSession.threeducks`: the shell lives on to report the exit status.
        let script = ["trap : INT", traced.map(\.shellQuoted).joined(separator: " "), "status=$?",
                      #"echo "EXIT=$status MODES=same""#, "exec sleep 600"].joined(separator: "\n")
        tmux = try TmuxSession.shell(script, sandbox: sandbox)
    }

    /// The line at the cursor, from the cursor on.
    func line() throws -> String {
        let cursor = try tmux.cursor()
        let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        guard rows.indices.contains(cursor.row) else { return "" }
        return String(rows[cursor.row].dropFirst(cursor.column)).trimmingCharacters(in: .whitespaces)
    }

    /// Waits until the line at the cursor satisfies `condition`. As
    /// `TmuxSession.waitFor`: the line is read off the test runner's few
    /// threads (other tests' blocking calls hold them), and the last look is
    /// taken after the deadline, so a late wake-up is never the last word.
    @discardableResult
    func settle(_ what: String, _ condition: (String) throws -> Bool) async throws -> String {
        let clock = ContinuousClock(), end = clock.now + .seconds(30)
        var last = ""
        while true {
            let expired = clock.now >= end
            last = try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(with: Result { try self.line() }) }
            }
            if try condition(last) { return last }
            if expired { break }
            try await Task.sleep(for: .milliseconds(30))
        }
        throw EndToEndFailure("waited to hear \(what); the line at the cursor was: \(last); the screen:\n"
                              + ((try? tmux.screen()) ?? ""))
    }

    func type(_ key: Character, _ what: String, _ condition: @escaping (String) -> Bool) async throws {
        try await check(what, condition) { try tmux.type(String(key)) }
    }

    func type(_ key: String, _ what: String, _ condition: @escaping (String) -> Bool) async throws {
        try await check(what, condition) { try tmux.type(key) }
    }

    func press(_ key: String, _ what: String, _ condition: @escaping (String) -> Bool) async throws {
        try await check(what, condition) { try tmux.press(key) }
    }

    /// Sends a key and checks what it brought: one write, holding the new
    /// line whole; the line on the other of the bottom two rows, at the
    /// cursor's row from its column 0, within 79 columns; every other row blank.
    private func check(_ what: String, _ condition: @escaping (String) -> Bool, send: () throws -> Void) async throws {
        keys += 1
        let before = writes.count, row = try tmux.cursor().row
        try send()
        let line = try await settle(what) { try condition($0) && self.tmux.cursor().row != row }
        let clock = ContinuousClock(), end = clock.now + .seconds(5)
        while writes.count == before, clock.now < end { try await Task.sleep(for: .milliseconds(20)) }
        try await Task.sleep(for: .milliseconds(250))  // any further piece of the frame
        let chunks = Array(writes.chunks().dropFirst(before))
        #expect(chunks.count == 1, "\(what): \(chunks.count) writes for one key")
        #expect(chunks.map(Traced.text).joined().contains(line), "\(what): the line not written whole: \(line)")
        #expect(line.count <= 79, "\(what): \(line.count) columns")
        let cursor = try tmux.cursor()
        #expect(cursor.column == 0 && cursor.isShown && cursor.row >= 22, "\(what): the cursor at \(cursor)")
        let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in rows.enumerated() where index != cursor.row {
            #expect(text.allSatisfy { $0 == " " }, "\(what): row \(index) is not blank: \(text)")
        }
    }

    /// The characters a write puts on the screen: its bytes without escape
    /// sequences and control characters.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
            .replacing(/\x1B\[[0-9;?]*[ -\/]*[@-~]|\x1B[()][0-9A-Za-z]|\x1B[=>M78]|[\x00-\x1F]/, with: "")
    }
}

/// The write(2)s to a terminal that `strace -y -xx -o path` recorded.
private struct TerminalWrites {
    let path: String

    /// Every write to a pseudo-terminal so far, in order, as bytes.
    func chunks() -> [[UInt8]] {
        guard let log = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return log.split(separator: "\n").compactMap { line -> [UInt8]? in
            // -xx writes the path in hex too: </dev/pts/…>.
            guard let match = line.firstMatch(of: /write\(\d+<\\x2f\\x64\\x65\\x76\\x2f\\x70\\x74\\x73\\x2f[^>]*>, "((?:\\x[0-9a-f]{2})*)"/) else {
                return nil
            }
            let hex = match.1.split(separator: "\\x", omittingEmptySubsequences: true)
            return hex.compactMap { UInt8($0, radix: 16) }
        }
    }

    var count: Int { chunks().count }
}
