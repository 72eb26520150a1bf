import GameCore

/// The on-screen replay's pacing (`ReplayTimeline`), driven as the terminal's
/// run loop drives it but without a clock: wait exactly as long as it asks,
/// take what is due, again, until every action is handed out.
enum ReplayPacing {
    /// Speeds a player might ask for with `--speed`.
    static let speeds: [Double] = [1, 8, 0.25]

    /// Paces `recording` at `speed`; throws when an action is lost, doubled or
    /// reordered, or when waiting as asked stops bringing actions (the run
    /// loop would spin).
    static func check(_ recording: Recording, speed: Double) throws(FuzzViolation) {
        var timeline = ReplayTimeline(recording, speed: speed)
        var handedOut: [GameAction] = []
        // Each wait should bring at least one action; allow a few that fall short by rounding.
        var turnsLeft = 2 * recording.actions.count + 8
        while let wait = timeline.realTimeUntilNextDue {
            guard turnsLeft > 0 else {
                throw FuzzViolation("at speed \(speed), waiting as the timeline asks stops bringing actions "
                    + "(\(timeline.sentCount) of \(recording.actions.count) handed out, next wait \(wait))")
            }
            turnsLeft -= 1
            handedOut += timeline.advance(byRealTime: wait)
        }
        if handedOut != recording.actions.map(\.action) {
            throw FuzzViolation("at speed \(speed), the timeline handed out \(handedOut.count) actions "
                + "instead of the \(recording.actions.count) recorded, in order")
        }
    }
}
