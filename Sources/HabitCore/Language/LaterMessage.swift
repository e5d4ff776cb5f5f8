/// A message named now and said later (gettext's `N_`): a table built once keeps the English
/// `msgid`, and each reader says it in the catalogue in force when it reads (`text`), or in
/// English (`msgid`: the API's document). `trLater("…")` is found by `scripts/messages.py`
/// like `tr("…")`.
public struct LaterMessage: Sendable, Hashable {
    public let msgid: String

    /// The message in the catalogue in force.
    public var text: String { MessageFormat.fill(MessageCatalog.current.singular(msgid), []) }
}

/// `msgid` to be said later; it must be a string literal, as `tr`'s.
public func trLater(_ msgid: String) -> LaterMessage { LaterMessage(msgid: msgid) }
