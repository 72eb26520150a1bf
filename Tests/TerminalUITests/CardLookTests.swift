import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The looks a player must tell apart differ in more than colour, so they
/// survive `--no-color`: what the snapshots (text only) cannot show.
@Suite struct CardLookTests {
    let context = ViewContext(rows: 24, columns: 80)

    /// The top-left corner cell of card `id` on the large layout.
    private func corner(_ id: Int, _ state: GameState) -> CellStyle {
        let origin = BoardLayout.fit(state.board, screenRows: 24, screenColumns: 80)!.origin(of: id)
        return ScreenView.frame(state, context: context)[origin.row, origin.column].style
    }

    /// The style with its colour taken away, as a monochrome terminal shows it.
    private func withoutColor(_ style: CellStyle) -> CellStyle { style.colored(.standard) }

    @Test func theHighlightedCardIsReversedAndNoOtherIs() throws {
        let state = Scene.game(.hard)
        let focus = try #require(state.round).focus
        #expect(corner(focus, state).reverse)
        #expect(!corner(focus + 1, state).reverse)
    }

    @Test func faceUpFaceDownAndMatchedDifferWithoutColour() throws {
        let state = Scene.midGame(.hard)
        let round = try #require(state.round)
        let matched = round.cards.first(where: \.isMatched)!.id
        let faceUp = round.selected[0]
        let faceDowns = round.cards.filter { !$0.isFaceUp }.map(\.id)
        let faceDown = faceDowns[0]
        // The face-up card is the last flipped, so it has the highlight: move
        // it to another face-down card to compare the three unhighlighted.
        var unfocused = state
        GameReducer.reduce(&unfocused, .focusMoved(to: faceDowns[1]))
        let looks = [matched, faceUp, faceDown].map { withoutColor(corner($0, unfocused)) }
        #expect(Set(looks).count == 3, "\(looks)")
    }

    @Test(arguments: ["linux", "linux-16color", "linux-m", "linux2.6"])
    func theLinuxConsoleCannotDrawEmojiSoItGetsTheAsciiFaces(_ term: String) {
        #expect(!ViewContext.drawsEmoji(terminal: term))
    }

    @Test(arguments: ["xterm-256color", "screen", "tmux-256color", "vt220", "foot", "xterm-kitty"])
    func otherTerminalsDrawEmoji(_ term: String) {
        #expect(ViewContext.drawsEmoji(terminal: term))
    }

    @Test func theDucksArePurple() {
        var state = Scene.game(.easy)
        let (first, _) = Scene.pair(.ducks, in: state)
        GameReducer.reduce(&state, .cardFlipped(id: first))
        #expect(corner(first, state).color == .magenta)
    }
}
