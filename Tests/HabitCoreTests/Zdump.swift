import Foundation

/// `zdump -v`, the C library's reader of the installed tz database: a second, independent
/// reader that tests compare ours with, so that no test pins a tzdata release.
enum Zdump {
    struct Line: Equatable {
        /// Unix seconds.
        let instant: Int
        /// UTC offset in seconds at that instant.
        let offset: Int
        /// Whether that is daylight time (zdump's isdst=1).
        var daylight = false
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The instants zdump lists for `zone` (each transition, and the second before it) in
    /// [fromYear, toYear), oldest first.
    static func transitions(_ zone: String, fromYear: Int, toYear: Int) throws -> [Line] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
        p.arguments = ["-v", "-c", "\(fromYear),\(toYear)", zone]
        p.environment = ["LC_ALL": "C"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Failure(description: "zdump \(zone) exited \(p.terminationStatus)") }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap(parse)
    }

    /// The offset zdump gives for the latest listed instant at or before `t`.
    static func offset(at t: Int, in lines: [Line]) -> Int? {
        lines.last { $0.instant <= t }?.offset
    }

    /// "Europe/Berlin  Sun Mar 29 01:00:00 2026 UT = Sun Mar 29 03:00:00 2026 CEST isdst=1 gmtoff=7200";
    /// nil for the "= NULL" lines at the ends of time.
    private static func parse(_ line: Substring) throws -> Line? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard !line.hasSuffix("NULL") else { return nil }
        guard words.count >= 7, words[6] == "UT", let gmtoff = words.last?.split(separator: "=").last.flatMap({ Int($0) }),
              let month = months.firstIndex(of: String(words[2])), let day = Int(words[3]), let year = Int(words[5]) else {
            throw Failure(description: "zdump printed an unexpected line: \(line)")
        }
        let hms = words[4].split(separator: ":").compactMap { Int($0) }
        guard hms.count == 3 else { throw Failure(description: "zdump printed an unexpected time: \(line)") }
        return Line(instant: daysFromEpoch(year, month + 1, day) * 86_400 + hms[0] * 3600 + hms[1] * 60 + hms[2], offset: gmtoff,
                    daylight: words.contains("isdst=1"))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func daysFromEpoch(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
