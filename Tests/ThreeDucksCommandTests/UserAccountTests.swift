import Foundation
import GameNet
import Glibc
import NetTransport
import Testing
@testable import threeducks

/// The player's name and home without NSS: `/proc/self/loginuid`, the
/// environment and `/etc/passwd` read by hand (`PasswdFile`).
@Suite struct UserAccountTests {
    private let passwd = PasswdFile(bytes: Array("""
        root:x:0:0:root:/root:/bin/bash
        ann:x:1000:1000:Ann:/home/ann:/bin/sh
        \(String(repeating: "long", count: 20)):x:1001:1001::/home/bad:/bin/sh
        nohome:x:1002:1002:::/bin/sh

        """.utf8))

    private func temporaryFile(_ text: String) -> String {
        var template = Array("/tmp/td-account-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    @Test func theLoginAccountComesFirst() {
        // Under sudo: USER is root, the login uid still the player's.
        #expect(UserAccount.defaultPlayerName(environment: ["USER": "root"], passwd: passwd, loginUID: 1000, effectiveUID: 0) == "ann")
    }

    @Test func thenUserThenLognameThenTheEffectiveAccount() {
        #expect(UserAccount.defaultPlayerName(environment: ["USER": "cy", "LOGNAME": "dee"], passwd: passwd, loginUID: nil, effectiveUID: 1000) == "cy")
        #expect(UserAccount.defaultPlayerName(environment: ["LOGNAME": "dee"], passwd: passwd, loginUID: nil, effectiveUID: 1000) == "dee")
        #expect(UserAccount.defaultPlayerName(environment: [:], passwd: passwd, loginUID: nil, effectiveUID: 1000) == "ann")
    }

    @Test func anAccountKnownOnlyToNSSIsNamedByTheEnvironment() {
        // uid 60100 is in no passwd file here (an LDAP or systemd-homed account).
        #expect(UserAccount.defaultPlayerName(environment: ["USER": "ldapuser"], passwd: passwd, loginUID: 60100, effectiveUID: 60100) == "ldapuser")
        #expect(UserAccount.defaultPlayerName(environment: [:], passwd: passwd, loginUID: 60100, effectiveUID: 60100) == "player")
        #expect(UserAccount.passwdHome(passwd: passwd, effectiveUID: 60100) == nil)
    }

    @Test func anInvalidNameIsPassedOver() {
        // Too long for a score's name (uid 1001's 80 letters): the next one is taken.
        #expect(UserAccount.defaultPlayerName(environment: [:], passwd: passwd, loginUID: 1001, effectiveUID: 1000) == "ann")
        #expect(UserAccount.defaultPlayerName(environment: [:], passwd: PasswdFile(entries: []), loginUID: nil, effectiveUID: 0) == "player")
    }

    @Test func theHomeIsTheEffectiveAccounts() {
        #expect(UserAccount.passwdHome(passwd: passwd, effectiveUID: 1000) == "/home/ann")
        #expect(UserAccount.passwdHome(passwd: passwd, effectiveUID: 1002) == nil, "an empty home is none")
    }

    @Test func theLoginUidIsReadFromItsFile() {
        let set = temporaryFile("1000")
        let unset = temporaryFile("4294967295")
        let garbage = temporaryFile("12ab\n")
        defer { for path in [set, unset, garbage] { unlink(path) } }
        #expect(UserAccount.loginUID(path: set) == 1000)
        #expect(UserAccount.loginUID(path: unset) == nil, "no login: (uid_t)-1")
        #expect(UserAccount.loginUID(path: garbage) == nil)
        #expect(UserAccount.loginUID(path: "/nonexistent/loginuid") == nil)
    }

    @Test func aSeatTokenIsReadForAnHourOnly() throws {
        var template = Array("/tmp/td-seat-XXXXXX".utf8CString)
        let home = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tokens = SeatTokens(environment: ["XDG_STATE_HOME": home], target: .local(nil))
        let token = RejoinToken(bytes: Array(repeating: 7, count: RejoinToken.byteCount))!
        #expect(tokens.claim())
        tokens.write(token)
        #expect(tokens.read() == token)
        var times = [timespec(tv_sec: time(nil) - 3599 + 5, tv_nsec: 0), timespec(tv_sec: time(nil) - 3599 + 5, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, tokens.path!, &times, 0) == 0)
        #expect(tokens.read() == token, "still within the hour")
        times = [timespec(tv_sec: time(nil) - 3601, tv_nsec: 0), timespec(tv_sec: time(nil) - 3601, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, tokens.path!, &times, 0) == 0)
        #expect(tokens.read() == nil, "older than an hour")
    }
}
