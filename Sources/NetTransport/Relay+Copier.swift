#if canImport(Glibc)
import Glibc
#endif

/// The relay's small copier: once `threeducks relay` has checked the
/// request and connected to the room, it execs `threeducks-relay-copy`
/// (Sources/RelayCopy/main.c) with the socket on descriptor 3, so the
/// process that lives for the whole game is a small C program, not the
/// Swift runtime (issue 24's `memory.relay`; docs/network.md). Where the
/// copier is missing, the relay copies in-process (`copy`), as before.
extension Relay {
    /// The copier's file name.
    public static let copierName = "threeducks-relay-copy"

    /// The descriptor the copier finds the room's socket on.
    public static let copierSocket: Int32 = 3

    /// Where the copier may be for the program at `executable` (an absolute
    /// path, as /proc/self/exe gives it): `companionCandidates` of its name.
    public static func copierCandidates(executable: String) -> [String] {
        companionCandidates(copierName, executable: executable)
    }

    /// Where the installed program `name` that works with `threeducks` (the
    /// relay's copier, the server's `threeducks-server`) may be for the
    /// program at `executable`, in the order tried: beside it (a
    /// development build, where every product shares one directory), then
    /// `PREFIX/lib/threeducks/` for a program in `PREFIX/bin` or
    /// `PREFIX/games` (what `make install` and the package lay out).
    public static func companionCandidates(_ name: String, executable: String) -> [String] {
        guard executable.hasPrefix("/") else { return [] }
        var parts = executable.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return [] }
        parts.removeLast()
        let directory = "/" + parts.joined(separator: "/")
        var candidates = [(parts.isEmpty ? "" : directory) + "/" + name]
        if !parts.isEmpty {
            parts.removeLast()
            candidates.append((parts.isEmpty ? "" : "/" + parts.joined(separator: "/")) + "/lib/threeducks/" + name)
        }
        return candidates
    }

    /// The copier for this program: `findCompanion(copierName)`.
    public static func findCopier(executable: String? = currentExecutable()) -> String? {
        findCompanion(copierName, executable: executable)
    }

    /// The first of `companionCandidates` of /proc/self/exe that is a
    /// regular, executable file; nil when none is (a build without it, an
    /// older install). Never searched on `PATH`.
    public static func findCompanion(_ name: String, executable: String? = currentExecutable()) -> String? {
        guard let executable else { return nil }
        return companionCandidates(name, executable: executable).first { path in
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
        }
    }

    /// This process's program, from /proc/self/exe; nil when it cannot be read.
    public static func currentExecutable() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4097)
        let count = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!.assumingMemoryBound(to: CChar.self), 4096) }
        guard count > 0 else { return nil }
        var path = String(decoding: buffer[0..<count], as: UTF8.self)
        // An upgraded package replaced the file under a running program: the directory still holds.
        if path.hasSuffix(" (deleted)") { path.removeLast(" (deleted)".count) }
        return path
    }

    /// Execs `copier` with `socket` on descriptor 3 (not closed on exec),
    /// standard input, output and error as they are, no other argument and
    /// an empty environment. Returns only when the exec failed, with the
    /// socket still where it was, so the caller can copy in-process.
    static func handOver(socket fd: Int32, to copier: String) {
        let target = copierSocket
        if fd == target {
            _ = fcntl(target, F_SETFD, fcntl(target, F_GETFD) & ~FD_CLOEXEC)
        } else if dup2(fd, target) != target {  // dup2's copy is not close-on-exec.
            return
        }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(copier), nil]
        let envp: [UnsafeMutablePointer<CChar>?] = [nil]
        execve(copier, argv, envp)
        free(argv[0])
        if fd == target {
            _ = fcntl(target, F_SETFD, fcntl(target, F_GETFD) | FD_CLOEXEC)
        } else {
            close(target)
        }
    }
}
