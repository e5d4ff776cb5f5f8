/// The placeholders of a message: `%s` takes the next argument, `%N$s` the N-th (so a
/// translation may reorder them), `%%` is a percent sign. The same subset of C's printf
/// that `msgfmt --check-format` checks in `c-format` messages, so a translation that drops
/// or adds a placeholder fails the build of the catalogues, not at a user's terminal.
public enum MessageFormat {
    /// Read as UTF-8 bytes, not `Character`s: every directive is ASCII, and a board fills a
    /// few hundred messages per run (grapheme breaking made this 4% of a `list`).
    public static func fill(_ template: String, _ args: [String]) -> String {
        let percent = UInt8(ascii: "%")
        guard template.utf8.contains(percent) else { return template }
        let t = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(t.count + args.reduce(0) { $0 + $1.utf8.count })
        var next = 0
        var i = 0
        /// The byte at `j`, nil past the end.
        func at(_ j: Int) -> UInt8? { j < t.count ? t[j] : nil }
        while i < t.count {
            let c = t[i]
            i += 1
            guard c == percent else { out.append(c); continue }
            let digitsStart = i
            var index = 0, overflow = false
            while let d = at(i), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") {
                let (times, o1) = index.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(d - UInt8(ascii: "0")))
                (index, overflow) = (sum, overflow || o1 || o2)
                i += 1
            }
            let digits = t[digitsStart..<i]
            let spec = at(i)
            if spec != nil { i += 1 }
            switch spec {
            case percent? where digits.isEmpty:
                out.append(percent)
            case UInt8(ascii: "s")? where digits.isEmpty:
                if next < args.count { out += args[next].utf8 }
                next += 1
            case UInt8(ascii: "$")? where !digits.isEmpty:
                let conversion = at(i)
                if conversion != nil { i += 1 }
                if !overflow, index >= 1, index <= args.count { out += args[index - 1].utf8 }
                if let conversion, conversion != UInt8(ascii: "s") { out.append(conversion) }
            default:
                // Not a placeholder we make: kept as written.
                out.append(percent)
                out += digits
                if let spec { out.append(spec) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
