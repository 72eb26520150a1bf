import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The replay's speed keys: + = ] faster, - [ slower, named on the status
/// line, which shows the speed they set.
@Suite struct ReplaySpeedKeysTests {
    @Test func plusEqualsAndRightBracketPlayFasterMinusAndLeftBracketSlower() {
        for key: Character in ["+", "=", "]"] {
            #expect(KeyTable.replayBinding(for: .character(key))?.action == .faster, "\(key)")
        }
        for key: Character in ["-", "["] {
            #expect(KeyTable.replayBinding(for: .character(key))?.action == .slower, "\(key)")
        }
        // No key is bound twice among the replay's and the inspector's.
        let keys = (KeyTable.replay.flatMap(\.keys) + KeyTable.inspector.flatMap(\.keys))
        for (index, key) in keys.enumerated() { #expect(!keys[(index + 1)...].contains(key), "\(key) twice") }
    }

    @Test func theStatusLineShowsTheSpeedTheKeysSetAndNamesThem() {
        var inspector = ReplayInspector(InspectorViewTests.recording, speed: 1, playing: true)
        func statusLine() -> String {
            InspectorView.frame(inspector, context: ViewContext(rows: 30, columns: 120), panelToggled: false).lines
                .first { $0.contains("replaying") || $0.contains("replay paused") } ?? ""
        }
        #expect(statusLine().contains("replaying at 1x · Space pause · + faster · - slower · q quit"), "\(statusLine())")
        inspector.changeSpeed(faster: true)
        inspector.changeSpeed(faster: true)
        #expect(statusLine().contains("replaying at 4x"), "\(statusLine())")
        for _ in 0..<4 { inspector.changeSpeed(faster: false) }
        #expect(statusLine().contains("replaying at 0.25x"), "\(statusLine())")
    }
}
