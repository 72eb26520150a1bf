import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The terminal tells the game when it stops or starts being large enough,
/// by the same decision the view draws "Terminal too small" by.
@Suite struct FitSignalTests {
    private func context(_ rows: Int, _ columns: Int) -> ViewContext { ViewContext(rows: rows, columns: columns) }

    @Test func aGameOnAScreenTooSmallToShowItSaysItDoesNotFit() {
        let game = Scene.game(.hard)
        let needed = ScreenView.minimumSize(game)
        #expect(FitSignal.action(for: game, in: context(needed.rows - 1, needed.columns))
            == .terminalFitChanged(fits: false))
        #expect(FitSignal.action(for: game, in: context(needed.rows, needed.columns - 1))
            == .terminalFitChanged(fits: false))
        #expect(FitSignal.action(for: game, in: context(needed.rows, needed.columns)) == nil,
                "fits, as the game already believes")
    }

    @Test func itSpeaksOnlyWhenTheFitChangesFromWhatTheGameLastHeard() {
        var game = Scene.game(.hard)
        game.terminalFits = false
        #expect(FitSignal.action(for: game, in: context(24, 80)) == .terminalFitChanged(fits: true))
        #expect(FitSignal.action(for: game, in: context(6, 30)) == nil)
    }

    @Test func itAgreesWithTheViewsTooSmallScreen() {
        let game = Scene.game(.hard)
        for (rows, columns) in [(6, 30), (12, 44), (15, 60), (24, 80)] {
            let drawsTooSmall = ScreenView.frame(game, context: context(rows, columns)).lines.joined().contains("Terminal too small")
            #expect(ScreenView.fits(game, rows: rows, columns: columns) == !drawsTooSmall)
        }
    }
}
