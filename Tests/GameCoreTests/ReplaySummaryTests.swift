import GameCore
import Testing

/// What `threeducks replay --headless` prints.
@Suite struct ReplaySummaryTests {
    @Test func aMatchingReplayPrintsTheGameAndSaysTheDigestMatches() {
        let summary = ReplaySummary(board: .hard, moves: 26, elapsedSeconds: 65, won: true, gamesDealt: 1,
                                    digest: "00ff00ff00ff00ff", recordedDigest: "00ff00ff00ff00ff")
        #expect(summary.digestMatches)
        #expect(summary.description == """
            difficulty  hard
            moves       26
            time        1:05
            result      won
            games       1
            digest      00ff00ff00ff00ff (matches the recording)
            """)
    }

    @Test func aDifferingReplayShowsBothDigests() {
        let summary = ReplaySummary(board: .easy, moves: 3, elapsedSeconds: 9, won: false, gamesDealt: 1,
                                    digest: "1111111111111111", recordedDigest: "2222222222222222")
        #expect(!summary.digestMatches)
        #expect(summary.description.contains("result      not won"))
        #expect(summary.description.hasSuffix("1111111111111111 (differs from the recording's 2222222222222222)"))
    }
}
