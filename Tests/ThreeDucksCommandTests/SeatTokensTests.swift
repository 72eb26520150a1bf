import Foundation
import GameNet
import NetTransport
import Testing
@testable import threeducks

/// The seat tokens `join` keeps to come back: one slot per running join of
/// one account in one room, so two players never share a token, and a slot
/// let go (its program ended) goes to the next join; a slot's file is read
/// only when it is a recent, regular file holding a token.
@Suite struct SeatTokensTests {
    private let home: String
    private let target: JoinTarget

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("seat-tokens-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        target = .local(try RoomName("ducks"))
    }

    private func tokens() -> SeatTokens { SeatTokens(environment: ["HOME": home], target: target) }
    private func token(_ byte: UInt8) -> RejoinToken { RejoinToken(bytes: Array(repeating: byte, count: RejoinToken.byteCount))! }

    /// Issue 36: with XDG_STATE_HOME unusable, join played without its
    /// token and said nothing. Now the one line says where and what it costs.
    @Test func aTokenThatCannotBeKeptIsSaidWithItsPathAndWhatItCosts() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let file = home + "/not-a-directory"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let unusable = SeatTokens(environment: ["XDG_STATE_HOME": file, "HOME": home], target: target)
        #expect(!unusable.claim())
        let said = try #require(unusable.write(token(1)))
        #expect(said.hasPrefix("Your seat's token could not be kept ("))
        #expect(said.contains(file), "the path: \(said)")
        #expect(said.hasSuffix("): your seat cannot be taken back if you drop"))
        #expect(!said.contains("\n"))
        // A kept one says nothing.
        let kept = tokens()
        #expect(kept.claim() && kept.write(token(2)) == nil && kept.read() == token(2))
        // The join's screen says it while nothing else is said.
        var view = JoinView(mirror: ClientMirror(name: "bob"), room: "ducks")
        view.unkeptToken = said
        #expect(view.lobby.note == said)
        view.note = "it is ann's turn"
        #expect(view.lobby.note == "it is ann's turn")
    }

    @Test func twoJoinsOfOneRoomHoldTwoSlotsAndNeverShareAToken() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bob = tokens()
        #expect(bob.claim())
        bob.write(token(1))
        let cy = tokens()
        #expect(cy.claim())
        #expect(cy.path != bob.path)
        #expect(cy.read() == nil, "the second join read the first's token")
        cy.write(token(2))
        #expect(bob.read() == token(1) && cy.read() == token(2))
        // Four seats, four slots: a fifth join plays without a token kept.
        let others = [tokens(), tokens()]
        #expect(others.allSatisfy { $0.claim() })
        let fifth = tokens()
        #expect(!fifth.claim() && fifth.read() == nil)
    }

    @Test func aTokenAndItsLockAreKeptForTheirOwnerOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let slot = tokens()
        #expect(slot.claim())
        let path = try #require(slot.path)
        slot.write(token(3))
        slot.write(token(4))
        #expect(slot.read() == token(4), "written again, whole")
        for file in [path, path + ".lock"] {
            var info = stat()
            #expect(lstat(file, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(file)")
        }
        let directory = String(path[..<path.lastIndex(of: "/")!])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["local_ducks", "local_ducks.lock"])
    }

    @Test func aSlotLetGoGoesWithItsTokenToTheJoinThatComesBack() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        var bob: SeatTokens? = tokens()
        #expect(bob?.claim() == true)
        bob?.write(token(7))
        let cy = tokens()
        #expect(cy.claim())
        bob = nil  // bob's program ends (killed: its lock goes with it)
        let again = tokens()
        #expect(again.claim())
        #expect(again.read() == token(7))
    }

    @Test func onlyARecentRegularFileHoldingATokenIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let slot = tokens()
        #expect(slot.claim())
        let path = try #require(slot.path)
        // A FIFO where the token should be is not opened for reading (it would block).
        #expect(mkfifo(path, 0o600) == 0)
        #expect(slot.read() == nil)
        try FileManager.default.removeItem(atPath: path)
        try "not a token\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(slot.read() == nil)
        slot.write(token(3))
        #expect(slot.read() == token(3))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: path)
        #expect(slot.read() == nil, "a token older than any grace")
    }
}
