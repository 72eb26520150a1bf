import GameCore
import Testing

/// The one rule for a name being taken (`ScoreRecord.newNameProblem`,
/// `ScoreRecord.nameKey`, `Player.newLineupProblem`): the look-alikes of
/// issue 36 are refused or named twice, and names already kept still read.
@Suite struct NewNameRuleTests {
    @Test func invisibleCharactersAreRefusedByName() {
        #expect(ScoreRecord.newNameProblem("ann\u{200B}")
            == "the name holds an invisible character (U+200B); type the name without it")
        for scalar in [0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x2064, 0xFEFF, 0x202A, 0x202E, 0x2066, 0x2069, 0x00AD, 0x3164] {
            let name = "a" + String(Unicode.Scalar(scalar)!) + "nn"
            #expect(ScoreRecord.newNameProblem(name)?.contains("invisible character") == true, "\(scalar)")
        }
        #expect(ScoreRecord.newNameProblem("ann\u{2028}bob") == "the name holds a line break (U+2028); type the name on one line")
    }

    @Test func theOldRefusalsKeepTheirWords() {
        #expect(ScoreRecord.newNameProblem("   ") == "the name is empty")
        #expect(ScoreRecord.newNameProblem("a\u{7F}") == "the name holds control characters")
        #expect(ScoreRecord.newNameProblem(String(repeating: "a", count: 33)) == "the name is longer than 32 characters")
    }

    @Test func emojiKeepTheJoinersTheyNeed() {
        for name in ["🦆🦆🦆", "👨‍👩‍👧", "❤️ann", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Zoë", "Ann-Marie O'Neil", "ann (b) c", "ann 2"] {
            #expect(ScoreRecord.newNameProblem(name) == nil, "\(name)")
        }
    }

    @Test func theLobbysOwnWordsCannotBeANamesEnd() {
        for name in ["ann (host)", "ann （host）", "Computer (computer, hard)", "(empty)", "ann :)", "bob, left", "bob, away 23 s"] {
            #expect(ScoreRecord.newNameProblem(name) != nil, "\(name)")
        }
        #expect(ScoreRecord.newNameProblem("ann (host)")
            == "the name ends in \")\", as the lobby's \"(host)\" and \"(computer, …)\" do; type the name without it")
        #expect(ScoreRecord.newNameProblem("bob, away soon") == nil)
    }

    @Test func namesAreComparedFolded() {
        #expect(ScoreRecord.nameKey("ANN") == "ann")
        #expect(ScoreRecord.nameKey("  ann \u{A0} b ") == "ann b")
        #expect(ScoreRecord.nameKey("ann\u{200B}") == "ann")
        #expect(ScoreRecord.nameKey("ａｎｎ") == "ann")
        #expect(Player.newLineupProblem([Player(name: "ann"), Player(name: "ANN")]) == "\"ANN\" is named twice")
        #expect(Player.newLineupProblem([Player(name: "ann"), Player(name: "ann ")]) == "\"ann \" is named twice")
        #expect(Player.newLineupProblem([Player(name: "computer"), .computer(.easy)]) == "\"Computer\" is named twice")
        #expect(Player.newLineupProblem([Player(name: "ann"), Player(name: "ann\u{200B}")])?.contains("U+200B") == true)
        #expect(Player.newLineupProblem([Player(name: "ann"), Player(name: "bob")]) == nil)
    }

    @Test func namesAlreadyKeptStillRead() {
        // Written by an earlier version: read (nameProblem), only refused when taken.
        for name in ["ann\u{200B}", "ann (host)", "ANN"] { #expect(ScoreRecord.nameProblem(name) == nil) }
        #expect(Player.lineupProblem([Player(name: "ann"), Player(name: "ANN"), Player(name: "ann (host)")]) == nil)
    }
}
