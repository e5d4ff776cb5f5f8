import Foundation
import Testing
import HabitCore
import Posix
@testable import HabitImport

/// Imports that would crash habitd or take its memory (issue 41 part 1): deep nesting is
/// refused without recursion, a zip may inflate to one budget over all its reads, a CSV field
/// has a size, and two Loop habits cannot name one folder.
@Suite struct HostileImportTests {
    /// `bytes` behind a file descriptor, as `JSONStream` reads an upload.
    final class Source {
        let file: FileDescriptor
        let stream: JSONStream
        init(_ bytes: [UInt8]) {
            file = try! FileDescriptor.anonymousFile(in: NSTemporaryDirectory())
            try! file.writeAll(bytes)
            try! file.rewind()
            stream = JSONStream(fd: file)
        }
        deinit { file.close() }
    }

    func refusal(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    @Test func twoHundredThousandOpenBracketsAreRefusedWithoutRecursing() {
        // The request that killed habitd: an unknown key skipped one call per bracket.
        let source = Source(Array(#"{"x":"#.utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 200_000))
        let said = refusal { try source.stream.object { _ in try source.stream.skip() } }
        #expect(said == "nested deeper than \(JSONStream.maxDepth) levels at byte \(5 + JSONStream.maxDepth + 1)", "\(said ?? "no error")")
    }

    @Test func nestingUpToTheLimitIsSkippedAndWhatFollowsIsRead() throws {
        let depth = JSONStream.maxDepth
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let source = Source(Array(#"{"deep":\#(deep),"after":true}"#.utf8))
        var after: Bool?
        try source.stream.object { key in
            if key == "after" { after = try source.stream.bool() } else { try source.stream.skip() }
        }
        try source.stream.finish()
        #expect(after == true)
    }

    @Test func skipConsumesExactlyOneValueOfEveryShape() throws {
        let values = [#"{"a":[1,{"b":[[],{}]},"x\"]}"],"c":{"d":null}}"#, "[]", "{}", #""s""#, "-1.5e3", "true", "null",
                      #"[{"k":[{"k":[1,2,{"z":"}"}]}]}]"#]
        for value in values {
            let source = Source(Array("[\(value),7]".utf8))
            var read: [Int] = []
            try source.stream.array { i in
                if i == 0 { let captured = try source.stream.capture(); #expect(String(decoding: captured, as: UTF8.self) == value) }
                else { read.append(try source.stream.int()) }
            }
            #expect(read == [7], "\(value)")
        }
    }

    @Test func brokenJSONInsideASkippedValueIsAnError() {
        for broken in [#"{"x":[1 2]}"#, #"{"x":{"a" 1}}"#, #"{"x":[1,]}"#, #"{"x":{"a":1,}}"#, #"{"x":[[]"#] {
            let source = Source(Array(broken.utf8))
            #expect(refusal { try source.stream.object { _ in try source.stream.skip() } } != nil, "\(broken)")
        }
    }

    // MARK: - Zip

    /// A zip of stored (or, with `declared`, deflate-labelled) members, as ZipArchive reads it.
    static func zip(_ members: [(name: String, bytes: [UInt8])], method: UInt16 = 0, declared: UInt32? = nil) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) }
        var out: [UInt8] = [], central: [UInt8] = []
        for m in members {
            let name = Array(m.name.utf8), offset = UInt32(out.count)
            let size = declared ?? UInt32(m.bytes.count), packed = UInt32(m.bytes.count)
            out += u32(0x0403_4B50) + u16(20) + u16(0) + u16(method) + u16(0) + u16(0) + u32(0) + u32(packed) + u32(size)
                + u16(UInt16(name.count)) + u16(0) + name + m.bytes
            central += u32(0x0201_4B50) + u16(20) + u16(20) + u16(0) + u16(method) + u16(0) + u16(0) + u32(0) + u32(packed) + u32(size)
                + u16(UInt16(name.count)) + u16(0) + u16(0) + u16(0) + u16(0) + u32(0) + u32(offset) + name
        }
        let start = UInt32(out.count)
        return out + central + u32(0x0605_4B50) + u16(0) + u16(0) + u16(UInt16(members.count)) + u16(UInt16(members.count))
            + u32(UInt32(central.count)) + u32(start) + u16(0)
    }

    @Test func everyReadOfAnArchiveSpendsFromOneBudget() throws {
        let archive = try ZipArchive(data: Self.zip([("a", [UInt8](repeating: 65, count: 600)), ("b", [UInt8](repeating: 66, count: 300))]),
                                     label: "x.zip", budget: 1000)
        #expect(try archive.contents(of: "a").count == 600)
        #expect(try archive.contents(of: "b").count == 300)
        // The same member again counts again: many habits naming one file cannot multiply it.
        let said = refusal { _ = try archive.contents(of: "a") }
        #expect(said?.contains("x.zip unpacks to more than") == true && said?.contains("(at a)") == true, "\(said ?? "read")")
    }

    @Test func aMemberDeclaredLargerThanTheBudgetIsRefusedBeforeItIsInflated() throws {
        // 256 MiB declared, as the bomb's Habits.csv: refused by its size, not by inflating it.
        let archive = try ZipArchive(data: Self.zip([("Habits.csv", [0x03, 0x00])], method: 8, declared: 256 << 20), label: "bomb.zip")
        let said = refusal { _ = try archive.contents(of: "Habits.csv") }
        #expect(said == HabitError.invalidImport("bomb.zip unpacks to more than 64 MiB (at Habits.csv): refused, as an export of habits is far smaller").description,
                "\(said ?? "read")")
    }

    @Test func twoLoopHabitsCannotNameOneFolder() throws {
        let habits = "Position,Name\n001,Run\n001,Walk\n"
        let archive = try ZipArchive(data: Self.zip([("Habits.csv", Array(habits.utf8)), ("001 Run/Checkmarks.csv", Array("2026-11-01,2\n".utf8))]),
                                     label: "loop.zip")
        let said = refusal { _ = try LoopCSVReader(archive: archive).read() }
        #expect(said?.contains("loop.zip: Habits.csv line 3: position 1 is another habit's too") == true, "\(said ?? "read")")
    }

    // MARK: - CSV

    @Test func csvReadsQuotesLineEndsAndALastLineWithoutEnd() throws {
        let rows = try CSV.parse("a,\"b,\"\"c\"\"\"\r\n\n\"multi\nline\",x\r\nlast,")
        #expect(rows == [["a", "b,\"c\""], ["multi\nline", "x"], ["last", ""]])
        #expect(try CSV.parse("é,ü\n") == [["é", "ü"]])
    }

    @Test func aFieldLongerThanTheLimitIsRefused() {
        let long = "x," + String(repeating: "y", count: CSV.maxField + 1) + "\n"
        #expect(refusal { _ = try CSV.parse(long) }?.contains("a CSV field is longer than 1 MiB") == true)
        #expect(refusal { _ = try CSV.parse("x," + String(repeating: "y", count: CSV.maxField) + "\n") } == nil)
    }
}
