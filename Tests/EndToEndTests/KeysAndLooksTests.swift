import Foundation
import GameCore
import Testing

/// The title's keys, help, pause, giving up, and the looks chosen on the
/// command line, as a player sees them.
@Suite("Keys and looks")
struct KeysAndLooksTests {
    @Test func arrowsAndNumbersChangeTheDifficultyOnTheTitle() async throws {
        let tmux = try await startOnTitle(["--difficulty", "medium"])
        defer { tmux.kill() }
        try await tmux.waitFor("[medium]")
        // After hard, the size of the player's own (4x4 until one is chosen), the last.
        for (key, shown) in [("Right", "[hard]"), ("Right", "[4x4]"), ("Right", "[4x4]"), ("Left", "[hard]"),
                             ("Left", "[medium]"), ("Left", "[easy]"), ("Left", "[easy]"), ("3", "[hard]"),
                             ("2", "[medium]"), ("1", "[easy]"), ("4", "[4x4]")] {
            try tmux.press(key)
            try await tmux.waitFor("\(shown) after \(key)") { screen in
                screen.contains(shown) && Self.chosenCount(screen) == 1
            }
        }
    }

    @Test func questionMarkShowsTheKeysAndAnyKeyClosesThem() async throws {
        let tmux = try await startOnTitle([])
        defer { tmux.kill() }
        try tmux.type("?")
        let help = try await tmux.waitFor("any key closes it")
        #expect(help.contains("pause or resume"))
        try tmux.type("x")
        try await tmux.waitFor("the help closed") { !$0.contains("any key closes it") && $0.contains("Enter to play") }
    }

    @Test func pHidesTheCardsAndPressingItAgainShowsThemAsTheyWere() async throws {
        let deal = Deal(.easy, seed: 7)
        let tmux = try await startOnTitle(["--seed", "7", "--difficulty", "easy"])
        defer { tmux.kill() }
        try tmux.press("Enter")
        try tmux.type("a")
        let name = deal.animal("a").name
        try await tmux.waitFor("card a face up") { Screen.grid($0).contains(name) }
        try tmux.type("p")
        try await tmux.waitFor("Paused, with every card hidden") { screen in
            screen.contains("Paused") && !deal.cardLetters.contains { screen.contains("[\($0)]") }
                && !Screen.grid(screen).contains(name)
        }
        try tmux.type("p")
        let resumed = try await tmux.waitFor("the cards back as they were") { screen in
            !screen.contains("Paused") && deal.cardLetters.allSatisfy { screen.contains("[\($0)]") }
                && Screen.grid(screen).contains(name)
        }
        #expect(resumed.contains("Moves: 1"))
    }

    /// A game with one card turned, and q pressed: the question asked.
    private func askedToGiveUp() async throws -> TmuxSession {
        let tmux = try await startOnTitle(["--seed", "7", "--difficulty", "easy"])
        do {
            try tmux.press("Enter")
            try tmux.type("a")
            try await tmux.waitFor("Moves: 1")
            try tmux.type("q")
            try await tmux.waitFor("Give up this game? y/N")
            return tmux
        } catch {
            tmux.kill()
            throw error
        }
    }

    @Test func qThenYInAGameGivesUpToTheTitle() async throws {
        let tmux = try await askedToGiveUp()
        defer { tmux.kill() }
        try tmux.type("y")
        let title = try await tmux.waitFor("Enter to play")
        #expect(!title.contains("EXIT="), "q in a game quit the program:\n\(title)")
    }

    @Test func qThenNKeepsPlaying() async throws {
        let tmux = try await askedToGiveUp()
        defer { tmux.kill() }
        try tmux.type("n")
        let game = try await tmux.waitFor("the game, the question gone") { screen in
            !screen.contains("Give up this game") && screen.contains("q give up")
        }
        #expect(game.contains("Moves: 1") && !game.contains("Enter to play"))
        // n answered the question only: the next letter flips as before.
        try tmux.type("b")
        try await tmux.waitFor("Moves: 2")
    }

    @Test func enterOnTheWinScreenDealsTheNextGameAndTGoesToTheTitle() async throws {
        let tmux = try await startOnTitle(["--seed", "7", "--seed-sequence", "--difficulty", "easy"])
        defer { tmux.kill() }
        for seed: UInt64 in [7, 8] {
            if seed == 7 { try tmux.press("Enter") }
            let deal = Deal(.easy, seed: seed)
            try await tmux.waitForBoard(deal)
            for pair in deal.pairs {
                try tmux.type(String(pair.0))
                try tmux.type(String(pair.1))
            }
            try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("t title") }
            // One key to the next game; the second time, t to the title instead.
            if seed == 7 { try tmux.press("Enter") }
        }
        try tmux.type("t")
        // The win screen says "Enter to play again" too: wait for the title itself.
        let title = try await tmux.waitFor("the title") { $0.contains("Board:") }
        #expect(title.contains("[easy]") && !title.contains("You won"), "\(title)")
    }

    @Test(arguments: [(["--no-color"], [:]), ([], ["NO_COLOR": "1"])] as [([String], [String: String])])
    func noColorDrawsWithoutColourAndStaysPlayable(arguments: [String], environment: [String: String]) async throws {
        let deal = Deal(.easy, seed: 7)
        let tmux = try await startOnTitle(["--seed", "7", "--difficulty", "easy"] + arguments, environment: environment)
        defer { tmux.kill() }
        let title = try tmux.screenWithAttributes()
        try tmux.press("Enter")
        let pair = deal.pairs[0]
        try tmux.type(String(pair.0))
        try tmux.type(String(pair.1))
        try await tmux.waitFor("Pairs: 1/4")
        let game = try tmux.screenWithAttributes()
        #expect(Screen.colourCodes(title).isEmpty, "colour on the title:\n\(title)")
        #expect(Screen.colourCodes(game).isEmpty, "colour in the game:\n\(game)")
        #expect(game.contains("\u{1B}["), "no attributes captured at all: is capture-pane -e working?")
    }

    @Test func coloursAreOnByDefault() async throws {
        let tmux = try await startOnTitle([])
        defer { tmux.kill() }
        let title = try tmux.screenWithAttributes()
        #expect(!Screen.colourCodes(title).isEmpty, "no colour on the title:\n\(title)")
    }

    /// `--ascii`, and the Linux console, whose font has no emoji.
    static let asciiFaceCases: [([String], [String: String])] = [(["--ascii"], [:]), ([], ["TERM": "linux"])]

    @Test(arguments: asciiFaceCases)
    func asciiAndTheLinuxConsoleDrawTheFacesWithoutEmoji(_ flags: [String], _ environment: [String: String]) async throws {
        if environment["TERM"] == "linux" {
            try #require(["/lib/terminfo/l/linux", "/usr/share/terminfo/l/linux"].contains {
                FileManager.default.fileExists(atPath: $0)
            }, "no terminfo entry for linux")
        }
        let deal = Deal(.easy, seed: 7)
        let ducks = deal.cardLetters.filter { deal.animal($0) == .ducks }
        let tmux = try await startOnTitle(["--seed", "7", "--difficulty", "easy"] + flags, environment: environment)
        defer { tmux.kill() }
        let title = try tmux.screen()
        #expect(!Screen.hasEmoji(title), "emoji on the title:\n\(title)")
        try tmux.press("Enter")
        try tmux.type(String(ducks[0]))
        let game = try await tmux.waitFor("the ducks card face up") { Screen.grid($0).contains("ducks") }
        #expect(Screen.grid(game).contains("<(')<(')<(')"), "no ASCII ducks:\n\(game)")
        #expect(!Screen.hasEmoji(game), "emoji in the game:\n\(game)")
    }

    /// A game started and showing its title.
    private func startOnTitle(_ arguments: [String], environment: [String: String] = [:]) async throws -> TmuxSession {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(arguments + ["--scores-file", sandbox.scoresFile],
                                              sandbox: sandbox, environment: environment)
        try await tmux.waitFor("Enter to play")
        return tmux
    }

    /// How many boards are shown bracketed as chosen.
    private static func chosenCount(_ screen: String) -> Int {
        (Board.presets + [.customDefault]).filter { screen.contains("[\($0.name)]") }.count
    }
}
