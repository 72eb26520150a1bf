import GameCore

/// The game's status line: what is happening, in words (never by colour
/// alone). Derived from the round: the last try's outcome (`No match` while
/// a mismatch shows, `Pair!` after a pair), why a key did nothing
/// (`Round.notice`), and, when several play, whose turn it is
/// (`bob's turn`, `Your turn` for the one person against the computer,
/// `The computer is thinking…` while the computer plays). Solo has no turn text.
package enum StatusLine {
    /// The status of `round`, its parts joined by `separator`; nil when
    /// there is nothing to say (solo, before the first flip) or the round
    /// is not in play (paused, won).
    static func text(_ round: Round, separator: String = Glyphs.unicode.separator, unicode: Bool = true,
                     viewer: Viewer? = nil) -> String? {
        let parts = parts(round, unicode: unicode, viewer: viewer)
        return parts.isEmpty ? nil : parts.joined(separator: separator)
    }

    /// The status's parts, most important first: what happened, then whose
    /// turn. A narrow screen drops them from the end.
    static func parts(_ round: Round, unicode: Bool = true, viewer: Viewer? = nil) -> [String] {
        guard round.phase == .playing else { return [] }
        var parts: [String] = []
        if case .refused(let refusal) = round.notice {
            parts.append(reason(refusal))
        } else if round.isMismatchShowing {
            parts.append("No match")
        } else if round.notice == .pair {
            parts.append("Pair!")
        }
        if round.hasSeveralPlayers, !round.allMatched, let turn = turnText(round, unicode: unicode, viewer: viewer) {
            // After a pair the same player goes on: said, so the turn's not passing is news too.
            parts.append(round.notice == .pair && !round.isComputersTurn ? turn + " again" : turn)
        }
        return parts
    }

    /// Why a key did nothing, as the status line says it.
    package static func reason(_ refusal: Round.Refusal) -> String {
        switch refusal {
        case .computersTurn: "Wait for the computer"
        case .matched: "That card is already matched"
        case .faceUp: "That card is already face up"
        case .noCard: "No card has that key"
        }
    }

    /// Whose turn it is: the computer thinking, `Your turn` when one person
    /// plays the computer at this keyboard or it is this terminal's seat in
    /// a game across machines, the player's name otherwise.
    private static func turnText(_ round: Round, unicode: Bool, viewer: Viewer?) -> String? {
        guard round.players.indices.contains(round.turn) else { return nil }
        if round.isComputersTurn { return "The computer is thinking" + (unicode ? "…" : "...") }
        switch viewer {
        case nil:
            // One keyboard: the one person against the computer is "you".
            if round.players.filter({ !$0.isComputer }).count == 1 { return "Your turn" }
        case .seat(let seat):
            if seat == round.turn { return "Your turn" }
        case .watcher, .dailyOnServer:
            break
        }
        let name = round.players[round.turn].name.leading(cells: 20).sanitizedForTerminal
        return "\(name.prefixFitting(20, ellipsis: unicode ? "…" : "."))'s turn"
    }
}
