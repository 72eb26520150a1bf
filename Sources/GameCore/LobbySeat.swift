/// A seat as the lobby shows it: a value the lobby screen draws and the
/// network's `lobby` message carries (GameNet spells it on the wire), so
/// the screen needs no network to draw it.
package struct LobbySeat: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case person
        case computer(ComputerLevel)
        case empty
    }

    /// How the seat's person is connected.
    package enum Presence: Equatable, Sendable {
        case connected
        /// Gone; the seat is kept this many seconds more.
        case away(secondsLeft: Int)
        /// Left, or not back in time: the seat is no one's.
        case left
    }

    package var kind: Kind
    /// Nil for an empty seat.
    package var name: String?
    package var presence: Presence
    /// The host's own seat, played at the host's terminal.
    package var isHost: Bool
    /// Away because their turn's time ran out (`host --turn`), not because
    /// they dropped: still there, and back with their next move.
    package var outOfTime = false

    package init(kind: Kind, name: String?, presence: Presence = .connected, isHost: Bool = false) {
        self.kind = kind
        self.name = name
        self.presence = presence
        self.isHost = isHost
    }
}

extension LobbySeat {
    /// The players away and the seconds they have left to come back, in one
    /// line, saying who ran out of time; nil when none is. `you`, the
    /// viewer's own seat, is told what brings them back.
    package static func awayLine(_ seats: [LobbySeat], you: Int? = nil) -> String? {
        let away = seats.enumerated().compactMap { index, seat -> String? in
            guard case .away(let seconds) = seat.presence else { return nil }
            if index == you, seat.outOfTime { return "You ran out of time: play within \(seconds) s to keep your seat" }
            let why = seat.outOfTime ? "ran out of time" : "is away"
            return "\((seat.name ?? "").sanitizedForTerminal) \(why): \(seconds) s to come back"
        }
        return away.isEmpty ? nil : away.joined(separator: "; ")
    }
}
