#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameNet
import Glibc
import GameStorage
import NetTransport

/// The token of the seat a joiner holds, kept in a file while it plays, so
/// that `join` run again (after a dropped connection, a killed program, a
/// closed terminal) asks the host for the same seat within its grace.
///
/// One file per room joined: `$XDG_STATE_HOME/threeducks/seats/LABEL`
/// (else `~/.local/state/…`), LABEL the target with every character but
/// a–z, 0–9, `-` and `.` as `_`. It holds the token's 32 hex digits; a file
/// older than an hour is not used (no grace is that long).
struct SeatTokens {
    let path: String?

    init(environment: [String: String], target: JoinTarget) {
        let label: String
        switch target {
        case .local(let room): label = "local_" + (room?.text ?? "")
        case .remote(let destination, let room): label = "ssh_" + destination + "_" + (room?.text ?? "")
        case .via(let line, let room): label = "via_" + line + "_" + (room?.text ?? "")
        }
        let safe = String(label.lowercased().map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == ".") ? character : "_"
        }.prefix(120))
        let state: String?
        if let home = environment["XDG_STATE_HOME"], home.hasPrefix("/") {
            state = home
        } else if let home = environment["HOME"] ?? UserAccount.passwdHome(), home.hasPrefix("/") {
            state = home + "/.local/state"
        } else {
            state = nil
        }
        path = state.map { $0 + "/threeducks/seats/" + safe }
    }

    func read() -> RejoinToken? {
        // stat(2), not FileManager's attributesOfItem, which also looks the
        // owner's and group's names up through NSS (docs/packaging.md).
        var info = stat()
        guard let path, path.withPathCString({ stat($0, &info) }) == 0, time(nil) - info.st_mtim.tv_sec < 3600,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data.prefix(2 * RejoinToken.byteCount), as: UTF8.self)
        return WireText.bytes(hex: text, count: RejoinToken.byteCount).flatMap { RejoinToken(bytes: $0) }
    }

    func write(_ token: RejoinToken) {
        guard let path else { return }
        let directory = String(path[..<path.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        FileManager.default.createFile(atPath: path, contents: Data((token.hex + "\n").utf8),
                                       attributes: [.posixPermissions: 0o600])
    }

    func remove() {
        guard let path else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
