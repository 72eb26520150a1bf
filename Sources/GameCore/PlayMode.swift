/// How a game is played, as the title offers it: alone, people taking
/// turns at one keyboard, or against the computer.
package enum PlayMode: String, CaseIterable, Sendable {
    /// One player, scored in the top-10 of the board.
    case solo
    /// Two to four people taking turns (hot seat).
    case players
    /// People and the computer taking turns.
    case computer

    /// The mode `players` are playing in: one player is solo, a lineup with
    /// the computer plays against it, and the rest is people taking turns.
    package init(of players: [Player]) {
        if players.count <= 1 {
            self = .solo
        } else if players.contains(where: \.isComputer) {
            self = .computer
        } else {
            self = .players
        }
    }
}
