import FoundationEssentials

/// A JSON decoding error as one readable phrase: where in the document, and what.
public enum DecodingErrorText {
    public static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
            let path = c.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            if case .keyNotFound(let key, _) = error { return "missing '\(key.stringValue)'\(path.isEmpty ? "" : " at \(path)")" }
            return (path.isEmpty ? "" : "\(path): ") + (c.underlyingError.map { "\($0)" } ?? c.debugDescription)
        @unknown default:
            return "unreadable JSON"
        }
    }
}
