import Foundation
import GameCore
@testable import GameStorage
import Glibc
import StoreCore
import Testing

/// The journal on real files: written action by action, read back after a
/// kill that cut its last line, moved aside when it cannot be read, and
/// kept by one program at a time.
@Suite struct FileJournalTests {
    private static let deck: [Animal] = [.bat, .ducks, .bat, .bear, .pelican, .ducks, .bear, .pelican]

    private static func temporaryPath() -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("threeducks-journal-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("journal.jsonl").path
    }

    private static func journal(_ path: String) -> FileJournal {
        FileJournal(path: path, header: RecordingHeader(seed: nil, board: .easy),
                    now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    /// One run of the program: the whole chain with the journal at `path`, launched.
    private static func run(_ path: String) -> (Store<GameState, GameAction>, ManualScheduler, FileJournal) {
        let journal = journal(path)
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.journal = journal
        let scheduler = ManualScheduler()
        let store = Game.makeStore(configuration, scheduler: scheduler)
        store.send(.launched)
        return (store, scheduler, journal)
    }

    /// A game left with the bats matched, a bear up, 1.5 s played: the state it was left in.
    private static func leaveAGame(at path: String) -> GameState {
        let (store, scheduler, _) = run(path)
        store.send(.deckDealt(animals: deck, seed: 9))
        store.send(.cardFlipped(id: 0))
        scheduler.advance(by: .milliseconds(1500))
        store.send(.cardFlipped(id: 2))
        store.send(.cardFlipped(id: 3))
        return store.state
    }

    private static func lines(_ path: String) -> [String] {
        (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    @Test func theJournalIsARecordingsHeaderAndItsActionLinesRemovedAtTheEnd() throws {
        let path = Self.temporaryPath()
        let left = Self.leaveAGame(at: path)
        let lines = Self.lines(path)
        #expect(lines.first?.contains(#""difficulty":"easy","format":2"#) == true)
        #expect(lines.first?.contains(#""seed":9"#) == true)
        #expect(lines[1] == #"{"action":{"deckDealt":{"animals":["bat","ducks","bat","bear","pelican","ducks","bear","pelican"],"seed":9}},"t":0}"#)
        #expect(lines.contains { $0.hasPrefix(#"{"action":{"cardFlipped":{"id":3}}"#) })
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600, "the deal is the player's alone (issue 36)")

        #expect(Self.offered(path) == left.round?.resumable)
        _ = Self.resume(path) { store in
            store.send(.giveUpAsked)
            store.send(.gaveUp)
        }
        #expect(FileKind.of(path) == nil, "given up: nothing to resume")
    }

    /// What the next run offers, the run gone again.
    private static func offered(_ path: String) -> Round? {
        let (store, _, _) = run(path)
        return store.state.waitingGame
    }

    /// Runs the program on `path`, resumes, does `play`, and leaves: the state left.
    private static func resume(_ path: String, _ play: (Store<GameState, GameAction>) -> Void = { _ in }) -> GameState {
        let (store, _, _) = run(path)
        store.send(.resumeTapped)
        play(store)
        return store.state
    }

    @Test func aLastLineCutShortResumesUpToTheLastWholeAction() throws {
        let path = Self.temporaryPath()
        _ = Self.leaveAGame(at: path)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text += #"{"action":{"cardFlipped":{"id":"#
        try text.write(toFile: path, atomically: false, encoding: .utf8)

        let game = try #require(Self.offered(path))
        #expect(game.moves == 3)
        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [0, 2, 3])
        // Resumed, the journal is whole again and goes on from there.
        let left = Self.resume(path) { $0.send(.cardFlipped(id: 6)) }
        #expect(Self.lines(path).allSatisfy { $0.hasSuffix("}") })
        #expect(Self.offered(path) == left.round?.resumable)
    }

    @Test func aMismatchShowingIsTurnedDownAndTheJournalSaysSo() throws {
        let path = Self.temporaryPath()
        _ = Self.leaveAGame(at: path)
        // The bear and a pelican up when the program goes.
        let mismatched = Self.resume(path) { $0.send(.cardFlipped(id: 4)) }
        #expect(mismatched.round?.isMismatchShowing == true)
        let game = try #require(Self.offered(path))
        #expect(game.cards.filter { $0.isFaceUp && !$0.isMatched }.isEmpty)
        // Flipping one of that pair again counts, in the game and in its journal.
        let left = Self.resume(path) { $0.send(.cardFlipped(id: 3)) }
        let movesMismatched = try #require(mismatched.round).moves
        #expect(left.round?.moves == movesMismatched + 1)
        #expect(Self.lines(path).contains { $0.contains("mismatchDelayElapsed") })
        #expect(Self.offered(path) == left.round?.resumable)
    }

    /// Issue 25, 9: the clock's line a second is folded, so a long game
    /// keeps a small journal, and comes back with all its time.
    @Test func aLongGameKeepsASmallJournalWithAllItsTime() throws {
        let path = Self.temporaryPath()
        do {
            let (store, scheduler, journal) = Self.run(path)
            store.send(.deckDealt(animals: Self.deck, seed: 9))
            store.send(.cardFlipped(id: 0))
            // Two hours of play, a measurement a second.
            for _ in 0..<(2 * 60) { scheduler.advance(by: .seconds(60)) }
            store.send(.cardFlipped(id: 2))
            journal.flush()
        }
        let lines = Self.lines(path)
        #expect(lines.count < 300, "\(lines.count) lines")
        #expect(lines.contains { $0.contains("cardFlipped") && $0.contains(#""id":2"#) })
        let game = try #require(Self.offered(path))
        #expect((2 * 60 * 60 - 1...2 * 60 * 60).contains(game.elapsedSeconds))
        #expect(game.moves == 2 && game.pairsFound == 1)
    }

    /// A journal of 1.1.0, its clock lines unfolded, is folded when resumed.
    @Test func anUnfoldedJournalIsFoldedWhenResumed() throws {
        let path = Self.temporaryPath()
        do {
            let (store, _, journal) = Self.run(path)
            store.send(.deckDealt(animals: Self.deck, seed: 9))
            journal.flush()
        }
        // As 1.1.0 wrote it: a clock line a second, never folded.
        let clock = (1...1000).map { #"{"action":{"clockMeasured":{"playedMs":\#($0 * 1000)}},"t":\#($0 * 1000)}"# }
        try (Self.lines(path) + clock).map { $0 + "\n" }.joined().write(toFile: path, atomically: false, encoding: .utf8)
        let left = Self.resume(path)
        #expect(left.round?.elapsedSeconds == 1000)
        #expect(Self.lines(path).count == 3)
        #expect(Self.offered(path)?.elapsedSeconds == 1000)
    }

    /// Issue 25, 10: the temporaries of a journal replace a killed program
    /// left are cleared by the next one, under the journal's lock.
    @Test func staleTemporariesOfTheJournalAreCleared() throws {
        let path = Self.temporaryPath()
        let directory = (path as NSString).deletingLastPathComponent
        let stale = directory + "/.journal.jsonl.tmp-4242-17"
        let other = directory + "/.scores.json.tmp-4242-17"
        try Data("{".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("{".utf8).write(to: URL(fileURLWithPath: other))
        _ = Self.run(path)
        #expect(FileKind.of(stale) == nil)
        #expect(FileKind.of(other) == .regular, "the scores writer's own, left to it")
    }

    /// Issue 25, 6: a journal left with every pair found (the program gone
    /// in the win pause) is the win, finished at the next launch.
    @Test func aJournalOfEveryPairFoundIsTheWinAtTheNextLaunch() throws {
        let path = Self.temporaryPath()
        do {
            let (store, _, journal) = Self.run(path)
            store.send(.deckDealt(animals: Self.deck, seed: 9))
            for id in [0, 2, 1, 5, 3, 6, 4, 7] { store.send(.cardFlipped(id: id)) }
            #expect(store.state.round?.allMatched == true && store.state.round?.phase == .playing)
            journal.flush()
        }
        let (store, _, journal) = Self.run(path)
        journal.flush()
        #expect(store.state.round?.phase == .won)
        #expect(store.state.round?.moves == 8)
        #expect(FileKind.of(path) == nil, "the win ended the journal")
        // A recording of that launch holds the game, every pair matched, in
        // its gameWaiting line, and reads it back.
        var finished = try #require(store.state.round)
        (finished.phase, finished.isNewBest, finished.isScoreSaved) = (.playing, false, false)
        let data = try JSONEncoder().encode(RecordedAction(.gameWaiting(finished, warning: nil)))
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == .gameWaiting(finished, warning: nil))
    }

    @Test func aJournalThatCannotBeReadIsMovedAsideWithOneLine() throws {
        let path = Self.temporaryPath()
        try Data("not a journal\n{}\n".utf8).write(to: URL(fileURLWithPath: path))
        let (store, _, journal) = Self.run(path)
        #expect(store.state.waitingGame == nil)
        let warning = try #require(store.state.warning)
        #expect(warning.hasPrefix("The unfinished game could not be read (line 1"))
        #expect(warning.hasSuffix("moved aside to \(path).corrupt-20270115T080000Z"))
        #expect(!warning.contains("\n"))
        #expect(FileKind.of(path + ".corrupt-20270115T080000Z") == .regular)
        #expect(FileKind.of(path) == nil)
        // And the next game is journaled afresh.
        store.send(.startTapped)
        journal.flush()
        #expect(Self.lines(path).count == 2)
    }

    @Test func aFIFOInTheJournalsPlaceIsNeitherOpenedToHangNorMoved() throws {
        let path = Self.temporaryPath()
        #expect(mkfifo(path, 0o644) == 0)
        let (store, _, _) = Self.run(path)
        #expect(store.state.warning?.contains("a FIFO") == true)
        store.send(.startTapped)
        store.send(.cardFlipped(id: 0))
        #expect(FileKind.of(path) == .fifo)
    }

    @Test func aSecondProgramNeitherOffersNorWritesTheJournal() throws {
        let path = Self.temporaryPath()
        _ = Self.leaveAGame(at: path)
        let before = Self.lines(path)
        let first = Self.journal(path)
        #expect(first.load().game != nil)
        let (second, _, _) = Self.run(path)
        #expect(second.state.waitingGame == nil)
        #expect(second.state.warning == "another Three Ducks is running: this game will not be kept to resume")
        second.send(.startTapped)
        second.send(.cardFlipped(id: 1))
        #expect(Self.lines(path) == before)
        withExtendedLifetime(first) {}
    }

    @Test func theJournalLivesBesideTheScoresFile() {
        #expect(FileJournal.path(besideScores: "/home/ann/.local/share/threeducks/scores.json")
            == "/home/ann/.local/share/threeducks/journal.jsonl")
        #expect(FileJournal.path(besideScores: "scores.json") == "journal.jsonl")
        #expect(FileJournal.path(besideScores: "/scores.json") == "/journal.jsonl")
    }

    @Test func aDailyGameIsJournaledOnFileAndItsDateComesBackWithIt() throws {
        let path = Self.temporaryPath()
        do {
            let (store, _, journal) = Self.run(path)
            store.send(.dailyDealt(animals: Self.deck, seed: 5, date: "2026-11-23"))
            store.send(.cardFlipped(id: 0))
            journal.flush()
        }
        let lines = Self.lines(path)
        #expect(lines.first?.contains(#""seed":5"#) == true)
        #expect(lines.count == 3 && lines[1].contains(#""dailyDealt""#) && lines[1].contains(#""date":"2026-11-23""#))
        let game = try #require(Self.offered(path))
        #expect(game.daily == "2026-11-23" && game.moves == 1)

        // In a recording's gameWaiting, the date is kept, checked, and left
        // out for any other game, as before.
        let data = try JSONEncoder().encode(RecordedAction(.gameWaiting(game, warning: nil)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""daily":"2026-11-23""#))
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == .gameWaiting(game, warning: nil))
        let bad = Data(text.replacingOccurrences(of: #""daily":"2026-11-23""#, with: #""daily":"\u001b[2J""#).utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RecordedAction.self, from: bad) }
        var plain = game
        plain.daily = nil
        let plainText = String(decoding: try JSONEncoder().encode(RecordedAction(.gameWaiting(plain, warning: nil))), as: UTF8.self)
        #expect(!plainText.contains("daily"))
    }

    @Test func aWaitingGameIsWrittenInFormatTwoAndAnImpossibleOneIsRefused() throws {
        let path = Self.temporaryPath()
        let left = try #require((Self.leaveAGame(at: path)).round?.resumable)
        let data = try JSONEncoder().encode(RecordedAction(.gameWaiting(left, warning: nil)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""matched":[0,2]"#) && text.contains(#""up":[3]"#) && text.contains(#""pairs":[1]"#))
        #expect(try JSONDecoder().decode(RecordedAction.self, from: data).action == .gameWaiting(left, warning: nil))
        for (from, to) in [(#""matched":[0,2]"#, #""matched":[0,3]"#), (#""pairs":[1]"#, #""pairs":[2]"#),
                           (#""up":[3]"#, #""up":[3,4]"#), (#""turn":0"#, #""turn":1"#), (#""moves":3"#, #""moves":1"#)] {
            let bad = Data(text.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: DecodingError.self, "\(to)") { try JSONDecoder().decode(RecordedAction.self, from: bad) }
        }
    }
}
