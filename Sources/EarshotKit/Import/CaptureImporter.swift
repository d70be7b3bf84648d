import Foundation

/// Reads a captured accessibility tree into the screen model: checks the encoding,
/// unwraps lldb and WebDriverAgent wrappers, parses with the format's reader and maps the
/// result through its reader's model (`ReaderMapper`). Every problem is a located diagnostic;
/// nothing here can crash on bad input.
public enum CaptureImporter {
  public static func importScreen(
    _ file: SourceFile, format: CaptureFormat, catalogue: Catalogue = .standard, limits: Limits = .standard
  ) -> (Screen?, [Diagnostic]) {
    let read = read(file, format: format, limits: limits)
    guard let capture = read.capture else { return (nil, read.diagnostics) }
    let (roots, unit, source, platform) = (capture.roots, capture.unit, capture.source, capture.platform)
    let diagnostics = read.diagnostics
    let tree = PlatformTree(platform: platform, roots: roots)
    let model: any ReaderModel = platform == .ios ? VoiceOverModel(tree: tree) : TalkBackModel(tree: tree)
    let elements = ReaderMapper(model: model, catalogue: catalogue, unit: unit).map()
    let title = title(of: roots, platform: platform).map { Located($0, SourceRange(0, 0)) }
    var screen = Screen(
      file: source, title: title, platforms: [Located(platform.rawValue, SourceRange(0, 0))],
      elements: elements,
      range: SourceRange(0, source.bytes.count))
    screen.importedFrom = format
    return (screen, diagnostics)
  }

  /// A capture read by its format's reader, before any reader's rules run.
  struct Capture {
    var roots: [CapturedNode]
    /// The unit of its frames.
    var unit: Bounds.Unit
    /// The text its locations refer to (a decoded lldb or WebDriverAgent string).
    var source: SourceFile
    var platform: Platform
  }

  /// Reads a capture's nodes: the encoding checked, wrappers unwrapped, parsed by the format's
  /// reader. Nil with the diagnostics that say why when it cannot be read.
  static func read(_ file: SourceFile, format: CaptureFormat, limits: Limits = .standard) -> (
    capture: Capture?, diagnostics: [Diagnostic]
  ) {
    let whole = SourceLocation(file: file, range: SourceRange(0, 0))
    guard let platform = format.platform else {
      return (
        nil,
        [
          Diagnostic(
            .unsupportedScreenFormat,
            "\(file.path) looks like \(format.rawValue), which earshot does not read; captures it reads: uiautomator dumps, Appium Android and iOS page sources, XCUITest debugDescription",
            at: .unrecognisedFile(file.path))
        ]
      )
    }
    if let problem = encodingProblem(
      file, isXML: [.uiautomator, .appiumAndroid, .appiumIOS].contains(format))
    {
      return (nil, [problem])
    }
    var diagnostics: [Diagnostic] = []
    var source = file
    let roots: [CapturedNode]
    var unit = Bounds.Unit.points
    switch format {
    case .uiautomator, .appiumAndroid, .appiumIOS:
      switch MarkupParser.parse(file, limits: limits) {
      case .failure(let diagnostic):
        return (nil, [diagnostic])
      case .success(let document):
        do throws(Diagnostic) {
          roots =
            format == .appiumIOS
            ? try AppiumIOSReader.read(document, file: file)
            : try AndroidCaptureReader.read(document, file: file)
          if format != .appiumIOS {
            unit = try AndroidCaptureReader.unit(of: document, roots: roots, file: file)
          }
        } catch {
          return (nil, [error])
        }
        if roots.isEmpty {
          let root = MarkupDocument.root
          return (
            nil,
            [
              Diagnostic(
                .emptyCapture, "the capture holds no window: `<\(document.name(of: root))>` is empty",
                at: SourceLocation(file: file, range: document.range(of: root)))
            ]
          )
        }
      }
    case .debugDescription, .lldbDescription, .wdaDescription:
      if format != .debugDescription {
        guard let decoded = unwrap(file, format) else {
          return (
            nil,
            [
              Diagnostic(
                .malformedCapture,
                "\(file.path) looks like \(format.rawValue) but its string could not be decoded", at: whole)
            ]
          )
        }
        source = SourceFile(path: file.path + " (decoded)", text: decoded)
        diagnostics.append(
          Diagnostic(
            .captureImported,
            "read \(format.rawValue); locations in this capture refer to the decoded text, shown as `\(source.path)`",
            at: whole))
      }
      let read: [CapturedNode]?
      do throws(Diagnostic) {
        read = try DebugDescriptionReader.read(source, limits: limits)
      } catch {
        return (nil, diagnostics + [error])
      }
      guard let read, !read.isEmpty else {
        return (
          nil,
          diagnostics + [
            Diagnostic(
              .emptyCapture,
              "the debugDescription has no `Element subtree:` section (only a query chain?): the app could not be snapshotted",
              at: whole)
          ]
        )
      }
      roots = read
    case .maestro, .otherXML:
      return (nil, [])
    }
    let count = roots.reduce(0) { $0 + $1.nodeCount }
    if count > limits.maximumElements {
      return (
        nil,
        diagnostics + [
          Diagnostic(
            .tooManyElements, "the capture has \(count) elements; the limit is \(limits.maximumElements)",
            at: whole)
        ]
      )
    }
    return (Capture(roots: roots, unit: unit, source: source, platform: platform), diagnostics)
  }

  /// The app's name: the iOS application label, or the Android package of the first window.
  private static func title(of roots: [CapturedNode], platform: Platform) -> String? {
    if platform == .ios { return roots.first { $0.type == "Application" }?.label ?? roots.first?.label }
    return nil
  }

  // MARK: Encoding

  /// XML captures declare an encoding; earshot reads UTF-8 (and its ASCII subset). A file that
  /// says UTF-8 but is not (a GBK capture mislabelled, `tree-formats.md` §1.3) is reported at
  /// its first bad byte.
  static func encodingProblem(_ file: SourceFile, isXML: Bool) -> Diagnostic? {
    if isXML, let (declared, range) = declaredEncoding(file),
      !["utf-8", "utf8", "us-ascii", "ascii"].contains(declared.lowercased())
    {
      return Diagnostic(
        .captureEncoding,
        "the capture declares encoding \(declared); earshot reads UTF-8 captures (convert it, for example with `iconv -f \(declared) -t UTF-8`)",
        at: SourceLocation(file: file, range: range))
    }
    guard let bad = file.invalidBytes.first else { return nil }
    return Diagnostic(
      .captureEncoding,
      "byte \(bad.originalOffset) is not UTF-8, though the capture \(isXML ? "declares UTF-8" : "should be UTF-8"); is it GBK or Latin-1 mislabelled? Convert it to UTF-8",
      at: SourceLocation(file: file, range: SourceRange(bad.offset, bad.offset + 1)),
      notes: file.invalidBytes.count > 1 ? [Note("\(file.invalidBytes.count) invalid sequences in all")] : [])
  }

  /// A capture in UTF-16 or UTF-32, told by its byte-order mark or, without one, by the zero
  /// bytes around its first ASCII characters (as XML's Appendix F tells them), is reported at
  /// its start, with no line of it quoted: read as UTF-8 it is a line of `\u{0}`s. Checked on
  /// the bytes as read, before UTF-8 repair replaces the mark.
  public static func wideEncodingProblem(_ bytes: [UInt8], path: String) -> Diagnostic? {
    guard let (encoding, hasMark) = wideEncoding(of: bytes) else { return nil }
    let how = hasMark ? "its byte-order mark says so" : "zero bytes lie between its first characters"
    return Diagnostic(
      .captureEncoding,
      "\(path: path) is \(raw: encoding) (\(raw: how)); earshot reads UTF-8 screens and captures (convert it, for example with `iconv -f \(raw: encoding) -t UTF-8`)",
      at: SourceLocation(file: SourceFile(path: path, contents: []), range: SourceRange(0, 0)))
  }

  /// The error for a capture with nothing in it: no bytes, or only blank lines (a UTF-8 mark
  /// and ASCII white space), which is what a failed `uiautomator dump` or an interrupted
  /// `adb pull` leaves. Any file named as a screen that is not a `.screen` file is a capture
  /// (`Compiler.loadScreen`), so an empty one is a capture that failed, not a screen with
  /// nothing on it; an empty `.screen` file is a hand-written screen of no elements.
  public static func emptyCaptureProblem(_ file: SourceFile) -> Diagnostic? {
    let start = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // ASCII's white space: space, tab, line feed, vertical tab, form feed, carriage return.
    guard file.bytes[start...].allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) else { return nil }
    return emptyCapture(file, file.bytes.isEmpty ? "is empty (0 bytes)" : "holds only blank lines")
  }

  /// A file that is no `.screen` file and no capture, read as a screen that has no element (only
  /// comments, a title or a `platform` line: `# uiautomator dump failed`): nothing a capture
  /// would be, so an `empty-capture` error rather than a screen every audit rule passes.
  static func elementlessScreenProblem(_ screen: Screen) -> Diagnostic? {
    guard screen.elements.isEmpty else { return nil }
    return emptyCapture(
      screen.file, "holds no element: it is in no capture format, and read as a screen it lists nothing")
  }

  private static func emptyCapture(_ file: SourceFile, _ what: Message) -> Diagnostic {
    Diagnostic(
      .emptyCapture,
      "the capture \(what): there is no tree to read, as when `uiautomator dump` or the page source failed; capture the screen again",
      at: SourceLocation(file: file, range: SourceRange(0, 0)),
      notes: [Note("a file that is not a `.screen` file is read as a capture; a `.screen` file may be empty")]
    )
  }

  /// `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE`, and whether a byte-order mark said so.
  static func wideEncoding(of bytes: [UInt8]) -> (String, Bool)? {
    let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
    switch (head[0], head[1], head[2], head[3]) {
    case (0x00, 0x00, 0xFE, 0xFF): return ("UTF-32BE", true)
    case (0xFF, 0xFE, 0x00, 0x00): return ("UTF-32LE", true)
    case (0xFE, 0xFF, _, _): return ("UTF-16BE", true)
    case (0xFF, 0xFE, _, _): return ("UTF-16LE", true)
    case (0x00, 0x00, 0x00, let c) where c != 0: return ("UTF-32BE", false)
    case (let c, 0x00, 0x00, 0x00) where c != 0: return ("UTF-32LE", false)
    case (0x00, let a, 0x00, let b) where a != 0 && b != 0: return ("UTF-16BE", false)
    case (let a, 0x00, let b, 0x00) where a != 0 && b != 0: return ("UTF-16LE", false)
    default: return nil
    }
  }

  private static func declaredEncoding(_ file: SourceFile) -> (String, SourceRange)? {
    let limit = min(file.bytes.count, 512)
    let head = String(decoding: file.bytes[0..<limit], as: UTF8.self)
    guard head.contains("<?xml"), let key = head.range(of: "encoding=") else { return nil }
    let rest = head[key.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    let start = head.utf8.distance(from: head.startIndex, to: rest.startIndex) + 1
    return (String(value), SourceRange(start, start + value.utf8.count))
  }

  // MARK: Wrappers

  /// The capture inside its wrapper, read on bytes: the wrapped text is the whole capture, on
  /// one line (as Strings of scalars and Characters, 15 MB of it took 170 MB and many seconds).
  static func unwrap(_ file: SourceFile, _ format: CaptureFormat) -> String? {
    let bytes = file.bytes
    if format == .wdaDescription {
      guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
        return nil
      }
      return object["value"] as? String
    }
    // lldb: XCTest activity lines (`t = 109.84s …`), then one string literal: the first line
    // whose first byte after spaces and tabs is a quote.
    for start in file.lineStarts {
      var first = start
      while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
      guard first < bytes.count, bytes[first] == UInt8(ascii: "\"") else { continue }
      var end = first
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      while bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      return unescapeSwiftLiteral(bytes[first..<end])
    }
    return nil
  }

  /// `"…"` with `\n \t \r \0 \\ \' \" \u{…}` escapes, as lldb prints a Swift string.
  static func unescapeSwiftLiteral(_ literal: ArraySlice<UInt8>) -> String? {
    let quote = UInt8(ascii: "\"")
    guard literal.first == quote else { return nil }
    var body = literal.dropFirst()
    if body.last == quote { body = body.dropLast() }
    var out: [UInt8] = []
    out.reserveCapacity(body.count)
    var index = body.startIndex
    while index < body.endIndex {
      let byte = body[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < body.endIndex else {
        out.append(byte)
        continue
      }
      let escaped = body[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "0"): out.append(0x00)
      case UInt8(ascii: "u"):
        guard index < body.endIndex, body[index] == UInt8(ascii: "{"),
          let close = body[index...].firstIndex(of: UInt8(ascii: "}"))
        else { return nil }
        let hex = String(decoding: body[(index + 1)..<close], as: UTF8.self)
        guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
        out.append(contentsOf: Array(String(decoded).utf8))
        index = close + 1
      default:
        // `\\`, `\'`, `\"`, and any other character as itself (its other bytes follow).
        out.append(escaped)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
