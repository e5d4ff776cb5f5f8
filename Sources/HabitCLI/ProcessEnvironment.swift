import Posix

/// The environment habitctl was started with, read once. FoundationEssentials builds a new
/// dictionary from `environ` at each `ProcessInfo.environment` (about 30 µs, the first
/// 130 with the ProcessInfo it makes), and `habitctl list` asked for it four times before its
/// first line (docs/package.md, start-up); Posix reads it without a ProcessInfo. habitctl
/// itself sets only LANGUAGE, for gettext (`LocaleSetup`), which reads its own copy too.
enum ProcessEnvironment {
    static let atStart = Processes.environment
}
