import Foundation
import HabitCore
import Testing
@testable import HabitSync

/// The segment format: what is written reads back the same; anything cut, damaged or
/// out of the rules is refused whole, with the line and the reason.
@Suite struct SegmentTests {
    static let device = "3f2a9c1e-laptop"
    static let day = CivilDate(year: 2026, month: 11, day: 23)!

    func op(_ seq: Int64, _ change: SyncOperation.Change, device: String = device) -> SyncOperation {
        SyncOperation(id: .init(device: device, sequence: seq), clock: HLC(millis: 1_795_000_000_000 + seq, counter: Int(seq % 3), device: device),
                      habit: "8c1d7e3a-55b2-4c1e-9a0f-2b7d4e6f8a91", change: change)
    }

    var sample: Segment {
        Segment(device: Self.device, operations: [
            op(41, .field(name: "name", value: "Read \"Dune\" \\ 2 ✓")),
            op(42, .field(name: "description", value: "line one\nline two\tand a tab")),
            op(43, .field(name: "end_date", value: nil)),
            op(44, .day(Self.day, DayLog(completions: [.init(count: 2), .init(count: 1, value: 4.25, note: "köln → bonn")]))),
            op(45, .day(Self.day.adding(days: -1), DayLog(skip: ""))),
            op(46, .day(Self.day.adding(days: -2), DayLog())),
            op(47, .delete),
        ])
    }

    @Test func writesAndReadsBack() throws {
        let data = sample.encoded()
        #expect(try Segment.decode(data) == sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("habitd-ops 1 3f2a9c1e-laptop 41 47\n"))
        #expect(text.split(separator: "\n").count == 9)  // header, 7 operations, footer
        #expect(text.split(separator: "\n").last!.hasPrefix("end 7 "))
    }

    @Test func theClockReadsBackAsItWasWritten() {
        let clock = HLC(millis: 1_795_000_000_123, counter: 0x2a, device: "dev-1")
        #expect(HLC(clock.description) == clock)
        #expect(clock.description == "000001a1ee565e7b-002a-dev-1")
        #expect(HLC("000001a1ee565e7b-002a-dev/1") == nil)
        #expect(HLC("1a1e5a9a0bb-002a-dev") == nil)
    }

    @Test func aCutOrDamagedSegmentIsRefused() throws {
        let data = sample.encoded()
        for cut in [1, 10, data.count / 2, data.count - 2] {
            #expect(throws: Segment.Refused.self) { try Segment.decode(data.prefix(cut)) }
        }
        var flipped = data
        flipped[60] ^= 0x01
        #expect(throws: Segment.Refused(line: 0, reason: "checksum mismatch")) { try Segment.decode(flipped) }
        #expect(throws: Segment.Refused.self) { try Segment.decode(Data()) }
    }

    /// A well-formed segment (the right checksum) holding `lines` after a valid header.
    func forged(_ lines: [String], header: String = "habitd-ops 1 \(device) 1 1") -> Data {
        let body = Data(([header] + lines).map { $0 + "\n" }.joined().utf8)
        return body + Data("end \(lines.count) \(CRC32.hex(body))\n".utf8)
    }

    @Test func untrustedContentIsRefusedWithItsLine() throws {
        let hlc = HLC(millis: 5, counter: 0, device: Self.device).description
        let other = HLC(millis: 5, counter: 0, device: "someone-else").description
        let cases: [(String, String)] = [
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","field":"name","value":"Evil\u001b[2J"}"#, "text holds"),
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","field":"name","value":"a\u202eb"}"#, "text holds"),
            (#"{"seq":1,"hlc":"\#(other)","habit":"h1","delete":true}"#, "bad seq or hlc"),
            (#"{"seq":2,"hlc":"\#(hlc)","habit":"h1","delete":true}"#, "sequence 2 after 0"),
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"../etc","delete":true}"#, "bad habit id"),
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","day":"2026-02-30","done":[],"skip":null}"#, "bad day"),
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","day":"2026-02-03","done":[[0,null,null]],"skip":null}"#, "bad completion"),
            (#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","rename":"x"}"#, "unknown operation"),
            ("not json", "not a JSON object"),
        ]
        for (line, reason) in cases {
            do {
                _ = try Segment.decode(forged([line]))
                Issue.record("accepted: \(line)")
            } catch {
                #expect(error.line == 2 && error.reason.hasPrefix(reason), "\(line): \(error)")
            }
        }
        let long = String(repeating: "x", count: Segment.maxTextBytes + 1)
        #expect(throws: Segment.Refused.self) {
            try Segment.decode(forged([#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","field":"description","value":"\#(long)"}"#]))
        }
        #expect(throws: Segment.Refused(line: 1, reason: "not a habitd-ops 1 segment")) {
            try Segment.decode(forged([], header: "habitd-ops 2 \(Self.device) 1 0"))
        }
    }

    /// A mood travels as a sixth element of a completion, written only when one was said:
    /// a day without moods is the text it was before moods.
    @Test func aMoodIsASixthElementOnlyWhenSaid() throws {
        let plain = DayLog(completions: [.init(count: 1, value: 3, note: "n", source: "cli", at: 7)])
        #expect(plain.text == #"{"done":[[1,3,"n","cli",7]],"skip":null}"#)
        let felt = DayLog(completions: [.init(count: 1, note: "n", source: "cli", at: 7, mood: 4)])
        #expect(felt.text == #"{"done":[[1,null,"n","cli",7,4]],"skip":null}"#)
        let segment = Segment(device: Self.device, operations: [op(1, .day(Self.day, felt))])
        #expect(try Segment.decode(segment.encoded()) == segment)
        let hlc = HLC(millis: 5, counter: 0, device: Self.device).description
        do {
            _ = try Segment.decode(forged([#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","day":"2026-02-03","done":[[1,null,null,"cli",7,9]],"skip":null}"#]))
            Issue.record("a mood of 9 was accepted")
        } catch {
            #expect(error.reason == "bad mood")
        }
        // A newer build's seventh element is carried past, not refused.
        let newer = try Segment.decode(forged([#"{"seq":1,"hlc":"\#(hlc)","habit":"h1","day":"2026-02-03","done":[[1,null,null,"cli",7,2,"x"]],"skip":null}"#]))
        if case .day(_, let log) = newer.operations[0].change { #expect(log.completions[0].mood == 2) } else { Issue.record("not a day") }
    }

    @Test func theChecksumIsZlibsCRC32() {
        // The check value of CRC-32/ISO-HDLC.
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}

/// A day's log as the journal carries it, with a no and a memo written later (issue 29).
@Suite struct DayLogTextTests {
    @Test func aNoAndALaterMemoTravelAndAnOldDayReadsAsBefore() {
        let later = DayLog(completions: [DayLog.Entry(count: 1, note: "two chapters", at: 100, memoAt: 200)])
        #expect(later.text == #"{"done":[[1,null,"two chapters","cli",100,null,200]],"skip":null}"#)
        #expect(DayLog(text: later.text) == later)
        let no = DayLog(no: "rain", noAt: 50)
        #expect(no.text == #"{"done":[],"skip":null,"no":"rain","no_at":50}"#)
        #expect(DayLog(text: no.text) == no)
        // A day with neither reads and writes exactly as before them.
        let plain = DayLog(completions: [DayLog.Entry(count: 1, at: 100, mood: 4)])
        #expect(plain.text == #"{"done":[[1,null,null,"cli",100,4]],"skip":null}"#)
    }
}
