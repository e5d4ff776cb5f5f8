import FoundationEssentials

/// How habitctl writes JSON (its `--json` output and `export`): sorted, indented keys in
/// snake_case, instants as ISO 8601. The fuzzers' export round trip writes it the same way.
public enum JSONStyle {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .custom { date, enc in
            var c = enc.singleValueContainer()
            try c.encode(ISOInstant.format(date))
        }
        return encoder
    }
}
