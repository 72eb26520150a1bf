import Foundation
import GameCore
import Glibc
import Testing

/// Issue 34's done-when, under a real pty reader: yasr (Debian's `yasr`)
/// runs the game in its pty and speaks what the game writes. Its
/// synthesizer here is an "Emacspeak server" that is a file: yasr sends it
/// `q {text}` for each thing it would say, so the test hears exactly what a
/// player would. After each key of a whole easy game (the title, the help,
/// the win) and of a game against the computer, what is spoken must be the
/// game's line, whole, once, and nothing else: no border, card art, counter
/// or stray escape letter.
@Suite("By ear under yasr: each line spoken whole, once, and nothing else",
       .enabled(if: Yasr.isInstalled, "yasr is not installed (apt-get install yasr)"))
struct YasrTests {
    @Test func anEasyGameItsHelpAndItsWinAreSpokenLineByLine() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let yasr = try Yasr(["--screen-reader", "--board", "easy", "--seed", "7", "--bell", "off",
                             "--mismatch-delay", "0.2", "--name", "ann", "--scores-file", sandbox.scoresFile],
                            sandbox: sandbox)
        defer { yasr.kill() }
        try await yasr.hears("the title") { $0.hasPrefix("Title: easy, 2 by 4, solo. Enter plays") }
        // The help: a key a line, then where it is; Escape closes it, saying so.
        try await yasr.type("?", "the help", lines: 2...40) { $0.hasPrefix("Keys, page 1 of ") }
        #expect(yasr.utterances().contains { $0.hasPrefix("Tab: screen reader: read the board") && $0.hasSuffix("won)") },
                "an entry of the help said in pieces: \(yasr.utterances())")
        try await yasr.press("Escape", "the help closed") { !$0.hasPrefix("Keys") }
        try await yasr.press("Enter", "the deal") { $0.hasPrefix("New easy game: 2 rows of 4 cards, keys a to h") }
        let (m1, m2) = deal.mismatch
        try await yasr.type(m1, "a flip") { $0 == "\(m1), row 1 column 1: \(deal.animal(m1).name)" }
        try await yasr.type(m2, "the mismatch") { $0.hasSuffix(": \(deal.animal(m2).name). No match") }
        // The same words three times: said three times, once each.
        let (p1, p2) = deal.pairs.first { $0.0 != m1 && $0.1 != m1 }!
        try await yasr.type(p1, "a flip after the mismatch") { $0.hasPrefix("\(p1), row ") }
        for time in 1...3 {
            try await yasr.type(p1, "the refusal, \(time)") { $0 == "That card is already face up" }
        }
        try await yasr.type(p2, "the pair") { $0.hasSuffix(": \(deal.animal(p2).name). Pair! 1 of 4") }
        try await yasr.press("Tab", "row 1") { $0.hasPrefix("Row 1: a ") }
        try await yasr.press("Tab", "row 2") { $0.hasPrefix("Row 2: e ") }
        try await yasr.type(".", "the highlighted card's row") { $0.hasPrefix("Row ") }
        try await yasr.type("w", "the pairs") { $0 == "1 of 4 pairs found, 4 moves" }
        try await yasr.type(",", "the time") { $0.hasPrefix("Time: 0:") }
        try await yasr.type(",", "the time again") { $0.hasPrefix("Time: 0:") }
        try await yasr.press("Right", "an arrow") { $0.contains(", row ") && $0.contains(" column ") }
        let rest = deal.pairs.filter { $0.0 != p1 }
        for (index, pair) in rest.enumerated() {
            try await yasr.type(pair.0, "a first card") { $0.hasPrefix("\(pair.0), row ") }
            if index + 1 < rest.count {
                try await yasr.type(pair.1, "a pair") { $0.contains("Pair! \(index + 2) of 4") }
            } else {
                // The last pair, then the win with its rank, once.
                try await yasr.type(pair.1, "the last pair and the win", lines: 2...2) {
                    $0.hasPrefix("You won! ") && $0.contains("Rank 1 on easy")
                }
            }
        }
        try await yasr.press("Tab", "the top 10") { $0.hasPrefix("Easy top 10, 1: ann, ") && $0.hasSuffix("this game") }
        try yasr.tmux.type("q")
        _ = try await yasr.tmux.waitFor("the game to end") { $0.contains("EXIT=0") }
        try yasr.expectNothingButLines()
    }

    @Test func aGameAgainstTheComputerIsSpokenAsItPlays() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.medium, seed: 5)
        let yasr = try Yasr(["--screen-reader", "--board", "medium", "--seed", "5", "--vs", "easy", "--bell", "off",
                             "--mismatch-delay", "1", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { yasr.kill() }
        try await yasr.hears("the title") { $0.contains("against the easy computer") }
        try await yasr.press("Enter", "the deal") { $0.hasPrefix("New medium game") && $0.hasSuffix("Your turn") }
        let (m1, m2) = deal.mismatch
        try await yasr.type(m1, "a flip") { $0.hasPrefix("\(m1), row 1 column 1") }
        // The mismatch, then the computer's flips, each said as it comes, until the turn is the player's
        // again (on a busy machine the computer may start before a check of the mismatch alone would end).
        let from = yasr.utterances().count
        try yasr.tmux.type(String(m2))
        try await yasr.hears("the mismatch, the computer's try, then my turn", from: from) { $0.hasSuffix("Your turn") }
        var heard = Array(yasr.utterances().dropFirst(from))
        #expect(heard.first?.hasSuffix("No match. The computer's turn") == true, "\(heard)")
        heard = Array(heard.dropFirst())
        #expect(heard.count >= 2, "the computer's two cards: \(heard)")
        for (line, next) in zip(heard, heard.dropFirst()) {
            #expect(line != next, "said twice: \(line)")
        }
        for line in heard {
            #expect(line.hasPrefix("The computer turns ") || line.hasPrefix("Then the computer turns "),
                    "not the computer's line: \(line)")
        }
        try yasr.tmux.press("C-c")
        _ = try await yasr.tmux.waitFor("the game to end") { $0.contains("EXIT=") }
        try yasr.expectNothingButLines()
    }
}

/// `threeducks` run by yasr in tmux, with yasr's speech written to a file.
final class Yasr: @unchecked Sendable {
    static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/yasr")

    let tmux: TmuxSession
    private let spoken: String
    /// What yasr had said when the first line of the game was heard: the
    /// terminal's set-up before it (curses' one `ESC ( B`, spoken "B") is
    /// not the game's to check.
    private var start: Int?

    init(_ arguments: [String], sandbox: Sandbox) throws {
        try Binary.checkBuilt()
        spoken = sandbox.path("spoken.txt")
        let speech = sandbox.path("speech.sh"), game = sandbox.path("game.sh")
        // yasr's "Emacspeak server" on a pipe: a program reading yasr's commands on its input.
        try "#!/bin/sh\nexec cat >> \(spoken.shellQuoted)\n".write(toFile: speech, atomically: true, encoding: .utf8)
        // yasr runs one program, by path: the game with its arguments.
        let command = ([Binary.path] + arguments).map(\.shellQuoted).joined(separator: " ")
        try "#!/bin/sh\nexec \(command)\n".write(toFile: game, atomically: true, encoding: .utf8)
        for script in [speech, game] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        }
        let configuration = """
            [options]
            synthesizer=emacspeak server
            synthesizer port=|\(speech)
            key echo=off

            """
        try configuration.write(toFile: sandbox.home + "/.yasr.conf", atomically: true, encoding: .utf8)
        let script = ["trap : INT", "yasr \(game.shellQuoted)", "status=$?", #"echo "EXIT=$status""#,
                      "exec sleep 600"].joined(separator: "\n")
        tmux = try TmuxSession.shell(script, sandbox: sandbox)
    }

    /// Ends the game, then yasr and the pane: a game yasr leaves behind
    /// when a test fails half-way is not left running.
    func kill() {
        if let game = try? tmux.gameProcessID() { Glibc.kill(game, SIGKILL) }
        tmux.kill()
    }

    /// Everything yasr has said, in order: the text of each `q {…}`, without
    /// the spaces (and the no-break space) a line may end in.
    func utterances() -> [String] {
        guard let log = try? String(contentsOfFile: spoken, encoding: .utf8) else { return [] }
        return log.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("q {"), line.hasSuffix("}") else { return nil }
            return String(line.dropFirst(3).dropLast()).trimmingCharacters(in: .whitespaces.union(["\u{A0}"]))
        }
    }

    /// Waits until yasr has said something that satisfies `condition`.
    @discardableResult
    func hears(_ what: String, from: Int = 0, _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock(), end = clock.now + .seconds(30)
        while true {
            let heard = utterances().dropFirst(from)
            if let line = heard.first(where: condition) {
                if start == nil { start = utterances().firstIndex(of: line) }
                return line
            }
            if clock.now >= end {
                throw EndToEndFailure("waited to hear \(what); yasr said since: \(Array(heard))")
            }
            try await Task.sleep(for: .milliseconds(30))
        }
    }

    func type(_ key: Character, _ what: String, lines: ClosedRange<Int> = 1...1,
              _ condition: @escaping (String) -> Bool) async throws {
        try await check(what, lines: lines, condition) { try tmux.type(String(key)) }
    }

    func press(_ key: String, _ what: String, lines: ClosedRange<Int> = 1...1,
               _ condition: @escaping (String) -> Bool) async throws {
        try await check(what, lines: lines, condition) { try tmux.press(key) }
    }

    /// Sends a key and checks what yasr said for it: `lines` things (one,
    /// unless told), the last satisfying `condition`, none said twice in a row.
    private func check(_ what: String, lines: ClosedRange<Int>, _ condition: @escaping (String) -> Bool,
                       send: () throws -> Void) async throws {
        let before = utterances().count
        try send()
        try await hears(what, from: before, condition)
        try await Task.sleep(for: .milliseconds(400))  // anything more it would say
        let heard = Array(utterances().dropFirst(before))
        #expect(lines.contains(heard.count), "\(what): yasr said \(heard.count) things: \(heard)")
        if let last = heard.last { #expect(condition(last), "\(what): said last: \(last)") }
        for (line, next) in zip(heard, heard.dropFirst()) {
            #expect(line != next, "\(what): said twice: \(line)")
        }
    }

    /// From the first line on, yasr said only the game's lines: words, each
    /// within 79 columns, with no box drawing, card back, bare number or
    /// lone letter (an escape sequence yasr did not know, read out).
    func expectNothingButLines() throws {
        let heard = utterances().dropFirst(start ?? 0)
        #expect(!heard.isEmpty)
        for line in heard {
            #expect(line.count <= 79, "longer than the line: \(line)")
            #expect(!line.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "drawing: \(line)")
            #expect(line.count > 1 && !line.allSatisfy(\.isNumber), "not a line: \(line)")
        }
    }
}
