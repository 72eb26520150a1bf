import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// A failure to keep the game in play is said during play, not only on
/// the title or the win screen the player may never reach.
@Suite struct PlayWarningTests {
    @Test func aJournalThatCannotBeWrittenIsSaidOnTheCueLineDuringPlay() {
        var state = Scene.midGame(.medium)
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: disk full"))
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80))
        #expect(frame.lines[1].contains("Game not kept for resuming: disk full"), "\(frame.lines[1])")
    }
}
