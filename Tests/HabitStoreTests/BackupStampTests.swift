import Foundation
import TestSupport
import Testing
@testable import HabitStore

/// A backup's time stamp and a read-only store's URI, each against the Foundation call it
/// replaces (issue 45).
@Suite struct BackupStampTests {
    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd-HHmmss"
        return f
    }()

    @Test func stampsAreWrittenAndReadAsDateFormatterDid() {
        var seconds: [Double] = [0, 59.999, 86_399.5, 951_782_400, 1_795_949_890.25, 4_102_444_799, 1_709_164_800]
        var rng = Rng(state: 45)
        for _ in 0..<2000 { seconds.append(Double(rng.int(0...4_102_444_799)) + 0.5) }
        for s in seconds {
            let date = Date(timeIntervalSince1970: s)
            let text = BackupStamp.text(date)
            #expect(text == Self.formatter.string(from: date), "\(s)")
            #expect(BackupStamp.date(Substring(text)) == Self.formatter.date(from: text), "\(text)")
        }
    }

    @Test func aStampThatIsNoTimeIsRefused() {
        for text in ["20261332-000000", "20260230-120000", "20261129-240000", "20261129-126000", "2026112-1200000",
                     "20261129+120000", "2026112a-120000", "20261129-12000"] {
            #expect(BackupStamp.date(Substring(text)) == nil, "\(text)")
        }
    }

    @Test func aURIPathIsEscapedAsFoundationEscapedIt() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        for path in ["/tmp/a b/ü?#%x.sqlite", "/home/me/.local/share/habitd/habits.sqlite", "/x/[1];=@~!$&'()*+,:", "/日本/\u{1}\u{7f}"] {
            #expect(ReadOnlyStore.uriPath(path) == path.addingPercentEncoding(withAllowedCharacters: allowed), "\(path)")
        }
    }
}
