// `GameState` keeps some fields in a box (`LastingFields`), so its mirror is
// written out: it lists the fields as declared, the boxed ones among them,
// so that the field paths StateDiff prints (`round.cards[3].isFaceUp`,
// `waitingGame.moves 3 → 4`) do not show the box. A new field goes in this
// list and in GameStateMirrorTests's, which pins it: a field left out of
// both would not show in a diff.

extension GameState: CustomReflectable {
    /// The fields in the order they are declared, as a struct's own mirror
    /// lists them.
    package var customMirror: Mirror {
        Mirror(self, children: [
            "board": board, "players": players, "round": round as Any, "dialog": dialog as Any,
            "isQuacking": isQuacking, "terminalFits": terminalFits, "lastSeed": lastSeed as Any, "event": event as Any,
            "scores": self.scores, "warning": self.warning as Any, "titleLineups": self.titleLineups,
            "waitingGame": self.waitingGame as Any, "customBoard": self.customBoard,
            "computerForgetting": self.computerForgetting as Any,
            "dailiesDealt": self.dailiesDealt, "ordinaryDeals": ordinaryDeals,
        ], displayStyle: .struct)
    }
}
