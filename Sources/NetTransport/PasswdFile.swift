#if canImport(Glibc)
import Glibc
#endif

/// One account of `/etc/passwd`: its name, uid and home.
public struct PasswdEntry: Equatable, Sendable {
    /// The account's name, made safe to print: a byte that is not UTF-8
    /// and every control character read as U+FFFD.
    public let name: String
    public let uid: uid_t
    /// The home directory's bytes as the file holds them (a path, which
    /// the caller turns into its own kind of string).
    public let home: [UInt8]

    public init(name: String, uid: uid_t, home: [UInt8]) {
        self.name = name
        self.uid = uid
        self.home = home
    }
}

/// The accounts of `/etc/passwd`, read by hand rather than through
/// getpwuid(3) and getpwnam(3): the installed binary is linked statically,
/// and a static glibc can only reach the name service switch's other
/// sources (LDAP, systemd-homed, sssd) by loading the shared NSS modules of
/// the very glibc it was built with (docs/packaging.md). An account known
/// only to such a source is not found: its peers read as `uid N`, and the
/// player's name comes from `USER` or `LOGNAME`.
///
/// Read safely: a regular file only (not a FIFO or a device, opened without
/// blocking), at most `maximumSize` bytes of it, whole lines only (a line
/// cut by that limit is left out). A line that is not seven fields with a
/// name and a decimal uid, and NIS's `+` and `-` lines, are skipped; the
/// first of two entries with one name or one uid wins, as glibc's `files`
/// source answers.
public struct PasswdFile: Equatable, Sendable {
    /// Where the system keeps it.
    public static let systemPath = "/etc/passwd"
    /// 4 MiB: some 50,000 accounts of about 80 bytes.
    public static let maximumSize = 4 << 20

    public let entries: [PasswdEntry]

    public init(entries: [PasswdEntry]) {
        self.entries = entries
    }

    /// The accounts in `path`; none when it is missing, unreadable or not a
    /// regular file.
    public init(path: String = PasswdFile.systemPath, maximumSize: Int = PasswdFile.maximumSize) {
        let (bytes, whole) = Self.contents(path, maximumSize: maximumSize) ?? ([], true)
        self.init(bytes: bytes, complete: whole)
    }

    /// The accounts in the bytes of a passwd file. With `complete` false
    /// the text after the last newline is taken for a cut line and left out.
    public init(bytes: [UInt8], complete: Bool = true) {
        var entries: [PasswdEntry] = []
        var start = 0
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? (complete ? bytes.count : nil) else { break }
            if let entry = Self.entry(bytes[start..<end]) { entries.append(entry) }
            start = end + 1
        }
        self.init(entries: entries)
    }

    /// The first account whose uid is `uid`.
    public func entry(uid: uid_t) -> PasswdEntry? { entries.first { $0.uid == uid } }

    /// The first account named `name`.
    public func entry(named name: String) -> PasswdEntry? { entries.first { $0.name == name } }

    /// `name:password:uid:gid:gecos:home:shell`.
    private static func entry(_ line: ArraySlice<UInt8>) -> PasswdEntry? {
        let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard fields.count == 7, let first = fields[0].first, first != UInt8(ascii: "+"), first != UInt8(ascii: "-"),
              let uid = decimal(fields[2]) else { return nil }
        return PasswdEntry(name: safeText(fields[0]), uid: uid, home: Array(fields[5]))
    }

    /// A uid: 1 to 10 decimal digits, at most 2^32 − 2 (2^32 − 1 is (uid_t)-1, no one).
    private static func decimal(_ field: ArraySlice<UInt8>) -> uid_t? {
        guard (1...10).contains(field.count) else { return nil }
        var value: UInt64 = 0
        for byte in field {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        return value < UInt64(UInt32.max) ? uid_t(value) : nil
    }

    /// UTF-8 with each ill-formed byte and each control character as U+FFFD.
    private static func safeText(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// At most `maximumSize` bytes of the regular file at `path`, and
    /// whether that is all of it; nil when there is no such file.
    private static func contents(_ path: String, maximumSize: Int) -> (bytes: [UInt8], whole: Bool)? {
        // O_NONBLOCK: a FIFO put in its place must not hang the open.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(0, min(maximumSize, Int(info.st_size))))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return (Array(bytes.prefix(count)), Int(info.st_size) <= maximumSize)
    }
}
