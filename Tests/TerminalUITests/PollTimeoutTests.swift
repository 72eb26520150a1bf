import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The run loop's wait, turned into poll(2)'s milliseconds: rounded up, and
/// held within range however long the wait.
@Suite struct PollTimeoutTests {
    @Test func noTimeoutWaitsForInputAlone() {
        #expect(TerminalSession.milliseconds(nil) == -1)
    }

    @Test func aWaitIsRoundedUpToTheNextMillisecondSoATimerIsNeverEarly() {
        #expect(TerminalSession.milliseconds(.zero) == 0)
        #expect(TerminalSession.milliseconds(.nanoseconds(1)) == 1)
        #expect(TerminalSession.milliseconds(.milliseconds(600)) == 600)
        #expect(TerminalSession.milliseconds(.microseconds(600_001)) == 601)
    }

    @Test func aWaitInThePastIsNoWait() {
        #expect(TerminalSession.milliseconds(.milliseconds(-5)) == 0)
        #expect(TerminalSession.milliseconds(.nanoseconds(-1)) == 0)
    }

    @Test(arguments: [Duration.seconds(3_000_000), .milliseconds(Int64.max), .seconds(Int64.max),
                      ReplayTimeline.ceiling / 0.1])
    func aWaitOfCenturiesIsTheLongestPollNotAnOverflow(_ wait: Duration) {
        #expect(TerminalSession.milliseconds(wait) == Int32.max)
    }
}
