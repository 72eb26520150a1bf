import GameCore
import GameStorage
import Testing

/// Where the scores file lives without `--scores-file`, per the XDG base
/// directory spec.
@Suite struct DefaultPathTests {
    @Test func xdgDataHomeWins() {
        #expect(FileScoreStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
            == "/data/threeducks/scores.json")
    }

    @Test func withoutXDGDataHomeItIsUnderHome() {
        #expect(FileScoreStore.defaultPath(environment: ["HOME": "/home/ann"])
            == "/home/ann/.local/share/threeducks/scores.json")
    }

    @Test(arguments: ["data", "./data", "", "~/data"])
    func aRelativeOrEmptyXDGDataHomeIsIgnored(_ value: String) {
        #expect(FileScoreStore.defaultPath(environment: ["XDG_DATA_HOME": value, "HOME": "/home/ann"])
            == "/home/ann/.local/share/threeducks/scores.json")
    }

    @Test func trailingSlashesAreDropped() {
        #expect(FileScoreStore.defaultPath(environment: ["XDG_DATA_HOME": "/data//"]) == "/data/threeducks/scores.json")
    }

    @Test func withoutHomeThePasswdHomeIsUsed() {
        #expect(FileScoreStore.defaultPath(environment: [:], home: "/var/ann")
            == "/var/ann/.local/share/threeducks/scores.json")
        #expect(FileScoreStore.defaultPath(environment: ["HOME": "relative"], home: "/var/ann")
            == "/var/ann/.local/share/threeducks/scores.json")
    }

    @Test func withNoAbsoluteDirectoryAtAllThereIsNoDefault() {
        #expect(FileScoreStore.defaultPath(environment: ["XDG_DATA_HOME": "x", "HOME": ""]) == nil)
    }
}
