/// A time zone by its tz database name ("Europe/Berlin", "UTC"), where Foundation's
/// `Zone` was: its offsets come from a `ZoneOffsets` (the system's TZif files in the
/// programs), so no zone needs ICU. A name is checked against the database where it comes
/// in (`Validate.zone`, `ZoneOffsets.zone(named:else:)`), not here.
public struct Zone: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    public init(_ identifier: String) {
        self.identifier = identifier
    }

    public static let utc = Zone("UTC")

    public var description: String { identifier }
}
