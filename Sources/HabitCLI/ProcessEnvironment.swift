import FoundationEssentials

/// The environment habitctl was started with, read once. FoundationEssentials builds a new
/// dictionary from `environ` at each `ProcessInfo.environment` (about 30 µs, the first
/// 130), and `habitctl list` asked for it four times before its first line (docs/package.md,
/// start-up). habitctl itself sets only LANGUAGE, for gettext (`LocaleSetup`), which reads
/// its own copy of these values too.
enum ProcessEnvironment {
    static let atStart = ProcessInfo.processInfo.environment
}
