/// `m:ss`, minutes growing as needed: how the game, the scores table and a
/// replay's summary all show a time in seconds. The one definition.
package func clockText(_ seconds: Int) -> String {
    let tail = seconds % 60
    return "\(seconds / 60):\(tail < 10 ? "0" : "")\(tail)"
}

/// Times shorter than this many seconds are shown to a tenth of a second:
/// games that short tie at a whole second (`0:09` for every time from
/// 9.0 s to 9.9 s), so the tenth tells them apart.
package let tenthsBelowSeconds = 60

/// `0:09.4` under `tenthsBelowSeconds` (tenths cut, never rounded up, so it
/// never reads a second more than `clockText` of the whole seconds), else
/// `clockText` of the whole seconds: how the win screen, the title's best
/// and the scores show a time whose milliseconds are known.
package func clockText(milliseconds: Int) -> String {
    let seconds = max(0, milliseconds) / 1000
    guard seconds < tenthsBelowSeconds else { return clockText(seconds) }
    return clockText(seconds) + "." + String(max(0, milliseconds) % 1000 / 100)
}
