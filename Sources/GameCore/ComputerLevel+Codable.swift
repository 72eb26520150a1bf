extension ComputerLevel {
    /// A level read from a file (a recording's header or action): its name,
    /// or a refusal that says which levels there are, as a person would
    /// write it, rather than the decoder's words about raw values.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let level = ComputerLevel(rawValue: name) else {
            let levels = ComputerLevel.allCases.map(\.rawValue)
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(name)\" is not a level: \(levels.dropLast().joined(separator: ", ")) or \(levels.last!)")
        }
        self = level
    }
}
