#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names are bytes, and earshot's paths are `String`s, which hold only Unicode. A name
/// that is not UTF-8 (`caf\xE9.audit`, written in Latin-1) would lose its bytes on the way in
/// (each bad byte becomes U+FFFD) and then name no file. So each byte that is not part of valid
/// UTF-8 is held as one scalar of U+10FE80…U+10FEFF, 128 code points of a private use area
/// (short of the plane's last two, noncharacters that every output escapes as themselves), and
/// turned back into that byte whenever the path is handed to the system; a name that really
/// holds one of those code points has its UTF-8 bytes held the same way, one by one, so
/// every name survives the round trip. Messages and reports show such a byte as `\xE9`
/// (`VisibleText`), as a shell's `$'…'` writes it.
public enum FileName {
  /// The scalar that holds byte `0x80 + n` is `U+10FE80 + n`.
  static let rawBase: UInt32 = 0x10FE00

  /// The path of `bytes` (a name from the system, the command line or a folder).
  public static func decode(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    // Nearly every name: valid UTF-8 with no code point of the raw range (whose first byte is
    // F4, as it is only for code points from U+100000).
    if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes[index])
      if length > 0, index + length <= bytes.count,
        let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)?.unicodeScalars.first,
        rawByte(scalar) == nil
      {
        text.unicodeScalars.append(scalar)
        index += length
      } else {
        text.unicodeScalars.append(Unicode.Scalar(rawBase + UInt32(bytes[index]))!)
        index += 1
      }
    }
    return text
  }

  /// The path of a C string the system gave (`readdir`, `realpath`, `getcwd`, `argv`).
  public static func decode(cString: UnsafePointer<CChar>) -> String {
    decode(UnsafeBufferPointer(start: cString, count: strlen(cString)).lazy.map { UInt8(bitPattern: $0) })
  }

  /// The byte a scalar holds, if it is one of the raw range.
  public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
    (rawBase + 0x80...rawBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - rawBase) : nil
  }

  /// Calls `body` with `path` as the system names it: its raw bytes restored.
  static func withSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard path.utf8.contains(0xF4) else { return path.withCString(body) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count + 1)
    for scalar in path.unicodeScalars {
      if let byte = rawByte(scalar) { bytes.append(byte) } else { bytes += String(scalar).utf8 }
    }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// Whether something exists at `path` (following links), for the command line.
  public static func exists(_ path: String) -> Bool {
    var isFolder = false
    return FileSystem.exists(path, isFolder: &isFolder)
  }

  /// Whether `path` is a folder (following links), for the command line.
  public static func isFolder(_ path: String) -> Bool {
    var isFolder = false
    return FileSystem.exists(path, isFolder: &isFolder) && isFolder
  }

  /// Whether nothing is at `path`: no such file or folder, or a link to nothing. A path that
  /// cannot be looked at (a folder on the way that may not be searched) is not missing: reading
  /// it says why.
  public static func isMissing(_ path: String) -> Bool {
    var status = stat()
    let error = withSystemPath(path) { stat($0, &status) == 0 ? 0 : errno }
    return error == ENOENT || error == ENOTDIR
  }

  /// How many bytes the UTF-8 sequence that `lead` starts holds; 0 for a byte no valid
  /// sequence starts with.
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 0
    }
  }
}
