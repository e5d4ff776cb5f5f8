/// The mappings in a `/proc/PID/smaps` whose pages can be dropped from the process and read
/// back unchanged: private, not writable, backed by a file, and holding no page of their own
/// ("Anonymous: 0 kB": nothing in them was ever written, not even by the loader's
/// relocations, which leave the RELRO pages anonymous). A program's code and constant data,
/// a library's, a mapped catalogue.
public enum CleanFileMappings {
    public struct Mapping: Equatable, Sendable {
        public let start: UInt
        public let end: UInt
        /// Of it, resident now, in kB.
        public let residentKB: Int
    }

    /// Those of `smaps` with pages resident.
    public static func parse(_ smaps: String) -> [Mapping] {
        var out: [Mapping] = []
        var current: (start: UInt, end: UInt, eligible: Bool)?
        var rss = 0, anonymous = 0
        func finish() {
            if let c = current, c.eligible, rss > 0, anonymous == 0 { out.append(Mapping(start: c.start, end: c.end, residentKB: rss)) }
        }
        for line in smaps.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.hasSuffix(":") {
                guard fields.count >= 2, let kb = Int(fields[1]) else { continue }
                if first == "Rss:" { rss = kb } else if first == "Anonymous:" { anonymous = kb }
                continue
            }
            let bounds = first.split(separator: "-")
            guard fields.count >= 5, bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) else { continue }
            finish()
            let perms = Array(fields[1].utf8), inode = fields[4]
            let path = fields.count > 5 ? fields[5].drop { $0 == " " } : ""
            let eligible = perms.count == 4 && perms[1] == UInt8(ascii: "-") && perms[3] == UInt8(ascii: "p")
                && inode != "0" && path.hasPrefix("/")
            current = (start, end, eligible)
            rss = 0
            anonymous = 0
        }
        finish()
        return out
    }
}
