import FoundationEssentials
import HabitCore
import HabitStore

/// `habitctl sync status` in words, line by line (the web's sync page shows the same).
extension SyncStatusEntry {
    public func lines(_ status: SyncStatus) -> [String] {
        var out: [String] = []
        out.append(tr("This device: %s", status.device))
        out.append(tr("Folder:      %s", status.folder))
        out.append(trn("Journal:     %s operation", "Journal:     %s operations", Int(status.published), status.published)
                    + (status.unpublished == 0 ? tr(", all published") : tr(", %s not yet published", status.unpublished)))
        out.append(trn("On disk:     %s segment (%s)", "On disk:     %s segments (%s)", status.segments, status.segments, SyncStatusEntry.bytes(status.segmentBytes))
                    + (status.snapshot.map { tr(", snapshot through #%s (%s)", $0.through, SyncStatusEntry.bytes($0.bytes)) } ?? tr(", no snapshot yet")))
        if devices.isEmpty {
            out.append(tr("No other device seen yet."))
        } else {
            out.append(tr("Devices seen:"))
            for p in devices {
                out.append(tr("  %s  last operation #%s", p.device, p.lastSequence) + (p.ageSeconds.map { tr(", %s ago", SyncStatusEntry.age($0)) } ?? ""))
            }
        }
        if !quarantined.isEmpty {
            out.append(tr("Quarantined (skipped until the file changes):"))
            for q in quarantined { out.append("  \(q.path): \(q.reason)") }
        }
        return out
    }

    /// A file size as people read it: 812 B, 14.2 KB, 3.1 MB.
    public static func bytes(_ n: Int64) -> String {
        if n < 1000 { return "\(n) B" }
        if n < 1_000_000 { return (Double(n) / 1e3).fixed(1) + " KB" }
        return (Double(n) / 1e6).fixed(1) + " MB"
    }

    /// An age as people read it: 40 s, 12 min, 5 h, 3 days.
    public static func age(_ seconds: Int64) -> String {
        let s = max(0, seconds)
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min" }
        if s < 86_400 * 2 { return "\(s / 3600) h" }
        return "\(s / 86_400) days"
    }
}
