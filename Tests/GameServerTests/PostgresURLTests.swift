import GameServer
import Testing

/// `--database` as libpq's URL form (docs/server.md): what each part
/// becomes, the defaults, and one line naming what is wrong with a bad one.
@Suite struct PostgresURLTests {
    @Test func theFullFormOverTCP() throws {
        let url = try PostgresURL(parsing: "postgres://ducks:s3cret@db.example.org:5433/threeducks?sslmode=disable")
        #expect(url == PostgresURL(user: "ducks", password: "s3cret", host: .tcp("db.example.org"), port: 5433,
                                   database: "threeducks", sslMode: .disable))
        #expect(url.redacted == "postgres://ducks:***@db.example.org:5433/threeducks", "no password in messages")
        #expect(try PostgresURL(parsing: "postgresql://ducks@10.0.0.7/threeducks")
                == PostgresURL(user: "ducks", host: .tcp("10.0.0.7"), database: "threeducks"))
        #expect(try PostgresURL(parsing: "POSTGRES://[::1]:6000/d").host == .tcp("::1"))
        #expect(try PostgresURL(parsing: "postgres://[::1]:6000/d").port == 6000)
    }

    @Test func userAndPasswordArePercentDecoded() throws {
        let url = try PostgresURL(parsing: "postgres://du%40cks:p%3Aa%2Fss%25w%C3%B6rd@host/db%20one")
        #expect(url.user == "du@cks")
        #expect(url.password == "p:a/ss%wörd")
        #expect(url.database == "db one")
        // The last @ ends the user's part: an @ in a password need not be escaped.
        #expect(try PostgresURL(parsing: "postgres://ann:a@b@host/db").password == "a@b")
        #expect(try PostgresURL(parsing: "postgres://ann:@host/db").password == "")
    }

    @Test func aUnixSocketAndTheDefaults() throws {
        #expect(try PostgresURL(parsing: "postgres://ducks@/threeducks?host=/run/pg&port=5444")
                == PostgresURL(user: "ducks", host: .socket(directory: "/run/pg"), port: 5444, database: "threeducks"))
        // No host: Debian's socket, the role and database named as the account (left to the store).
        let bare = try PostgresURL(parsing: "postgresql://")
        #expect(bare == PostgresURL())
        #expect(bare.host == .socket(directory: "/var/run/postgresql"))
        #expect(bare.port == 5432 && bare.user == nil && bare.database == nil && bare.sslMode == .prefer && bare.connectTimeout == 5)
        #expect(try PostgresURL(parsing: "postgres:///threeducks").database == "threeducks")
        #expect(try PostgresURL(parsing: "postgres://h/d?host=other").host == .tcp("other"), "a parameter overrides the URL's part")
        let all = try PostgresURL(parsing: "postgres://h/?user=u&password=p%26q&dbname=d&connect_timeout=2&sslmode=verify-full&sslrootcert=/etc/ca.pem")
        #expect(all == PostgresURL(user: "u", password: "p&q", host: .tcp("h"), database: "d", sslMode: .verifyFull,
                                   sslRootCertificate: "/etc/ca.pem", connectTimeout: 2))
        #expect(PostgresURL.isURL("postgresql://x") && PostgresURL.isURL("Postgres://x"))
        #expect(!PostgresURL.isURL("/var/lib/ducks/server.sqlite") && !PostgresURL.isURL("postgres:/x"))
    }

    @Test func aBadURLIsRefusedSayingWhatIsWrong() {
        let cases: [(String, String)] = [
            ("mysql://h/d", "a PostgreSQL URL begins postgres:// or postgresql://"),
            ("postgres://h:0/d", "the port \"0\" is not a number from 1 to 65535"),
            ("postgres://h:65536/d", "the port \"65536\" is not a number from 1 to 65535"),
            ("postgres://h:5x/d", "the port \"5x\" is not a number from 1 to 65535"),
            ("postgres://h:/d", "the port \"\" is not a number from 1 to 65535"),
            ("postgres://a,b/d", "several hosts (a comma) are not supported: give one"),
            ("postgres://[::1/d", "an IPv6 address in [ ] has no ]"),
            ("postgres://u%zz@h/d", "the user has a % not followed by two hexadecimal digits"),
            ("postgres://u:p%4@h/d", "the password has a % not followed by two hexadecimal digits"),
            ("postgres://u%00@h/d", "the user has a control character"),
            ("postgres://u%FF@h/d", "the user is not UTF-8 once decoded"),
            ("postgres://@h/d", "the user is empty"),
            ("postgres://h/d?sslmode=on", "sslmode \"on\" is not one of disable, allow, prefer, require, verify-ca, verify-full"),
            ("postgres://h/d?connect_timeout=0", "connect_timeout \"0\" is not a number of seconds from 1 to 3600"),
            ("postgres://h/d?options=-c%20x", "the parameter \"options\" is not taken (these are: host, port, user, password, dbname, sslmode, sslrootcert, connect_timeout)"),
            ("postgres://h/d?sslrootcert=/ca.pem", "sslrootcert is used with sslmode=verify-ca or verify-full only"),
            ("postgres://h/d#x", "a database URL has no #fragment"),
            ("postgres://h/d?dbname=", "dbname is empty"),
        ]
        for (text, problem) in cases {
            #expect(throws: PostgresURL.Problem(problem), "\(text)") { try PostgresURL(parsing: text) }
        }
        #expect(throws: PostgresURL.Problem("the URL is longer than 4096 bytes")) {
            try PostgresURL(parsing: "postgres://h/" + String(repeating: "d", count: 4096))
        }
    }
}
