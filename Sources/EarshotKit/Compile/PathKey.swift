#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path compared, hashed and ordered by its bytes, as the file system compares names. A
/// `String` takes `café` written precomposed and decomposed for one path, where on Linux they
/// are two files: keyed by `String`, two scripts would share one golden, and a report naming
/// one of them would not be seen to replace it. Every path-keyed dictionary, set and
/// comparison uses this.
public struct PathKey: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let path: String

  public init(_ path: String) {
    self.path = path
  }

  public init(stringLiteral path: String) {
    self.path = path
  }

  public var description: String { path }

  /// In place, with `memcmp`: comparing the two `utf8` views (or the bytes with
  /// `elementsEqual`) stepped element by element costs hundreds of instructions a path.
  public static func == (one: PathKey, other: PathKey) -> Bool {
    one.path.withUTF8Bytes { one in
      other.path.withUTF8Bytes { other in
        one.count == other.count
          && (one.isEmpty || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0)
      }
    }
  }

  /// Byte order: the order of Unicode scalars, which is `String`'s for text in one
  /// normalization form, and tells apart two spellings `String` holds equal.
  public static func < (one: PathKey, other: PathKey) -> Bool {
    one.path.withUTF8Bytes { one in
      other.path.withUTF8Bytes { other in
        let common = min(one.count, other.count)
        let order = common == 0 ? 0 : memcmp(one.baseAddress!, other.baseAddress!, common)
        return order < 0 || (order == 0 && one.count < other.count)
      }
    }
  }

  public func hash(into hasher: inout Hasher) {
    path.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension Sequence<String> {
  /// The paths in byte order (`PathKey`): the same order on every machine, whatever their
  /// normalization.
  func sortedByBytes() -> [String] {
    map { PathKey($0) }.sorted().map(\.path)
  }
}
