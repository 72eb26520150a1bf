import GameCore
import Testing

/// A recording's header names who sat down, so that a replay's title
/// (the state before the first action) names them too.
@Suite struct RecordingHeaderLineupTests {
    private func header(name: String, players: [Player] = []) -> RecordingHeader {
        var configuration = Game.Configuration()
        configuration.playerName = name
        configuration.players = players
        return RecordingHeader(configuration: configuration)
    }

    private func title(_ header: RecordingHeader) -> GameState {
        Recording(header: header, actions: [], end: .zero, digest: "").initialState
    }

    @Test func aSoloPlayersNameIsInTheHeaderAndOnTheReplaysTitle() {
        let solo = header(name: "ann")
        #expect(solo.players == [Player(name: "ann")])
        #expect(title(solo).players == [Player(name: "ann")])
        #expect(title(solo).titleLineups.solo == [Player(name: "ann")])
    }

    @Test func theDefaultNameKeepsTheHeaderAs1Point0WroteIt() {
        #expect(header(name: Player.defaultName).players == nil)
        #expect(title(header(name: Player.defaultName)).players == [Player(name: Player.defaultName)])
    }

    @Test func severalPlayersAreInTheHeaderAsBefore() {
        let lineup = [Player(name: "ann"), .computer(.hard)]
        #expect(header(name: "ann", players: lineup).players == lineup)
        #expect(title(header(name: "ann", players: lineup)).players == lineup)
    }

    @Test func aSoloReplayKeepsItsDigest() {
        // The digest of a solo game names no player: the name in the header changes nothing.
        var named = title(header(name: "ann")), unnamed = title(header(name: Player.defaultName))
        GameReducer.reduce(&named, .deckDealt(animals: Board.medium.animals + Board.medium.animals, seed: 1))
        GameReducer.reduce(&unnamed, .deckDealt(animals: Board.medium.animals + Board.medium.animals, seed: 1))
        #expect(named.digest == unnamed.digest)
    }
}
