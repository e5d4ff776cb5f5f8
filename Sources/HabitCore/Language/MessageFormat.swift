/// The placeholders of a message: `%s` takes the next argument, `%N$s` the N-th (so a
/// translation may reorder them), `%%` is a percent sign. The same subset of C's printf
/// that `msgfmt --check-format` checks in `c-format` messages, so a translation that drops
/// or adds a placeholder fails the build of the catalogues, not at a user's terminal.
public enum MessageFormat {
    public static func fill(_ template: String, _ args: [String]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        var next = 0
        var chars = template.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { out.append(c); continue }
            var digits = ""
            var spec = chars.next()
            while let d = spec, d.isASCII, d.isNumber {
                digits.append(d)
                spec = chars.next()
            }
            switch spec {
            case "%" where digits.isEmpty:
                out.append("%")
            case "s" where digits.isEmpty:
                out += next < args.count ? args[next] : ""
                next += 1
            case "$" where !digits.isEmpty:
                let index = Int(digits)! - 1
                let conversion = chars.next()
                out += index >= 0 && index < args.count ? args[index] : ""
                if conversion != "s" { conversion.map { out.append($0) } }
            default:
                // Not a placeholder we make: kept as written.
                out.append("%")
                out += digits
                spec.map { out.append($0) }
            }
        }
        return out
    }
}
