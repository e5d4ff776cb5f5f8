import FoundationEssentials

/// URL stores its absoluteString in the database.
// habitd's copy: spelled out here (GRDB had it through NSURL's ReferenceConvertible bridge,
// which swift-corelibs Foundation alone has).
extension URL: DatabaseValueConvertible {
    /// Returns a TEXT database value containing the absolute URL.
    public var databaseValue: DatabaseValue {
        absoluteString.databaseValue
    }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? {
        guard let string = String.fromDatabaseValue(dbValue) else {
            return nil
        }
        return URL(string: string)
    }
}
