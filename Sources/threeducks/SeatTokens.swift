#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FileLocking
import GameNet
import GameStorage
import Glibc
import NetTransport

/// The token of the seat a joiner holds, kept in a file while it plays, so
/// that `join` run again (after a dropped connection, a killed program, a
/// closed terminal) asks the host for the same seat within its grace.
///
/// One slot per seat this account plays in one room from this machine:
/// `$XDG_STATE_HOME/threeducks/seats/LABEL` (else `~/.local/state/…`),
/// then `LABEL.2` to `LABEL.4`, LABEL the target with every character but
/// a–z, 0–9, `-` and `.` as `_`. A running `join` holds its slot's lock
/// (`SLOT.lock`, `flock`) until it ends, so two players of one account in
/// one room never share a token: the second takes the next free slot, and a
/// program that was killed lets its slot go to the `join` that comes back.
/// A slot's file holds the token's 32 hex digits; one older than an hour is
/// not used (no grace is that long), nor anything but a regular file.
final class SeatTokens {
    /// The slots' first file, nil without a home for them.
    let base: String?
    /// The slot this program holds, once `claim` found one.
    private(set) var path: String?
    private var lock: FileLock?
    /// Why `claim` found no slot, in words after the slot's path.
    private var claimProblem: String?

    /// How many slots a room has: one per seat.
    static let slots = 4

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
        base = state.map { $0 + "/threeducks/seats/" + safe }
    }

    /// Takes the first slot no other running `join` holds, for as long as
    /// this program runs; false when none is free (or none can be made):
    /// the seat is then played without a token kept.
    @discardableResult
    func claim() -> Bool {
        guard let base, path == nil else { return path != nil }
        do {
            try DurableFile.createParentDirectories(of: base, mode: 0o700)
        } catch {
            claimProblem = "\(error)"
            return false
        }
        for slot in 1...Self.slots {
            let candidate = slot == 1 ? base : base + ".\(slot)"
            switch (candidate + ".lock").withPathCString({ FileLock.take($0, mode: 0o600) }) {
            case .success(let held):
                path = candidate
                lock = held
                return true
            case .failure(.held):
                claimProblem = "\(base.sanitizedForTerminal): each of its \(Self.slots) slots is held by another join"
            case .failure(.cannotOpen(let code)):
                claimProblem = "\(candidate.sanitizedForTerminal).lock: \(String(cString: strerror(code)))"
                return false
            case .failure(let failure):
                claimProblem = "\(candidate.sanitizedForTerminal).lock: \(failure)"
            }
        }
        return false
    }

    /// The token the held slot keeps, if it is recent and well formed.
    func read() -> RejoinToken? {
        guard let path else { return nil }
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              time(nil) - info.st_mtim.tv_sec < 3600 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 2 * RejoinToken.byteCount)
        let count = Glibc.read(descriptor, &bytes, bytes.count)
        guard count == bytes.count else { return nil }
        return WireText.bytes(hex: String(decoding: bytes, as: UTF8.self), count: RejoinToken.byteCount)
            .flatMap { RejoinToken(bytes: $0) }
    }

    /// Keeps `token` in the held slot; nil when it is kept, else why not
    /// and what that costs, in one line for the screen and stderr (a full
    /// disk, an unwritable `XDG_STATE_HOME`: issue 36's join said nothing).
    @discardableResult
    func write(_ token: RejoinToken) -> String? {
        let why: String
        if let path {
            do {
                try DurableFile.replace(path, with: Data((token.hex + "\n").utf8), mode: 0o600, syncingDirectory: false)
                return nil
            } catch {
                why = "\(error)"
            }
        } else if let base {
            why = claimProblem ?? "\(base.sanitizedForTerminal): no slot was taken"
        } else {
            why = "no HOME or XDG_STATE_HOME to keep it in"
        }
        return "Your seat's token could not be kept (\(why)): your seat cannot be taken back if you drop"
    }

    func remove() {
        guard let path else { return }
        path.withPathCString { _ = unlink($0) }
    }
}
