import HabitCore
import Synchronization
import Testing
@testable import HabitLocale

/// The web server's catalogues are read at their first use, once each.
struct CatalogShelfTests {
    @Test func eachCatalogueIsReadOnceAtItsFirstUse() {
        let loads = Mutex<[String]>([])
        let german = MessageCatalog(singular: { $0 == "Done" ? "Erledigt" : $0 }, plural: { s, p, n in n == 1 ? s : p }, decimalSeparator: ",")
        let shelf = CatalogShelf(codes: ["de", "broken"]) { code in
            loads.withLock { $0.append(code) }
            return code == "de" ? german : nil
        }
        #expect(shelf.codes == ["de", "broken"])
        #expect(loads.withLock { $0 }.isEmpty)
        #expect(shelf.catalog("de")?.singular("Done") == "Erledigt")
        #expect(shelf.catalog("de")?.singular("Done") == "Erledigt")
        // One that could not be read is not tried again at every request.
        #expect(shelf.catalog("broken") == nil)
        #expect(shelf.catalog("broken") == nil)
        // A code with no catalogue is never looked for.
        #expect(shelf.catalog("fr") == nil)
        #expect(loads.withLock { $0 } == ["de", "broken"])
    }
}
