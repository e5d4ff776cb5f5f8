import HabitCore

/// swift-argument-parser's own words, which it writes in English whatever the catalogue: its
/// help headings and the notes it adds ("(default: 1)"), and its parse errors. Translated
/// here, where the programs print them. Only the forms the parser makes are matched;
/// anything else passes unchanged (and in English nothing changes at all).
public enum ParserText {
    /// A whole `--help` page.
    public static func help(_ text: String) -> String {
        let headings = Self.headings()
        var lines: [String] = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (english, heading) in headings where line == english || line.hasPrefix(english + " ") {
                return heading + line.dropFirst(english.count)
            }
            if let rest = between(String(line), "  See '", "' for detailed help.") {
                return "  " + tr("See '%s' for detailed help.", rest)
            }
            return String(line)
                .replacing("Show help information.", with: tr("Show help information."))
                .replacing("Show the version.", with: tr("Show the version."))
        }
        // "(default: 1)" the parser appends to an option's help (ours say it in the language).
        lines = lines.map { line in
            var out = ""
            var rest = Substring(line)
            while let open = rest.firstRange(of: "(default: "), let close = rest[open.upperBound...].firstIndex(of: ")") {
                out += rest[..<open.lowerBound] + tr("(default: %s)", String(rest[open.upperBound..<close]))
                rest = rest[rest.index(after: close)...]
            }
            return out + rest
        }
        return lines.joined(separator: "\n")
    }

    /// One parse error's message (without the program's name).
    public static func error(_ message: String) -> String {
        if let a = between(message, "Missing expected argument '", "'") { return tr("Missing expected argument '%s'", a) }
        if let a = between(message, "Unexpected argument '", "'") { return tr("Unexpected argument '%s'", a) }
        if let a = between(message, "Unknown option '", "'") { return tr("Unknown option '%s'", a) }
        if let a = between(message, "Missing value for '", "'") { return tr("Missing value for '%s'", a) }
        if message.hasPrefix("The value '"), let split = message.firstRange(of: "' is invalid for '") {
            let value = String(message[message.index(message.startIndex, offsetBy: 11)..<split.lowerBound])
            let rest = message[split.upperBound...]
            if let end = rest.lastIndex(of: "'") {
                let option = String(rest[..<end])
                let why = rest[rest.index(after: end)...].drop { $0 == ":" || $0 == " " }
                return why.isEmpty ? tr("The value '%1$s' is invalid for '%2$s'", value, option)
                    : tr("The value '%1$s' is invalid for '%2$s': %3$s", value, option, String(why))
            }
        }
        return message
    }

    private static func headings() -> [(String, String)] {
        [("OVERVIEW:", tr("OVERVIEW:")), ("USAGE:", tr("USAGE:")), ("ARGUMENTS:", tr("ARGUMENTS:")),
         ("OPTIONS:", tr("OPTIONS:")), ("SUBCOMMANDS:", tr("SUBCOMMANDS:"))]
    }

    /// What stands between `prefix` and `suffix` when `text` is exactly that, else nil.
    private static func between(_ text: String, _ prefix: String, _ suffix: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
