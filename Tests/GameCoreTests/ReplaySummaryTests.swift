import GameCore
import Testing

/// What `threeducks replay --headless` prints.
@Suite struct ReplaySummaryTests {
    @Test func aMatchingReplayPrintsTheGameAndSaysTheDigestMatches() {
        let summary = ReplaySummary(board: .hard, moves: 26, elapsedSeconds: 65, won: true, gamesDealt: 1,
                                    digest: "00ff00ff00ff00ff", recordedDigest: "00ff00ff00ff00ff")
        #expect(summary.digestMatches)
        #expect(summary.description == """
            board       hard
            moves       26
            time        1:05
            result      won
            games       1
            digest      00ff00ff00ff00ff (matches the recording)
            """)
    }

    /// Issue 35: the win screen said `0:27.4` and the replay `0:27`.
    @Test func theTimeIsSaidAsTheWinScreenSaysIt() {
        func time(_ milliseconds: Int?) -> String? {
            ReplaySummary(board: .easy, moves: 8, elapsedSeconds: 27, won: true, gamesDealt: 1, digest: "0",
                          recordedDigest: "0", playedMilliseconds: milliseconds)
                .description.split(separator: "\n").first { $0.hasPrefix("time") }.map(String.init)
        }
        #expect(time(27_480) == "time        0:27.4", "tenths cut, as the win screen cuts them")
        #expect(time(nil) == "time        0:27")
        #expect(time(65_900) == "time        1:05", "whole seconds from a minute on, as the win screen")
    }

    @Test func aDifferingReplayShowsBothDigests() {
        let summary = ReplaySummary(board: .easy, moves: 3, elapsedSeconds: 9, won: false, gamesDealt: 1,
                                    digest: "1111111111111111", recordedDigest: "2222222222222222")
        #expect(!summary.digestMatches)
        #expect(summary.description.contains("result      not won"))
        #expect(summary.description.hasSuffix("1111111111111111 (differs from the recording's 2222222222222222)"))
    }

    private static func summary(_ players: [Player], won: Bool = true, board: Board = .easy) -> ReplaySummary {
        ReplaySummary(board: board, players: players, moves: 20, elapsedSeconds: 30, won: won, gamesDealt: 1,
                      digest: "00ff00ff00ff00ff", recordedDigest: "00ff00ff00ff00ff")
    }

    @Test func aGameOfSeveralListsThePlayersAndNamesTheWinnerByPairs() {
        let summary = Self.summary([Player(name: "ann", pairs: 2), Player(name: "bob", pairs: 4)], board: Board(name: "4x3")!)
        #expect(summary.description == """
            board       4x3
            players     ann 2 pairs, bob 4 pairs
            moves       20
            time        0:30
            result      bob wins, 4 pairs to 2
            games       1
            digest      00ff00ff00ff00ff (matches the recording)
            """)
    }

    @Test func theComputerIsNamedWithItsLevel() {
        let summary = Self.summary([Player(name: "ann", pairs: 1), Player(name: "Computer", computer: .hard, pairs: 3)])
        #expect(summary.description.contains("players     ann 1 pair, Computer (hard) 3 pairs"))
        #expect(summary.result == "Computer (hard) wins, 3 pairs to 1")
    }

    @Test func aWinOverSeveralListsEachOtherPlayersPairs() {
        let summary = Self.summary([Player(name: "a", pairs: 1), Player(name: "b", pairs: 5),
                                    Player(name: "c", pairs: 0), Player(name: "d", pairs: 2)])
        #expect(summary.result == "b wins, 5 pairs to 1, 0 and 2")
    }

    @Test func equalMostPairsAreADrawNamingThoseWhoDrew() {
        let summary = Self.summary([Player(name: "ann", pairs: 3), Player(name: "bob", pairs: 1), Player(name: "cy", pairs: 3)])
        #expect(summary.result == "draw, ann and cy with 3 pairs each")
    }

    @Test func anUnfinishedGameOfSeveralIsNotWonAndASoloGameHasNoPlayersLine() {
        #expect(Self.summary([Player(name: "ann", pairs: 3), Player(name: "bob", pairs: 1)], won: false).result == "not won")
        let solo = Self.summary([Player(name: "ann", pairs: 4)])
        #expect(solo.result == "won")
        #expect(!solo.description.contains("players"))
    }

    @Test func namesFromARecordingArePrintedSafe() {
        let summary = Self.summary([Player(name: "a\u{202E}nn", pairs: 2), Player(name: "bob", pairs: 1)])
        #expect(!summary.description.contains("\u{202E}"))
        #expect(summary.description.contains("players     ann 2 pairs"))
    }
}
