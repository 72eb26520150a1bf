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

    package init(kind: Kind, name: String?, presence: Presence = .connected, isHost: Bool = false) {
        self.kind = kind
        self.name = name
        self.presence = presence
        self.isHost = isHost
    }
}

extension LobbySeat {
    /// The players away and the seconds they have left to come back, in one line; nil when none is.
    package static func awayLine(_ seats: [LobbySeat]) -> String? {
        let away = seats.compactMap { seat -> String? in
            guard case .away(let seconds) = seat.presence else { return nil }
            return "\((seat.name ?? "").sanitizedForTerminal) is away: \(seconds) s to come back"
        }
        return away.isEmpty ? nil : away.joined(separator: "; ")
    }
}
