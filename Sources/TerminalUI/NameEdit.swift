import GameCore

/// A player's name being typed on the title: which seat, the text so far,
/// and why Enter could not keep it, if it could not. The run loop keeps it
/// (as it keeps a typed row key); Enter sends the lineup with the name
/// (`playersChosen`), which is what a recording holds.
package struct NameEdit: Equatable, Sendable {
    /// The seat whose name is typed, 0 for the first.
    package var seat: Int
    /// The name so far.
    package var text: String
    /// Why the name cannot be kept (`ScoreRecord.newNameProblem`, or a name
    /// twice), said under it until the next key.
    package var problem: String?

    package init(seat: Int, text: String, problem: String? = nil) {
        self.seat = seat
        self.text = text
        self.problem = problem
    }

    /// The edit of seat `seat`'s name `name`, begun: a seat's placeholder
    /// (`Player 2`, `Player.seatName`) starts empty, so typing makes the
    /// name and not `Player 2ann`; a name given keeps its text to change.
    package static func begin(seat: Int, name: String) -> NameEdit {
        NameEdit(seat: seat, text: name == Player.seatName(seat + 1) ? "" : name)
    }

    /// Whether `character` may be added: no control or format character
    /// (no escape sequence, no bidi override reaches a name), and no more
    /// than a name may hold.
    func accepts(_ character: Character) -> Bool {
        let unsafe = character.unicodeScalars.contains {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
        guard !unsafe else { return false }
        let longer = text + String(character)
        return longer.count <= ScoreRecord.nameLimit && longer.utf8.count <= ScoreRecord.nameByteLimit
    }

    /// The first seat after `seat` a person sits in (the computer's name is
    /// its own), or nil after the last.
    static func nextPerson(after seat: Int, in players: [Player]) -> Int? {
        players.indices.first { $0 > seat && !players[$0].isComputer }
    }
}
