#if canImport(Combine)
/// A namespace for database Combine publishers.
public enum DatabasePublishers { }
#endif
