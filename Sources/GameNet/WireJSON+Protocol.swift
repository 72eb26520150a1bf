import GameCore

/// The protocol's bounds on a line's JSON (`ProtocolLimits.lineBytes`,
/// `depthLimit`), and its words for what is wrong with it.
extension WireJSON {
    /// The deepest nesting a line may have: an event is three objects deep.
    package static let depthLimit = 6

    /// The value of one line, or why it is none. The line is checked against
    /// `ProtocolLimits.lineBytes` first, so nothing longer is looked at.
    package static func parse(_ line: String) throws(ProtocolError) -> WireJSON {
        try parse(bytes: Array(line.utf8))
    }

    /// As `parse(_:)`, from the line's bytes (which must be UTF-8).
    package static func parse(bytes: [UInt8]) throws(ProtocolError) -> WireJSON {
        guard bytes.count <= ProtocolLimits.lineBytes else { throw .tooLong(bytes: bytes.count) }
        let read = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) in try parse(bytes: raw, depthLimit: depthLimit) }
        }
        switch read {
        case .success(let value): return value
        case .failure(.malformed(let why)): throw .malformed(why)
        case .failure(.tooDeep): throw .tooDeep
        case .failure(.notUTF8): throw .notUTF8
        }
    }
}

/// A message of the wire, either way: read from one line's JSON
/// (`ClientMessage`, `HostMessage`).
package protocol WireMessage {
    /// The message this JSON spells, or exactly why it is none.
    init(json: WireJSON) throws(ProtocolError)
}

extension WireMessage {
    /// The message of one line, or exactly why it is none.
    package init(line: String) throws(ProtocolError) {
        try self.init(json: try WireJSON.parse(line))
    }

    /// As `init(line:)`, from the line's bytes.
    package init(bytes: [UInt8]) throws(ProtocolError) {
        try self.init(json: try WireJSON.parse(bytes: bytes))
    }
}
