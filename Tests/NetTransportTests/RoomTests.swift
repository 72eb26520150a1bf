import Glibc
import NetTransport
import Testing

/// Rooms on this machine: names, the shared directory's safety, a stale
/// socket, a name already open, listing.
@Suite struct RoomTests {
    @Test func roomNamesAreShortAndPlain() {
        for good in ["ann", "a", "bob-2", "x_y", "0day", String(repeating: "z", count: 32)] {
            #expect(RoomName.problem(with: good) == nil, "\(good)")
        }
        #expect(RoomName.problem(with: "") == "a room name cannot be empty")
        #expect(RoomName.problem(with: "Ann") == "room name \"Ann\" may hold only a-z, 0-9, - and _")
        #expect(RoomName.problem(with: "../etc") == "room name \"../etc\" may hold only a-z, 0-9, - and _")
        #expect(RoomName.problem(with: "a b") != nil)
        #expect(RoomName.problem(with: "a;rm") != nil)
        #expect(RoomName.problem(with: "-rf") == "room name \"-rf\" must start with a letter or a digit")
        #expect(RoomName.problem(with: String(repeating: "z", count: 33))?.contains("longer than 32") == true)
        #expect(RoomName.problem(with: "\u{1B}[2Jx") == "room name \"?[2Jx\" may hold only a-z, 0-9, - and _",
                "an escape sequence is not echoed")
    }

    @Test func theDefaultRoomIsTheAccountsName() {
        #expect(RoomName.defaultName(account: "ann").text == "ann")
        #expect(RoomName.defaultName(account: "Ann.Smith").text == "ann-smith")
        #expect(RoomName.defaultName(account: "_svc").text == "svc")
        #expect(RoomName.defaultName(account: "żółw").text == "w")
        #expect(RoomName.defaultName(account: "żó").text == "room")
        #expect(RoomName.defaultName(account: nil).text == "room")
        #expect(RoomName.defaultName(account: String(repeating: "q", count: 50)).text.count == 32)
    }

    @Test func theDirectoryIsMadeStickyAndWorldWritable() throws {
        let temp = TestDirectory()
        let room = try OpenRoom.open(RoomName("ann"), in: temp.rooms)
        defer { room.close() }
        var info = stat()
        #expect(lstat(temp.rooms.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o1777)
        #expect(lstat(temp.rooms.socketPath(try RoomName("ann")), &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)
        #expect(info.st_mode & 0o777 == 0o666)
    }

    @Test func aSymlinkInTheDirectorysPlaceIsRefused() throws {
        let temp = TestDirectory()
        mkdir(temp.file("elsewhere"), 0o1777)
        symlink(temp.file("elsewhere"), temp.rooms.path)
        #expect(throws: RoomError.self) { try OpenRoom.open(RoomName("ann"), in: temp.rooms) }
        do {
            _ = try OpenRoom.open(RoomName("ann"), in: temp.rooms)
        } catch {
            #expect(error.description.contains("is not a directory"))
            #expect(error.exitCode == 77)
        }
    }

    @Test func aDirectoryWritableByOthersWithoutTheStickyBitIsRefused() throws {
        let temp = TestDirectory()
        mkdir(temp.rooms.path, 0o777)
        chmod(temp.rooms.path, 0o777)
        #expect(throws: RoomError.unsafeDirectory("\(temp.rooms.path) is writable by others without the sticky bit "
                                                  + "(chmod 1777 \(temp.rooms.path)), or set THREEDUCKS_ROOMS")) {
            try temp.rooms.check()
        }
    }

    @Test func aDirectoryOfAnotherAccountIsRefused() throws {
        guard geteuid() == 0 else { try skipTest("needs root to give the directory to another account"); return }
        let temp = TestDirectory()
        let nobody = try #require(Accounts.uid(named: "nobody"))
        mkdir(temp.rooms.path, 0o1777)
        chown(temp.rooms.path, nobody, gid_t(nobody))
        do {
            try temp.rooms.check()
            Issue.record("a directory owned by nobody was accepted")
        } catch {
            #expect(error.description.hasPrefix("\(temp.rooms.path) belongs to nobody, not root or you"))
        }
    }

    @Test func aStaleSocketFromAKilledHostIsReplaced() throws {
        let temp = TestDirectory()
        try temp.rooms.prepare()
        let name = try RoomName("ann")
        // What a host killed with SIGKILL leaves: its socket, and its lock file, no longer locked.
        leaveStaleSocket(at: temp.rooms.socketPath(name))
        close(open(temp.rooms.lockPath(name), O_WRONLY | O_CREAT, 0o644))
        #expect(temp.rooms.list().isEmpty, "a stale socket is not an open room")
        #expect(temp.rooms.list(includingStale: true).map(\.name) == [name])
        #expect(throws: RoomError.noSuchRoom("room ann is not open: its host has ended (no room is open)")) {
            try connectToRoom(name, in: temp.rooms)
        }
        let room = try OpenRoom.open(name, in: temp.rooms)
        defer { room.close() }
        let fd = try connectToRoom(name, in: temp.rooms)
        close(fd)
        #expect(temp.rooms.list().map(\.name) == [name])
    }

    @Test func aNameOpenByALiveHostIsRefused() throws {
        let temp = TestDirectory()
        let name = try RoomName("ann")
        let first = try OpenRoom.open(name, in: temp.rooms)
        let me = Accounts.label(of: geteuid())
        #expect(throws: RoomError.nameInUse("room ann is already open (hosted by \(me)): choose another --room")) {
            try OpenRoom.open(name, in: temp.rooms)
        }
        // The first host's room still works.
        close(try connectToRoom(name, in: temp.rooms))
        first.close()
        // And once it closes, the name is free again, with nothing left behind.
        #expect(temp.rooms.list(includingStale: true).isEmpty)
        let second = try OpenRoom.open(name, in: temp.rooms)
        second.close()
    }

    @Test func aMissingRoomNamesTheOpenOnes() throws {
        let temp = TestDirectory()
        let open = try OpenRoom.open(RoomName("bob"), in: temp.rooms)
        defer { open.close() }
        let other = try OpenRoom.open(RoomName("ann"), in: temp.rooms)
        defer { other.close() }
        #expect(temp.rooms.list().map(\.name.text) == ["ann", "bob"])
        #expect(temp.rooms.list().allSatisfy { $0.owner == geteuid() && $0.isOpen })
        #expect(throws: RoomError.noSuchRoom("no room named cy on this machine (open rooms: ann, bob): join one open by its name, as threeducks join ann")) {
            try connectToRoom(RoomName("cy"), in: temp.rooms)
        }
        do { _ = try connectToRoom(RoomName("cy"), in: temp.rooms) } catch { #expect(error.exitCode == 69) }
    }

    @Test func noDirectoryMeansNoRooms() throws {
        let temp = TestDirectory()
        #expect(temp.rooms.list().isEmpty)
        #expect(throws: RoomError.noSuchRoom("no rooms are open on this machine (no \(temp.rooms.path))")) {
            try connectToRoom(RoomName("ann"), in: temp.rooms)
        }
    }

    @Test func aSymlinkedLockIsRefused() throws {
        let temp = TestDirectory()
        try temp.rooms.prepare()
        let name = try RoomName("ann")
        symlink(temp.file("victim"), temp.rooms.lockPath(name))
        #expect(throws: RoomError.unsafeDirectory("\(temp.rooms.lockPath(name)) is a symlink: remove it")) {
            try OpenRoom.open(name, in: temp.rooms)
        }
        var info = stat()
        #expect(lstat(temp.file("victim"), &info) != 0, "nothing was made through the link")
    }

    @Test func theAllowListNamesAccounts() throws {
        let me = geteuid()
        #expect(AllowList(host: me).admits(me))
        #expect(!AllowList(host: me).admits(me + 1))
        #expect(AllowList.everyone(host: me).admits(12345))
        let root = try AllowList.parse("root", host: 1000)
        #expect(root.admits(0) && root.admits(1000) && !root.admits(65534))
        #expect(try AllowList.parse(" all ", host: 1000) == .everyone(host: 1000))
        #expect(throws: RoomError.badAllowList("--allow: no account named \"no-such-account\" on this machine")) {
            try AllowList.parse("root,no-such-account", host: 1000)
        }
        #expect(throws: RoomError.badAllowList("--allow: an empty account name in \"root,,bin\"")) {
            try AllowList.parse("root,,bin", host: 1000)
        }
    }
}
