/// `m:ss`, minutes growing as needed: how the game, the scores table and a
/// replay's summary all show a time in seconds. The one definition.
package func clockText(_ seconds: Int) -> String {
    let tail = seconds % 60
    return "\(seconds / 60):\(tail < 10 ? "0" : "")\(tail)"
}
