import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Keys work with Caps Lock on: the terminal's typed capitals reach the key
/// map as the small letters every binding names (issue 22).
@Suite struct CapsLockTests {
    @Test func aCapitalLetterIsTypedAsItsSmallOneAndNothingElseChanges() {
        #expect(InputEvent.typed("A") == .character("a"))
        #expect(InputEvent.typed("Q") == .character("q"))
        #expect(InputEvent.typed("a") == .character("a"))
        #expect(InputEvent.typed("?") == .character("?"))
        #expect(InputEvent.typed("É") == .character("É"), "only ASCII letters are folded")
        #expect(InputEvent.typed(" ") == .character(" "))
    }

    @Test func capitalsFlipAskAndAnswerAsSmallLettersDo() {
        var state = Scene.midGame(.easy)
        let flip = KeyMap.commands(for: .typed("C"), state: state, rows: 24, columns: 80)
        #expect(flip == KeyMap.commands(for: .character("c"), state: state, rows: 24, columns: 80))
        #expect(flip.contains { if case .send(.cardFlipped) = $0 { true } else { false } })
        #expect(KeyMap.commands(for: .typed("Q"), state: state, rows: 24, columns: 80) == [.send(.giveUpAsked)])
        GameReducer.reduce(&state, .giveUpAsked)
        #expect(KeyMap.commands(for: .typed("Y"), state: state, rows: 24, columns: 80) == [.send(.gaveUp)])
    }
}
