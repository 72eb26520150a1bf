import Foundation
import GameCore
import StateDiff
import Testing

/// `GameState` keeps its title's fields (daily, scores, warning, lineups,
/// waiting game) in one shared box, for speed; to everything outside it is
/// still a plain struct of 21 fields: compared, coded, mirrored and copied
/// as one.
@Suite struct GameStateCodingTests {
    /// The fields as declared, which the mirror and the JSON both list.
    static let fields = [
        "screen", "board", "players", "turn", "cards", "selected", "moves", "played", "seed", "daily",
        "focus", "isShowingHelp", "isQuacking", "terminalFits", "scores", "isNewBest", "isScoreSaved",
        "warning", "titleLineups", "isAskingToGiveUp", "waitingGame",
    ]

    /// A game in play with every field set, the optional ones too.
    static func full() -> GameState {
        var waiting = GameState(board: .easy)
        GameReducer.reduce(&waiting, .deckDealt(animals: Board.easy.animals + Board.easy.animals, seed: 3))
        GameReducer.reduce(&waiting, .cardFlipped(id: 2))
        var state = GameState(board: .medium, players: [Player(name: "ann"), .computer(.hard)])
        state.waitingGame = ResumableGame(waiting)
        state.scores = ScoreTable([score(12)])
        state.warning = "scores file unreadable"
        GameReducer.reduce(&state, .dailyDealt(animals: Board.medium.animals + Board.medium.animals,
                                               seed: 9, date: "2026-11-23"))
        // The deal clears the warning and the waiting game: set them again.
        state.warning = "history not saved"
        state.waitingGame = ResumableGame(waiting)
        GameReducer.reduce(&state, .cardFlipped(id: 4))
        return state
    }

    /// The keys of a JSON object.
    struct Keys: Decodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        let names: Set<String>

        init(from decoder: any Decoder) throws {
            names = Set(try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue))
        }
    }

    @Test func theMirrorListsEveryFieldInTheOrderDeclaredWithNoBox() {
        let labels = Mirror(reflecting: Self.full()).children.map(\.label)
        #expect(labels == Self.fields)
    }

    @Test func theJSONHasAKeyForEveryFieldAndNoBox() throws {
        let data = try JSONEncoder().encode(Self.full())
        #expect(try JSONDecoder().decode(Keys.self, from: data).names == Set(Self.fields))
    }

    @Test func aStateComesBackFromJSONEqual() throws {
        let state = Self.full()
        #expect(state.waitingGame != nil && state.daily != nil && state.warning != nil)
        #expect(try JSONDecoder().decode(GameState.self, from: JSONEncoder().encode(state)) == state)
    }

    @Test func aMissingFieldIsNamedAsBefore() throws {
        let data = try JSONEncoder().encode(GameState())
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["turn"] = nil
        object["titleLineups"] = nil
        let without = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try JSONDecoder().decode(GameState.self, from: without)
            Issue.record("decoded without turn")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "turn", "the first missing field in the order declared")
        }
    }

    @Test func aCopyKeepsItsTitleFieldsWhenTheOriginalChanges() {
        let state = Self.full()
        var changed = state
        changed.warning = nil
        changed.scores = ScoreTable()
        changed.titleLineups.solo = [Player(name: "bob")]
        changed.waitingGame?.moves += 5
        changed.daily = nil

        #expect(state == Self.full())
        #expect(state.warning == "history not saved" && state.daily == "2026-11-23")
        #expect(state.scores.ranking(for: .medium).count == 1)
        #expect(state.titleLineups.solo == [Player(name: "ann")])
        #expect(changed.waitingGame?.moves == (state.waitingGame?.moves ?? 0) + 5)
        #expect(changed != state)
    }

    @Test func statesWithEqualTitleFieldsInDifferentBoxesAreEqual() {
        var one = GameState(), other = GameState()
        one.warning = "same"
        other.warning = "same"
        #expect(one == other)
        other.warning = "different"
        #expect(one != other)
    }

    @Test func aChangeToATitleFieldIsDiffedByItsOwnPath() {
        let before = Self.full()
        var after = before
        after.waitingGame?.moves += 1
        after.warning = nil
        after.titleLineups.computer[1].computer = .easy
        #expect(Differ.lines(from: before, to: after) == [
            "warning \"history not saved\" → nil",
            "titleLineups.computer[1].computer hard → easy",
            // How the differ names a field inside an optional, as before the box.
            "waitingGame.some.moves 1 → 2",
        ])
    }
}
