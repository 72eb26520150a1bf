import GameCore

/// `--database` as a PostgreSQL server, in libpq's URL form (docs/server.md):
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=disable`, or
/// `postgresql://…`; a Unix socket's directory as `?host=/dir` (or no host
/// at all: Debian's /var/run/postgresql). Parsed once, here; the store
/// (ServerStorage's `PostgresServerStore`) connects to what it says.
package struct PostgresURL: Equatable, Sendable {
    /// Where the server listens.
    package enum Host: Equatable, Sendable {
        /// A host name or address, over TCP.
        case tcp(String)
        /// A directory holding the server's socket, `.s.PGSQL.PORT`.
        case socket(directory: String)
    }

    /// libpq's `sslmode`, for TCP (a Unix socket never uses TLS).
    package enum SSLMode: String, Equatable, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it (as `prefer`).
        case allow
        /// TLS when the server offers it, the certificate not checked (libpq's default).
        case prefer
        /// TLS always, the certificate not checked.
        case require
        /// TLS always, the certificate checked against the trusted roots, not the host name.
        case verifyCA = "verify-ca"
        /// TLS always, the certificate and the host name checked.
        case verifyFull = "verify-full"
    }

    /// The role to log in as; nil for the account running the server (libpq's default).
    package var user: String?
    package var password: String?
    package var host: Host
    package var port: Int
    /// The database; nil for one named as the user (libpq's default).
    package var database: String?
    package var sslMode: SSLMode
    /// `sslrootcert`: a file of the roots the server's certificate is checked against (verify-ca, verify-full).
    package var sslRootCertificate: String?
    /// `connect_timeout`, in seconds: how long connecting may take before it is given up.
    package var connectTimeout: Int

    /// Where libpq looks when no host is given, on Debian.
    package static let defaultSocketDirectory = "/var/run/postgresql"
    package static let defaultPort = 5432
    package static let defaultConnectTimeout = 5
    /// The query parameters taken; any other is refused by name.
    package static let parameters = ["host", "port", "user", "password", "dbname", "sslmode", "sslrootcert", "connect_timeout"]

    package init(user: String? = nil, password: String? = nil, host: Host = .socket(directory: PostgresURL.defaultSocketDirectory),
                 port: Int = PostgresURL.defaultPort, database: String? = nil, sslMode: SSLMode = .prefer,
                 sslRootCertificate: String? = nil, connectTimeout: Int = PostgresURL.defaultConnectTimeout) {
        self.user = user
        self.password = password
        self.host = host
        self.port = port
        self.database = database
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
        self.connectTimeout = connectTimeout
    }

    /// What is wrong with a URL, in one line (without its password).
    package struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }

    /// Whether `text` is meant as a PostgreSQL URL rather than a file: it begins with either scheme.
    package static func isURL(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Reads `text`; a `Problem` naming the part that is wrong when it cannot.
    package init(parsing text: String) throws(Problem) {
        let lowered = text.prefix(13).lowercased()
        let schemeLength = lowered.hasPrefix("postgresql://") ? 13 : lowered.hasPrefix("postgres://") ? 11 : 0
        guard schemeLength > 0 else { throw Problem("a PostgreSQL URL begins postgres:// or postgresql://") }
        guard text.utf8.count <= 4096 else { throw Problem("the URL is longer than 4096 bytes") }
        var rest = Substring(text.dropFirst(schemeLength))
        guard !rest.contains("#") else { throw Problem("a database URL has no #fragment") }
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var path: Substring = ""
        if let slash = rest.firstIndex(of: "/") {
            path = rest[rest.index(after: slash)...]
            rest = rest[..<slash]
        }
        self.init()
        // user[:password]@host[:port]
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            rest = rest[rest.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                user = try Self.decoded(userInfo[..<colon], "the user")
                password = try Self.decoded(userInfo[userInfo.index(after: colon)...], "the password", allowEmpty: true)
            } else {
                user = try Self.decoded(userInfo, "the user")
            }
        }
        guard !rest.contains(",") else { throw Problem("several hosts (a comma) are not supported: give one") }
        var hostText = rest
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw Problem("an IPv6 address in [ ] has no ]") }
            hostText = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw Problem("after an IPv6 address's ] comes :PORT or nothing") }
                portText = after.dropFirst()
            }
            guard !hostText.isEmpty else { throw Problem("the IPv6 address in [ ] is empty") }
        } else if let colon = rest.firstIndex(of: ":") {
            hostText = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        }
        if !hostText.isEmpty { host = .tcp(try Self.decoded(hostText, "the host")) }
        if let portText { port = try Self.port(portText) }
        if !path.isEmpty { database = try Self.decoded(path, "the database name") }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            let name = try Self.decoded(pair[..<equals], "a parameter's name")
            let value = equals == pair.endIndex ? "" : String(pair[pair.index(after: equals)...])
            try set(name, value)
        }
        if sslRootCertificate != nil && ![.verifyCA, .verifyFull].contains(sslMode) {
            throw Problem("sslrootcert is used with sslmode=verify-ca or verify-full only")
        }
    }

    private mutating func set(_ name: String, _ raw: String) throws(Problem) {
        let value = try Self.decoded(raw[...], name, allowEmpty: name == "password")
        switch name {
        case "host":
            host = value.hasPrefix("/") ? .socket(directory: value) : .tcp(value)
        case "port": port = try Self.port(value[...])
        case "user": user = value
        case "password": password = value
        case "dbname": database = value
        case "sslmode":
            guard let mode = SSLMode(rawValue: value) else {
                throw Problem("sslmode \"\(value)\" is not one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sslMode = mode
        case "sslrootcert": sslRootCertificate = value
        case "connect_timeout":
            guard let seconds = Int(value), (1...3600).contains(seconds) else {
                throw Problem("connect_timeout \"\(value)\" is not a number of seconds from 1 to 3600")
            }
            connectTimeout = seconds
        default:
            throw Problem("the parameter \"\(name)\" is not taken (these are: \(Self.parameters.joined(separator: ", ")))")
        }
    }

    private static func port(_ text: Substring) throws(Problem) -> Int {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(text),
              (1...65535).contains(port) else {
            throw Problem("the port \"\(String(text).sanitizedForTerminal)\" is not a number from 1 to 65535")
        }
        return port
    }

    /// `text` with its %XX escapes decoded: UTF-8, no control character
    /// (a NUL would end the name early in the server's protocol).
    private static func decoded(_ text: Substring, _ what: String, allowEmpty: Bool = false) throws(Problem) -> String {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw Problem("\(what) has a % not followed by two hexadecimal digits")
            }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard Array(decoded.utf8) == bytes else { throw Problem("\(what) is not UTF-8 once decoded") }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Problem("\(what) has a control character")
        }
        guard allowEmpty || !decoded.isEmpty else { throw Problem("\(what) is empty") }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The URL for messages and logs: everything but the password.
    package var redacted: String {
        var text = "postgres://"
        if let user { text += user + (password == nil ? "" : ":***") + "@" }
        switch host {
        case .tcp(let name): text += (name.contains(":") ? "[\(name)]" : name) + ":\(port)"
        case .socket: text += ""
        }
        text += "/" + (database ?? "")
        if case .socket(let directory) = host { text += "?host=\(directory)&port=\(port)" }
        return text.sanitizedForTerminal
    }
}
