/// Who plays in each mode the title offers, worked out once from the
/// command line: choosing a mode on the title sends its lineup
/// (`GameAction.playersChosen`), so the title never makes up a name.
package struct TitleLineups: Equatable, Sendable {
    /// The solo game: the player's name (`--name`, or the login name).
    package var solo: [Player]
    /// People taking turns: the `--players` names, or "Player 1", "Player 2".
    package var players: [Player]
    /// Against the computer: the lineup `--vs` made, or the solo player and
    /// the computer at medium.
    package var computer: [Player]

    /// The level the computer plays at when no `--vs` chose one.
    package static let defaultLevel = ComputerLevel.medium

    /// The lineups for a player named `playerName` whose command line
    /// seated `players` (empty or one: the solo game).
    package init(playerName: String, players: [Player]) {
        solo = [Player(name: playerName)]
        let people = players.filter { !$0.isComputer }.map { Player(name: $0.name) }
        self.players = people.count > 1 ? people : Player.seatNames.map { Player(name: $0) }
        if players.count > 1, players.contains(where: \.isComputer) {
            computer = players.map { Player(name: $0.name, computer: $0.computer) }
        } else {
            computer = [Player.person(named: playerName), .computer(Self.defaultLevel)]
        }
    }

    /// Who plays in `mode` from now on: what the title chose last for it.
    /// The names people gave in the players mode or against the computer
    /// carry to the other of the two, seat by seat (issue 35: "vs computer"
    /// forgot the names typed): a seat's placeholder (`Player 2`) and the
    /// solo player's own name carry nothing, and neither does a name the
    /// other lineup already seats elsewhere.
    package mutating func set(_ lineup: [Player]) {
        switch PlayMode(of: lineup) {
        case .solo: solo = lineup
        case .players:
            players = lineup
            computer = Self.carry(lineup, into: computer, solo: solo)
        case .computer:
            computer = lineup
            players = Self.carry(lineup, into: players, solo: solo)
        }
    }

    /// `target` with its people named, seat by seat, as `source`'s people were
    /// given names; unchanged where that would name two seats alike.
    private static func carry(_ source: [Player], into target: [Player], solo: [Player]) -> [Player] {
        let given = source.filter { !$0.isComputer }.map(\.name)
        var result = target
        var person = 0
        for index in result.indices where !result[index].isComputer {
            defer { person += 1 }
            guard given.indices.contains(person) else { break }
            let name = given[person]
            let isPlaceholder = name == Player.seatName(person + 1) || solo.contains { $0.name == name }
            guard !isPlaceholder, name != result[index].name else { continue }
            var renamed = result
            renamed[index] = Player(name: name, computer: nil)
            if Player.newLineupProblem(renamed) == nil { result = renamed }
        }
        return result
    }

    /// The lineup of `mode`.
    package func lineup(_ mode: PlayMode) -> [Player] {
        switch mode {
        case .solo: solo
        case .players: players
        case .computer: computer
        }
    }
}
