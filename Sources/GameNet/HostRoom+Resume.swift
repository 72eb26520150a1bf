import GameCore

/// What the host keeps beside its journal so that `host --resume` can bring
/// the room back (docs/network.md, *The host comes back*): the game's number,
/// the nonce of its commitment (the journal keeps the seed), and the seats
/// with their rejoin tokens. A few lines of text, written at the deal:
///
/// ```
/// threeducks-room 1
/// game 1
/// nonce 00112233445566778899aabbccddeeff
/// seat host person - ann
/// seat - computer:medium - the computer
/// seat - person 0f1e2d3c4b5a69788796a5b4c3d2e1f0 bob
/// ```
package struct KeptRoom: Equatable, Sendable {
    package struct Seat: Equatable, Sendable {
        package var kind: LobbySeat.Kind
        package var name: String
        package var token: RejoinToken?
        package var isHost: Bool

        package init(kind: LobbySeat.Kind, name: String, token: RejoinToken?, isHost: Bool) {
            self.kind = kind
            self.name = name
            self.token = token
            self.isHost = isHost
        }
    }

    package var game: Int
    package var nonce: [UInt8]
    package var seats: [Seat]

    package init(game: Int, nonce: [UInt8], seats: [Seat]) {
        self.game = game
        self.nonce = nonce
        self.seats = seats
    }

    static let magic = "threeducks-room 1"

    /// The file's text, newline-ended.
    package var text: String {
        var lines = [Self.magic, "game \(game)", "nonce \(WireText.hex(nonce))"]
        for seat in seats {
            let kind = switch seat.kind {
            case .person, .empty: "person"
            case .computer(let level): "computer:\(level.rawValue)"
            }
            lines.append("seat \(seat.isHost ? "host" : "-") \(kind) \(seat.token?.hex ?? "-") \(seat.name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `text`, or says in a few words what is wrong with it.
    package init(text: String) throws(KeptRoomError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.magic else { throw KeptRoomError("it is not a room file of this version") }
        var game: Int?
        var nonce: [UInt8]?
        var seats: [Seat] = []
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let bad = KeptRoomError("line \(index + 1) cannot be read")
            let words = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            switch words.first {
            case "game":
                guard words.count == 2, let number = Int(words[1]), number > 0 else { throw bad }
                game = number
            case "nonce":
                guard words.count == 2, let bytes = WireText.bytes(hex: words[1], count: Commitment.nonceBytes) else { throw bad }
                nonce = bytes
            case "seat":
                guard words.count == 5, !words[4].isEmpty, words[1] == "host" || words[1] == "-" else { throw bad }
                let kind: LobbySeat.Kind
                if words[2] == "person" {
                    kind = .person
                } else if words[2].hasPrefix("computer:"), let level = ComputerLevel(rawValue: String(words[2].dropFirst(9))) {
                    kind = .computer(level)
                } else {
                    throw bad
                }
                var token: RejoinToken?
                if words[3] != "-" {
                    guard let bytes = WireText.bytes(hex: words[3], count: RejoinToken.byteCount), let read = RejoinToken(bytes: bytes) else { throw bad }
                    token = read
                }
                seats.append(Seat(kind: kind, name: words[4], token: token, isHost: words[1] == "host"))
            default:
                throw bad
            }
        }
        guard let game, let nonce, !seats.isEmpty, seats.count <= GameState.maximumPlayers else {
            throw KeptRoomError("it lacks the game, its nonce or its seats")
        }
        self.init(game: game, nonce: nonce, seats: seats)
    }
}

package struct KeptRoomError: Error, Equatable, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}

extension HostRoom {
    /// The room as `host --resume` needs it back: nil when no game is on.
    package var kept: KeptRoom? {
        guard let current = currentGame else { return nil }
        return KeptRoom(game: current.deal.game, nonce: current.nonce, seats: seatsKept)
    }

    /// The room of a journaled game, brought back after the host's program
    /// went: the seats as they were (the host's and the computer's here, each
    /// other player away for the grace, from `now`), the deal with its
    /// commitment remade from the journal's seed and the kept nonce, and
    /// every event the journal's actions made, so that a player who comes
    /// back is sent the whole game (`catchUp`). `journaled` is the journal's
    /// game from its deal on; the store is about to resume it, which turns
    /// down a mismatch that showed and un-pauses it: those come as events
    /// too, so every joiner's replay stays the host's game. Nil when the
    /// journal's game does not fit the kept room (another deal, other players).
    package init?(resuming kept: KeptRoom, journaled: JournaledGame, board: Board, options: Options = Options(),
                  now: Duration, random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        self.init(host: kept.seats.first?.name ?? Player.defaultName, board: board, options: options, random: random)
        var fold = ActionFold(from: GameState(board: journaled.board, players: journaled.players))
        guard let first = journaled.actions.first, let dealt = first.dealt else { return nil }
        fold.apply(first)
        guard let round = fold.state.round, round.players.count == kept.seats.count,
              zip(round.players, kept.seats).allSatisfy({ $0.name == $1.name }) else { return nil }
        let deal = HostMessage.Deal(game: kept.game, board: round.board, players: round.players, daily: round.daily,
                                    commitment: Commitment.make(seed: dealt.seed, nonce: kept.nonce))
        var game = CurrentGame(deal: deal, seed: dealt.seed, nonce: kept.nonce)
        for action in Array(journaled.actions.dropFirst()) + journaled.resumeActions {
            let before = fold.apply(action)
            if let event = Self.wireAction(action, before: before, after: fold.state) { game.events.append(event) }
        }
        // A seat the computer took after the deal (`computerSeated`) is the computer's, no one's to come back to.
        var kept = kept
        for (index, player) in (fold.state.round?.players ?? []).enumerated() where kept.seats.indices.contains(index) {
            if let level = player.computer, kept.seats[index].kind == .person {
                kept.seats[index].kind = .computer(level)
                kept.seats[index].token = nil
            }
        }
        restore(kept, game: game, now: now)
    }
}

