import FoundationEssentials

extension CivilDate {
    /// The local calendar date of `instant` in `zone`. Uses only the zone's offset data.
    public static func of(_ instant: Date, in zone: Zone, offsets: ZoneOffsets) -> CivilDate {
        let t = Int(instant.timeIntervalSince1970.rounded(.down))
        let seconds = t + offsets.offset(zone, at: t)
        return CivilDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    }
}
