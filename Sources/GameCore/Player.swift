/// One of the people (or the computer) taking turns at a game.
package struct Player: Equatable, Sendable {
    /// How the player is named on screen, in recordings and in results.
    package var name: String
    /// The computer's level when the computer plays this seat; nil for a person.
    package var computer: ComputerLevel?
    /// Pairs this player found in the game in play.
    package var pairs: Int

    /// A person (or, with `computer`, the computer) with no pairs yet.
    package init(name: String, computer: ComputerLevel? = nil, pairs: Int = 0) {
        self.name = name
        self.computer = computer
        self.pairs = pairs
    }

    /// The name the computer plays under.
    package static let computerName = "Computer"
    /// The name a solo player plays under when none is known (no login
    /// name that makes a valid score name, no `--name`).
    package static let defaultName = "player"
    /// The names of the seats of the hot-seat game when none were given,
    /// in seat order: the first two sit down, the title adds the others.
    package static let seatNames = ["Player 1", "Player 2"]

    /// The name of seat `number` (1 for the first) when none was given: `Player 3`.
    package static func seatName(_ number: Int) -> String { "Player \(number)" }

    /// The person named `name` at a table with the computer: one named like
    /// the computer sits as the first seat's name, so no name is there twice.
    package static func person(named name: String) -> Player {
        Player(name: name == computerName ? seatNames[0] : name)
    }

    /// The computer at `level`.
    package static func computer(_ level: ComputerLevel) -> Player {
        Player(name: computerName, computer: level)
    }

    /// Plays by itself: its flips come from the opponent link, not a key.
    package var isComputer: Bool { computer != nil }
}

extension Player {
    /// Why these players cannot sit at one game, or nil when they can: one
    /// to four, each name a valid one (`ScoreRecord.nameProblem`), no name
    /// twice (the end screen and the results name the winner).
    package static func lineupProblem(_ players: [Player]) -> String? {
        if players.isEmpty { return "a game needs a player" }
        if players.count > GameState.maximumPlayers {
            return "at most \(GameState.maximumPlayers) players, the computer included"
        }
        for player in players {
            if let problem = ScoreRecord.nameProblem(player.name) { return problem }
        }
        // At most `maximumPlayers`: each against those before it, no set to hash into.
        for (index, player) in players.enumerated() where players[..<index].contains(where: { $0.name == player.name }) {
            return "\"\(player.name.sanitizedForTerminal)\" is named twice"
        }
        return nil
    }
}

extension Player: Codable {
    private enum CodingKeys: String, CodingKey { case name, computer }

    /// Written as `{"name":"ann"}` or `{"computer":"hard","name":"Computer"}`:
    /// who sits, not the pairs of a game (those follow from its actions).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(computer, forKey: .computer)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        if let problem = ScoreRecord.nameProblem(name) {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: problem)
        }
        self.init(name: name, computer: try container.decodeIfPresent(ComputerLevel.self, forKey: .computer))
    }
}

/// How well the computer opponent remembers the cards it has seen.
package enum ComputerLevel: String, CaseIterable, Codable, Sendable {
    /// Forgets most of what it saw within a few turns.
    case easy
    /// Remembers about half.
    case medium
    /// Remembers nearly everything.
    case hard
}
