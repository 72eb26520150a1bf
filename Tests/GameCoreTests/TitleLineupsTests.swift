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

    /// Issue 35: names typed for the players mode were forgotten on a switch
    /// to "vs computer"; they carry, seat by seat, both ways.
    @Test func namesTypedCarryBetweenThePlayersModeAndTheComputers() {
        var state = GameState(board: .easy, titleLineups: configuration(name: "root").titleLineups)
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.players))
        // Typed on the title: the lineup with the names, as Enter sends it.
        GameReducer.reduce(&state, .playersChosen([Player(name: "ann"), Player(name: "bob")]))
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.computer))
        #expect(state.players == [Player(name: "ann"), .computer(.medium)])
        // Renamed against the computer, back to the players mode: the first seat is that name.
        GameReducer.reduce(&state, .playersChosen([Player(name: "cy"), .computer(.hard)]))
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.players))
        #expect(state.players.map(\.name) == ["cy", "bob"])
        // The solo name and the placeholders carry nothing; nor does a name seated already.
        var lineups = configuration(name: "root").titleLineups
        lineups.set([Player(name: "Player 1"), Player(name: "root"), Player(name: "Player 3")])
        #expect(lineups.computer == [Player(name: "root"), .computer(.medium)])
        lineups.set([Player(name: "bob"), Player(name: "ann")])
        lineups.set([Player(name: "ann"), .computer(.easy)])
        #expect(lineups.players.map(\.name) == ["bob", "ann"], "ann is seated already: no two seats alike")
    }
}
