import GameCore

/// A recording's first line, spelled by hand like its action lines
/// (`RecordedAction`), so that the format does not follow a Swift type's
/// fields by accident:
///
/// `{"difficulty":"medium","format":2,"options":{"bell":"audible","mismatchDelayMs":1000},"seed":42,"threeducks":"1.1.0"}`
///
/// `players` (`[{"name":"ann"},{"computer":"hard","name":"Computer"}]`)
/// when several played, or `[{"name":"ann"}]` for a solo player not of the
/// default name; `seed` only when the first deal's was given.
/// A board keeps the key 1.0 wrote a difficulty under. Format 1 (1.0)
/// spells it the same way, without `players`.
struct HeaderLine: Codable {
    let header: RecordingHeader

    init(_ header: RecordingHeader) { self.header = header }

    private enum Key: String, CodingKey {
        case format, threeducks, seed, difficulty, options, players
    }

    private enum OptionKey: String, CodingKey {
        case mismatchDelayMs, bell
    }

    init(from decoder: any Decoder) throws {
        let line = try decoder.container(keyedBy: Key.self)
        let options = try line.nestedContainer(keyedBy: OptionKey.self, forKey: .options)
        var header = RecordingHeader(
            format: try line.decode(Int.self, forKey: .format),
            program: try line.decode(String.self, forKey: .threeducks),
            seed: try line.decodeIfPresent(UInt64.self, forKey: .seed),
            board: try line.decode(Board.self, forKey: .difficulty),
            options: RecordingHeader.Options(
                mismatchDelayMs: try options.decode(Int64.self, forKey: .mismatchDelayMs),
                bell: try options.decode(BellStyle.self, forKey: .bell)))
        // As written, even a list the reader will refuse (`[]`): the init
        // would quietly drop an empty one.
        header.players = try line.decodeIfPresent([Player].self, forKey: .players)
        self.header = header
    }

    func encode(to encoder: any Encoder) throws {
        var line = encoder.container(keyedBy: Key.self)
        try line.encode(header.format, forKey: .format)
        try line.encode(header.threeducks, forKey: .threeducks)
        try line.encodeIfPresent(header.seed, forKey: .seed)
        try line.encode(header.board, forKey: .difficulty)
        var options = line.nestedContainer(keyedBy: OptionKey.self, forKey: .options)
        try options.encode(header.options.mismatchDelayMs, forKey: .mismatchDelayMs)
        try options.encode(header.options.bell, forKey: .bell)
        try line.encodeIfPresent(header.players, forKey: .players)
    }
}
