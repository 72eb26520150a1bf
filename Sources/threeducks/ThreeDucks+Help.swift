import ArgumentParser

extension ThreeDucks {
    /// The first help page (`threeducks --help`, `-h`, `help`): the root's
    /// page with the default command's usage and options in place of the
    /// root's own, since `threeducks --board hard` plays. argument-parser
    /// shows only the last command's options on a page, so the two pages it
    /// renders are put together here; `help play` and the other pages are
    /// left as they are.
    static func firstHelpPage(columns: Int? = nil) -> String {
        let root = paragraphs(helpMessage(columns: columns))
        let play = paragraphs(helpMessage(for: PlayCommand.self, columns: columns))
        guard let playUsage = play.first(where: { $0.hasPrefix("USAGE: ") }),
              let playOptions = play.first(where: { $0.hasPrefix("OPTIONS:") })
        else { return helpMessage(columns: columns) }
        let usage = "USAGE: threeducks [play]" + playUsage.dropFirst("USAGE: threeducks play".count)
            + "\n       threeducks <subcommand>"
        let page = root.map { paragraph in
            if paragraph.hasPrefix("USAGE: ") { return usage }
            if paragraph.hasPrefix("OPTIONS:") { return "OPTIONS (of play, the default):" + playOptions.dropFirst("OPTIONS:".count) }
            return paragraph
        }
        return page.joined(separator: "\n\n")
    }

    /// Whether `error` asks for the root's own help page.
    static func asksForFirstHelpPage(_ error: any Error) -> Bool {
        exitCode(for: error) == .success && fullMessage(for: error) == helpMessage()
    }

    private static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: "\n")) }
        return result
    }
}
