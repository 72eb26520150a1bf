import GameCore
import GameNet

extension FuzzTarget {
    /// The protocol's two parsers (`ClientMessage` and `HostMessage`, from a
    /// line's bytes) and the host's room behind them: a line either parser
    /// takes must write back as a line both read as the same message, with
    /// no control character or escape sequence in any string; whatever they
    /// refuse is said in one line; and the host's room answers any line to
    /// its sender alone without trapping.
    public static let `protocol` = FuzzTarget(name: "protocol") { bytes throws(FuzzViolation) in
        // One line, as the transport hands it: its newline cut off.
        let line = bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
        var parsed = false
        switch Result(catching: { () throws(ProtocolError) in try ClientMessage(bytes: line) }) {
        case .success(let message):
            try checkWrittenBack(message.line, reads: { line throws(ProtocolError) in try ClientMessage(line: line) == message })
            parsed = true
        case .failure(let error):
            try checkOneLine(error)
        }
        switch Result(catching: { () throws(ProtocolError) in try HostMessage(bytes: line) }) {
        case .success(let message):
            try checkWrittenBack(message.line, reads: { line throws(ProtocolError) in try HostMessage(line: line) == message })
            var mirror = ClientMirror()
            mirror.apply(message)
            parsed = true
        case .failure(let error):
            try checkOneLine(error)
        }
        var room = HostRoom(host: "ann", random: SplitMix64(seed: 1))
        let reply = room.receive(bytes: line, from: 1, state: GameState(), now: .zero)
        if reply.deliveries.contains(where: { $0.to != 1 }) || !reply.actions.isEmpty {
            throw FuzzViolation("a line before any game reached someone other than its sender, or the store")
        }
        return parsed ? .parsed : .refused
    }
}

private func checkOneLine(_ error: ProtocolError) throws(FuzzViolation) {
    if error.description.spansLines {
        throw FuzzViolation("the protocol error spans lines: \(error.description.debugDescription)")
    }
}

/// The message written back is one line within the limit that reads as the
/// same message, and none of its strings holds a control character.
private func checkWrittenBack(_ line: String, reads: (String) throws(ProtocolError) -> Bool) throws(FuzzViolation) {
    if line.spansLines { throw FuzzViolation("a message is written on more than one line: \(line.debugDescription)") }
    let same: Bool, json: WireJSON
    do throws(ProtocolError) {
        same = try reads(line)
        json = try WireJSON.parse(line)
    } catch {
        throw FuzzViolation("the message written back does not read: \(error); \(line)")
    }
    guard same else { throw FuzzViolation("the message written back reads as another: \(line)") }
    try checkStrings(json)
}

private func checkStrings(_ json: WireJSON) throws(FuzzViolation) {
    switch json {
    case .string(let text):
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value) }) {
            throw FuzzViolation("a string from the wire keeps a control character: \(text.debugDescription)")
        }
    case .array(let values): for value in values { try checkStrings(value) }
    case .object(let members):
        for (key, value) in members where key != "type" { try checkStrings(value) }
    default: break
    }
}
