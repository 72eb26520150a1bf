import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// Every game that ends goes to the history, through its port.
@Suite struct HistoryMiddlewareTests {
    let history = InMemoryHistoryStore()

    private func harness(players: [Player] = [], daily: Bool = false) -> GameHarness {
        var configuration = Game.Configuration.testing(.easy, seed: 5)
        configuration.historyStore = history
        configuration.playerName = "ann"
        configuration.players = players
        configuration.daily = daily
        let game = GameHarness(configuration)
        if !players.isEmpty { game.send(.playersChosen(players)) }
        return game
    }

    @Test func aWonGameAddsOneRecordWithEverythingTheHistoryKeeps() async {
        let game = harness()
        game.start()
        let (first, second) = game.mismatch()
        game.flip(first, second)
        game.wait(.seconds(1))
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(history.records == [HistoryRecord(
            date: testDate, board: .easy, players: [Player(name: "ann", pairs: 4)], moves: 10,
            seconds: game.state.round!.elapsedSeconds, result: .won, seed: 5)])
    }

    @Test func aGivenUpGameAddsARecordOfTheGameAsItWas() async {
        let game = harness()
        game.start()
        let (first, second) = game.state.pair(.bat)
        game.flip(first, second)
        game.send(.gaveUp)
        #expect(history.records.isEmpty, "the append waits for its task, off the run loop")
        await game.settle()
        #expect(game.state.screen == .title)
        #expect(game.state.warning == nil, "a record added sends nothing back")
        #expect(history.records.map(\.result) == [.gaveUp])
        #expect(history.records.first?.moves == 2)
        #expect(history.records.first?.players == [Player(name: "ann", pairs: 1)])
    }

    @Test func aDealGivenUpBeforeItsFirstFlipWasNeverPlayedAndIsNotKept() async {
        let game = harness()
        game.start()
        game.send(.gaveUp)
        await game.settle()
        #expect(history.records.isEmpty)
    }

    @Test func aGameAgainstTheComputerKeepsEverySeatAndItsPairs() async {
        let game = harness(players: [Player(name: "bo"), .computer(.hard)])
        game.start()
        let (first, second) = game.state.pair(.bat)
        game.flip(first, second)
        game.send(.gaveUp)
        await game.settle()
        #expect(history.records.first?.players == [Player(name: "bo", pairs: 1), Player(name: "Computer", computer: .hard)])
    }

    @Test func aDailyGameIsKeptWithItsDate() async {
        let game = harness(daily: true)
        game.start()
        await game.settle()  // the daily deal comes once the history has said what it holds
        await game.playPerfectly()
        #expect(history.records.map(\.daily) == [DailyDeal.date(of: testDate)])
    }

    @Test func aHistoryThatCannotBeWrittenIsAWarningAndTheGameGoesOn() async {
        history.failure = UnreadableScoreStore.Broken()
        let game = harness()
        game.start()
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(game.state.warning == "Game not added to the history: disk on fire")
    }
}
