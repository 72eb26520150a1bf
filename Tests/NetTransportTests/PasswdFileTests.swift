import Glibc
import NetTransport
import Testing

/// `/etc/passwd` read by hand (the static binary does not go through NSS):
/// temporary passwd files, well-formed and not.
@Suite struct PasswdFileTests {
    private func write(_ bytes: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    private func passwd(_ text: String) -> PasswdFile { PasswdFile(bytes: Array(text.utf8)) }

    @Test func readsNameUidAndHome() {
        let file = passwd("root:x:0:0:root:/root:/bin/bash\nann:x:1000:1000:Ann,,,:/home/ann:/bin/sh\n")
        #expect(file.entries == [PasswdEntry(name: "root", uid: 0, home: Array("/root".utf8)),
                                 PasswdEntry(name: "ann", uid: 1000, home: Array("/home/ann".utf8))])
        #expect(file.entry(uid: 1000)?.name == "ann")
        #expect(file.entry(named: "root")?.uid == 0)
        #expect(file.entry(uid: 1001) == nil && file.entry(named: "bob") == nil)
    }

    @Test func malformedLinesAreSkipped() {
        let file = passwd("""
            # a comment
            
            short:x:1
            toomany:x:1:1::/h:/bin/sh:extra
            :x:2:2::/h:/bin/sh
            letters:x:12a:1::/h:/bin/sh
            empty:x::1::/h:/bin/sh
            negative:x:-3:1::/h:/bin/sh
            huge:x:99999999999:1::/h:/bin/sh
            nobody-at-all:x:4294967295:1::/h:/bin/sh
            +nis::::::
            -excluded::::::
            +::::::
            ok:x:4294967294:1::/h:/bin/sh
            """)
        #expect(file.entries.map(\.name) == ["ok"])
        #expect(file.entry(uid: 4_294_967_294)?.name == "ok")
    }

    @Test func theFirstOfTwoEntriesWins() {
        let file = passwd("ann:x:1000:1::/a:/bin/sh\nann:x:1001:1::/b:/bin/sh\nbob:x:1000:1::/c:/bin/sh\n")
        #expect(file.entry(named: "ann")?.uid == 1000)
        #expect(file.entry(uid: 1000)?.name == "ann")
        #expect(file.entry(uid: 1001)?.name == "ann")
    }

    @Test func namesAreMadeSafeToPrintAndHomesKeptWhole() {
        let file = PasswdFile(bytes: Array("e\u{1B}[2Jvil:x:7:7::/h:/bin/sh\n".utf8) + [0x6C, 0xE9, 0x6F] + Array(":x:8:8::/home/l".utf8)
            + [0xE9] + Array(":/bin/sh\nc1\u{85}x:x:9:9::/h:/bin/sh\n".utf8))
        #expect(file.entry(uid: 7)?.name == "e\u{FFFD}[2Jvil")
        #expect(file.entry(uid: 8)?.name == "l\u{FFFD}o")
        #expect(file.entry(uid: 8)?.home == Array("/home/l".utf8) + [0xE9])
        #expect(file.entry(uid: 9)?.name == "c1\u{FFFD}x")
    }

    @Test func aLastLineWithoutNewlineCounts() {
        #expect(passwd("ann:x:1000:1::/a:/bin/sh").entry(uid: 1000)?.name == "ann")
    }

    @Test func aMissingFileADirectoryAndAFifoHaveNoAccounts() {
        let temp = TestDirectory()
        #expect(PasswdFile(path: temp.file("missing")).entries.isEmpty)
        #expect(PasswdFile(path: temp.path).entries.isEmpty)
        mkfifo(temp.file("fifo"), 0o600)
        // Opened without blocking, refused as not a regular file: no writer is ever needed.
        #expect(PasswdFile(path: temp.file("fifo")).entries.isEmpty)
        write([], to: temp.file("empty"))
        #expect(PasswdFile(path: temp.file("empty")).entries.isEmpty)
    }

    @Test func aFileIsReadAndASymlinkToOneFollowed() {
        let temp = TestDirectory()
        write(Array("ann:x:1000:1::/a:/bin/sh\nbob:x:1001:1::/b:/bin/sh".utf8), to: temp.file("passwd"))
        symlink(temp.file("passwd"), temp.file("link"))
        #expect(PasswdFile(path: temp.file("passwd")).entries.map(\.name) == ["ann", "bob"])
        #expect(PasswdFile(path: temp.file("link")).entries.map(\.name) == ["ann", "bob"])
    }

    @Test func aFileOverTheLimitIsReadUpToItsLastWholeLine() {
        let temp = TestDirectory()
        let lines = (0..<10).map { "user\($0):x:\(1000 + $0):1::/home/user\($0):/bin/sh\n" }
        write(Array(lines.joined().utf8), to: temp.file("passwd"))
        let limit = lines[0].utf8.count * 3 + 5
        let file = PasswdFile(path: temp.file("passwd"), maximumSize: limit)
        #expect(file.entries.map(\.name) == ["user0", "user1", "user2"], "the fourth line, cut, is left out")
        #expect(PasswdFile(path: temp.file("passwd"), maximumSize: lines[0].utf8.count * 3).entries.count == 3)
        #expect(PasswdFile(path: temp.file("passwd")).entries.count == 10)
    }

    @Test func aHugeFileCostsNoMoreThanTheLimit() {
        // 8 MiB of one line with no newline: past the 4 MiB read, no account, and no 8 MiB read.
        let temp = TestDirectory()
        let fd = open(temp.file("passwd"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        ftruncate(fd, 8 << 20)
        close(fd)
        #expect(PasswdFile(path: temp.file("passwd")).entries.isEmpty)
        // Whole lines within the limit are still read.
        let line = Array("ann:x:1000:1::/a:/bin/sh\n".utf8)
        let head = open(temp.file("passwd"), O_WRONLY)
        _ = line.withUnsafeBytes { Glibc.write(head, $0.baseAddress, $0.count) }
        close(head)
        #expect(PasswdFile(path: temp.file("passwd")).entries.map(\.name) == ["ann"])
    }

    @Test func accountsAndTheAllowListReadTheGivenFile() throws {
        let file = passwd("root:x:0:0::/root:/bin/sh\nann:x:1000:1::/a:/bin/sh\nbob:x:1001:1::/b:/bin/sh\n")
        #expect(Accounts.name(of: 1001, in: file) == "bob")
        #expect(Accounts.uid(named: "ann", in: file) == 1000)
        #expect(Accounts.label(of: 1000, in: file) == "ann")
        // An account known only to NSS (LDAP, systemd-homed) is its uid.
        #expect(Accounts.label(of: 60_100, in: file) == "uid 60100")
        let allow = try AllowList.parse("ann,bob", host: 0, passwd: file)
        #expect(allow.admits(1000) && allow.admits(1001) && !allow.admits(1002))
        #expect(throws: RoomError.badAllowList("--allow: no account named \"cy\" on this machine")) {
            try AllowList.parse("ann,cy", host: 0, passwd: file)
        }
    }

    @Test func theSystemsFileHasRoot() {
        #expect(PasswdFile().entry(uid: 0)?.name == "root")
        #expect(Accounts.name(of: 0) == "root")
    }
}
