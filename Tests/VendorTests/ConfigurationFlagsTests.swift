import GRDB
import Testing

/// The two switches habitd's copy of GRDB adds (Vendor/GRDB.swift/README.md): by default GRDB
/// behaves as released; turned off, a connection has none of GRDB's SQL functions and
/// collations, and a compiled statement records no region.
struct ConfigurationFlagsTests {
    private func queue(registers: Bool = true, records: Bool = true) throws -> DatabaseQueue {
        var config = Configuration()
        config.registersDefaultFunctions = registers
        config.recordsSelectedRegions = records
        let queue = try DatabaseQueue(configuration: config)
        try queue.write { try $0.execute(sql: "CREATE TABLE t (a TEXT, b TEXT)") }
        return queue
    }

    @Test func defaultFunctionsAndCollationsAreThereUnlessTurnedOff() throws {
        let asReleased = try queue()
        #expect(try asReleased.read { try String.fetchOne($0, sql: "SELECT swiftUppercaseString('a')") } == "A")
        #expect(try asReleased.read { try Int.fetchOne($0, sql: "SELECT 'a' = 'A' COLLATE swiftCaseInsensitiveCompare") } == 1)
        let lean = try queue(registers: false)
        #expect(throws: DatabaseError.self) { try lean.read { try String.fetchOne($0, sql: "SELECT swiftUppercaseString('a')") } }
        #expect(throws: DatabaseError.self) {
            try lean.read { try Int.fetchOne($0, sql: "SELECT 'a' = 'A' COLLATE swiftCaseInsensitiveCompare") }
        }
        // SQLite's own are untouched.
        #expect(try lean.read { try String.fetchOne($0, sql: "SELECT upper('a')") } == "A")
    }

    @Test func statementsRecordWhatTheyReadUnlessTurnedOff() throws {
        let asReleased = try queue()
        let region = try asReleased.read { try $0.makeStatement(sql: "SELECT a FROM t").databaseRegion }
        #expect(region.description == "t(a)")
        let lean = try queue(records: false)
        let none = try lean.read { try $0.makeStatement(sql: "SELECT a FROM t").databaseRegion }
        #expect(none.isEmpty)
        // What the authorizer tells GRDB besides still arrives: a write is still seen as one.
        #expect(try lean.read { try $0.makeStatement(sql: "SELECT a FROM t").isReadonly })
        #expect(try lean.read { try !$0.makeStatement(sql: "INSERT INTO t (a) VALUES ('x')").isReadonly })
    }
}
