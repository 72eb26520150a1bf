import Foundation
import Testing

/// `--screen-reader` as a player who cannot see the screen has it: these
/// tests read only the line at the terminal's cursor, as a screen reader
/// or a braille display follows it, never the grid, and win by what they hear.
@Suite("The screen-reader mode, played by ear in a terminal")
struct ScreenReaderTests {
    @Test func aWholeMediumGameIsWonHearingOnlyTheLineAtTheCursor() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--screen-reader", "--board", "medium", "--seed", "11", "--mismatch-delay", "0.05",
             "--name", "ann", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let ear = Ear(tmux)
        try await ear.hear("the title") { $0.hasPrefix("Title: medium, 3 by 4, solo. Enter plays") }
        try tmux.press("Enter")
        let dealt = try await ear.hear("the deal") { $0.hasPrefix("New medium game: 3 rows of 4 cards, keys a to l") }
        let letters = Array("abcdefghijkl")
        #expect(dealt.contains("a to l"))

        // Memory, from what was heard alone.
        var faces: [Character: String] = [:]
        var matched: Set<Character> = []
        var pairs = 0
        func flip(_ letter: Character) async throws -> String {
            let before = try ear.line()
            try tmux.type(String(letter))
            let line = try await ear.hear("the flip of \(letter)") { $0 != before && $0.hasPrefix("\(letter), row ") }
            let face = try #require(line.firstMatch(of: /^[a-z], row \d+ column \d+: ([a-z]+)/)).1
            faces[letter] = String(face)
            if line.contains("Pair!") { pairs += 1 }
            return line
        }
        var tries = 0
        while pairs < 6 && tries < 40 {
            tries += 1
            let open = letters.filter { !matched.contains($0) }
            // A pair already known: both cards.
            if let first = open.first(where: { card in faces[card] != nil
                    && open.contains { $0 != card && faces[$0] == faces[card] } }) {
                let second = open.first { $0 != first && faces[$0] == faces[first] }!
                _ = try await flip(first)
                let line = try await flip(second)
                #expect(line.contains("Pair!"), "\(line)")
                matched.formUnion([first, second])
                continue
            }
            let unknown = open.filter { faces[$0] == nil }
            let first = unknown[0]
            _ = try await flip(first)
            let second = open.first { $0 != first && faces[$0] == faces[first] } ?? unknown[1]
            let line = try await flip(second)
            if line.contains("Pair!") { matched.formUnion([first, second]) }
        }
        #expect(pairs == 6)
        let won = try await ear.hear("the win with its rank") { $0.contains("Rank 1 on medium") }
        #expect(won.hasPrefix("You won! \(2 * tries) moves in"), "\(won)")
        #expect(try tmux.cursor().isShown)
        // Tab reads the board's top 10, the game marked.
        try tmux.press("Tab")
        let table = try await ear.hear("the top 10") { $0.hasPrefix("Medium top 10, 1: ann, ") }
        #expect(table.hasSuffix("this game"), "\(table)")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
        // The game counted and scored like any other.
        #expect(sandbox.text("scores.json")?.contains("\"ann\"") == true)
    }

    @Test func theComputersFlipsAreHeardAndUsedAgainstIt() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--screen-reader", "--board", "medium", "--seed", "5", "--vs", "easy", "--mismatch-delay", "0.05",
             "--name", "ann", "--scores-file", sandbox.scoresFile], sandbox: sandbox,
            environment: [:])
        defer { tmux.kill() }
        let ear = Ear(tmux)
        try await ear.hear("the title") { $0.contains("against the easy computer") }
        try tmux.press("Enter")
        try await ear.hear("the deal") { $0.hasPrefix("New medium game") && $0.hasSuffix("Your turn") }
        let letters = Array("abcdefghijkl")
        var faces: [Character: String] = [:]
        var matched: Set<Character> = []
        var heardFromComputer = 0
        /// Learns what a line says the computer turned.
        func learn(_ line: String) {
            guard line.hasPrefix("The computer turns ") || line.hasPrefix("Then the computer turns ") else { return }
            let cards = line.matches(of: /([a-z]): ([a-z]+)/).map { (Character(String($0.1)), String($0.2)) }
            for (letter, face) in cards { faces[letter] = face }
            heardFromComputer += cards.count
            if line.contains("Pair!") { matched.formUnion(cards.map(\.0)) }
        }
        /// Waits until it is the person's turn again, or the game is over.
        func waitForMyTurn() async throws -> String {
            var last = ""
            return try await ear.hear("my turn") { line in
                if line != last { learn(line); last = line }
                return line.hasSuffix("Your turn") || line.hasSuffix("Your turn again") || line.contains(" moves in ")
            }
        }
        func flip(_ letter: Character) async throws -> String {
            let before = try ear.line()
            let beforeRow = try tmux.cursor().row
            try tmux.type(String(letter))
            // The last pair's flip may be followed by the win's line before
            // the line is read: the end of the game is heard instead.
            // A mismatch passes the turn, and the computer's try may replace
            // the flip's line before it is read: then the computer is heard.
            // A line said again (a second matched card) is new by its row:
            // each new line goes on the other of the bottom two rows.
            let line = try await ear.hear("the flip of \(letter)") {
                ($0 != before || (try? tmux.cursor().row) != beforeRow) && ($0.hasPrefix("\(letter), row ") || $0 == "That card is already matched"
                                 || $0.contains(" moves in ") || $0.hasPrefix("The computer turns ")
                                 || $0.hasPrefix("Then the computer turns "))
            }
            if line == "That card is already matched" { matched.insert(letter); return line }
            if let face = line.firstMatch(of: /^[a-z], row \d+ column \d+: ([a-z]+)/)?.1 { faces[letter] = String(face) }
            return line
        }
        var line = try ear.line()
        var rounds = 0
        while !line.contains(" moves in ") && rounds < 60 {
            rounds += 1
            let open = letters.filter { !matched.contains($0) }
            let knownPair = open.first { card in faces[card] != nil && open.contains { $0 != card && faces[$0] == faces[card] } }
            let first = knownPair ?? open.first { faces[$0] == nil } ?? open[0]
            var heard = try await flip(first)
            if heard == "That card is already matched" { line = heard; continue }
            let second = open.first { $0 != first && faces[$0] == faces[first] }
                ?? open.first { $0 != first && faces[$0] == nil } ?? open.first { $0 != first }!
            heard = try await flip(second)
            if heard.hasPrefix("\(second), row "), heard.contains("Pair!") { matched.formUnion([first, second]) }
            if heard == "That card is already matched" {
                // The first card is up alone: any other open card ends the try.
                if let other = letters.first(where: { !matched.contains($0) && $0 != first }) { heard = try await flip(other) }
            }
            line = heard.contains(" moves in ") || heard.hasSuffix("again") && !heard.contains("computer")
                ? heard : try await waitForMyTurn()
        }
        let end = try await ear.hear("the end of the game") { $0.contains(" moves in ") }
        #expect(end.contains("ann wins") || end.contains("Computer wins") || end.hasPrefix("A draw"), "\(end)")
        #expect(heardFromComputer >= 2, "the computer's flips were heard at the cursor")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }

    @Test func theEnvironmentTurnsItOnAndKeysReadTheBoardTheScoreTheTimeAndAskQuestionsInOneLine() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--board", "medium", "--seed", "11", "--players", "ann,bob", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox, environment: ["THREEDUCKS_SCREEN_READER": "1"])
        defer { tmux.kill() }
        let ear = Ear(tmux)
        try await ear.hear("the title") { $0.hasPrefix("Title: medium, 3 by 4, 2 people taking turns.") }
        #expect(try tmux.cursor() == (23, 0, true))
        try tmux.press("Enter")
        try await ear.hear("the deal") { $0.hasPrefix("New medium game") && $0.hasSuffix("ann's turn") }
        // No clock on screen: the screen is the same a second and more later.
        let still = try tmux.screen()
        #expect(!still.contains("Time:"))
        try await Task.sleep(for: .milliseconds(1300))
        #expect(try tmux.screen() == still)

        let flipped = try await { () async throws -> String in
            try tmux.type("c")
            return try await ear.hear("the flip") { $0.hasPrefix("c, row 1 column 3: ") }
        }()
        let face = String(flipped.dropFirst("c, row 1 column 3: ".count))
        // A key refused is said, and said again, whole, on the other row, when pressed again.
        try tmux.type("c")
        try await ear.hear("the refusal") { $0 == "That card is already face up" }
        let row = try tmux.cursor().row
        try tmux.type("c")
        try await ear.hear("the refusal again") { try $0 == "That card is already face up" && tmux.cursor().row != row }
        try tmux.type(".")
        try await ear.hear("the row") { $0.hasPrefix("Row 1: a down, b down, c \(face), d down") }
        try tmux.type("w")
        try await ear.hear("the score") { $0 == "0 of 6 pairs found, 1 move. ann 0, bob 0. ann's turn" }
        try tmux.type(",")
        try await ear.hear("the time") { $0.hasPrefix("Time: 0:0") }
        try tmux.press("Tab")
        try await ear.hear("the board") { $0.hasPrefix("Row 1: a down") }
        try tmux.type("?")
        let help = try await tmux.waitFor("the plain help") { $0.contains("Tab: screen reader: read the board, a row a press") }
        #expect(!help.contains("┌"))
        try await ear.hear("the help's first page") { $0 == "Keys, page 1 of 2, above; Space for more" }
        try tmux.press("Space")
        try await ear.hear("the help's last page") { $0 == "Keys, page 2 of 2, above; any key closes" }
        try tmux.type("x")
        try await ear.hear("the help closed") { $0.hasPrefix("Help closed.") }
        try tmux.type("q")
        try await ear.hear("the question") { $0 == "Give up this game? y gives up, any other key plays on" }
        try tmux.type("y")
        try await ear.hear("the title again") { $0.hasPrefix("Title: medium") }
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }

    @Test func sOnTheTitleTurnsTheModeOnAndOff() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--board", "medium", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let ear = Ear(tmux)
        let title = try await tmux.waitFor("Enter to play")
        #expect(!title.contains("Title: medium"))
        try tmux.type("s")
        try await ear.hear("the mode on") { $0.hasPrefix("Screen-reader mode on. Title: medium, 3 by 4, solo.") }
        try tmux.type("s")
        try await tmux.waitFor("the mode off") { !$0.contains("Screen-reader mode on") && $0.contains("Enter to play") }
        try tmux.type("s")
        try await ear.hear("the mode on again") { $0.hasPrefix("Screen-reader mode on.") }
        try tmux.press("Enter")
        try await ear.hear("the deal") { $0.hasPrefix("New medium game") }
        try tmux.type("q")
        try await ear.hear("the question") { $0.hasPrefix("Give up this game?") }
        try tmux.type("y")
        try await ear.hear("the title") { $0.hasPrefix("Title: medium") }
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
    }

    @Test func theResumeOfferAndTabOnItAreHeard() async throws {
        let sandbox = try Sandbox()
        let arguments = ["--screen-reader", "--board", "easy", "--seed", "7", "--scores-file", sandbox.scoresFile]
        let first = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { first.kill() }
        let ear = Ear(first)
        try await ear.hear("the title") { $0.hasPrefix("Title: easy") }
        try first.press("Enter")
        try await ear.hear("the deal") { $0.hasPrefix("New easy game") }
        try first.type("a")
        try await ear.hear("the flip") { $0.hasPrefix("a, row 1 column 1: ") }
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        let second = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { second.kill() }
        let again = Ear(second)
        try await again.hear("the offer") { $0.hasPrefix("An unfinished easy game waits, 0 of 4 pairs found") }
        try second.press("Tab")
        try await again.hear("the new game highlighted") { $0.hasPrefix("n new game highlighted: Enter abandons") }
        try second.press("Tab")
        try await again.hear("resume highlighted") { $0.hasPrefix("r resume highlighted") }
        try second.press("Enter")
        try await again.hear("the game back") { $0.hasPrefix("Resumed easy game, 0 of 4 pairs found") }
    }
}

/// The test's ear: the line at the terminal's cursor, and nothing else.
private struct Ear {
    let tmux: TmuxSession
    init(_ tmux: TmuxSession) { self.tmux = tmux }

    /// The screen's row the cursor is on, from the cursor to its end.
    func line() throws -> String {
        let cursor = try tmux.cursor()
        let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        guard rows.indices.contains(cursor.row) else { return "" }
        let row = Array(rows[cursor.row])
        let text = String(row.dropFirst(min(cursor.column, row.count)))
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `line()` on a thread of its own.
    private func lineOffThePool() async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try self.line() }) }
        }
    }

    /// Waits until the line at the cursor satisfies `condition`. As
    /// `TmuxSession.waitFor`: the line is read off the test runner's few
    /// threads (blocking tests hold them, and a poll may resume long
    /// after it was due), and the last look is always taken after the
    /// deadline, so a late wake-up is never the last word.
    @discardableResult
    func hear(_ what: String, deadline: Duration = .seconds(15),
                       _ condition: (String) throws -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var last = ""
        while true {
            let expired = clock.now >= end
            last = try await lineOffThePool()
            if try condition(last) { return last }
            if expired { break }
            try await Task.sleep(for: .milliseconds(40))
        }
        throw EndToEndFailure("waited \(deadline) to hear \(what); the line at the cursor was: \(last)")
    }
}
