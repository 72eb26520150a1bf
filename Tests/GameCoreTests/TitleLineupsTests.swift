import GameCore
import StoreCore
import Testing

/// The lineups the title offers come from the command line, and the title
/// starts on the mode the command line chose.
@Suite struct TitleLineupsTests {
    private func configuration(name: String = "ann", players: [Player] = []) -> Game.Configuration {
        var configuration = Game.Configuration()
        configuration.playerName = name
        configuration.players = players
        return configuration
    }

    @Test func withoutPlayersOrVsTheTitleOffersTheNameAloneTwoPlayersAndTheComputerAtMedium() {
        let lineups = configuration().titleLineups
        #expect(lineups.solo == [Player(name: "ann")])
        #expect(lineups.players == [Player(name: "Player 1"), Player(name: "Player 2")])
        #expect(lineups.computer == [Player(name: "ann"), .computer(.medium)])
    }

    @Test func thePlayersNamedAreThePeopleAndVsSetsTheComputersLevel() {
        let people = [Player(name: "ann"), Player(name: "bob")]
        #expect(configuration(players: people).titleLineups.players == people)
        let withComputer = people + [.computer(.hard)]
        let lineups = configuration(players: withComputer).titleLineups
        #expect(lineups.players == people)
        #expect(lineups.computer == withComputer)
        #expect(configuration(players: [Player(name: "ann"), .computer(.easy)]).titleLineups.players
            == [Player(name: "Player 1"), Player(name: "Player 2")])
    }

    @Test func everyLineupOfferedCanSitAtAGame() {
        for name in ["ann", Player.computerName, "Player 1"] {
            let lineups = configuration(name: name).titleLineups
            for mode in PlayMode.allCases {
                #expect(Player.lineupProblem(lineups.lineup(mode)) == nil, "\(name), \(mode)")
            }
        }
    }

    @Test func theStoreStartsOnTheModeOfThePlayersSeated() {
        let scheduler = ManualScheduler()
        #expect(Game.makeStore(configuration(), scheduler: scheduler).state.mode == .solo)
        let hotSeat = configuration(players: [Player(name: "ann"), Player(name: "bob")])
        #expect(Game.makeStore(hotSeat, scheduler: scheduler).state.mode == .players)
        let versus = configuration(players: [Player(name: "ann"), .computer(.easy)])
        let store = Game.makeStore(versus, scheduler: scheduler)
        #expect(store.state.mode == .computer)
        #expect(store.state.titleLineups == versus.titleLineups)
    }

    @Test func choosingAModeOnTheTitleSeatsItsLineup() {
        var state = GameState(board: .easy, titleLineups: configuration().titleLineups)
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.computer))
        #expect(state.mode == .computer && state.players.map(\.name) == ["ann", "Computer"])
    }
}
