/// Whether the readers said the same in one step, for the steps' Readers column. Each reader
/// has its own words for a role (`Text Field`, `Edit box`) and its own usage hint, so those are
/// left out: what is compared is the rest of what each said (speech, typing echo and live
/// announcements), part by part, case and punctuation aside (`AnnouncementMatcher`). Steps
/// that differ show the parts only some readers said.
struct HTMLParity {
  /// What one reader said in a step, as compared: each part as said, with its normalized form.
  struct Speech {
    let reader: String
    var parts: [(said: String, key: String)] = []
    /// Whether the reader said anything at all, its role and hint words included.
    var saidAnything = false
  }

  /// The readers' focus as their steps go, one for each trace: a part naming the role of an
  /// element focused before or during a step is the reader's own.
  private var focus: [Int?]

  init(readers count: Int) {
    focus = Array(repeating: nil, count: count)
  }

  /// What the reader of `trace` (the `index`th) said in `outcome`, its role and hint words left
  /// out; nil when the step did not run there.
  mutating func speech(_ outcome: StepOutcome, of trace: Trace, index: Int) -> Speech? {
    var speech = Speech(reader: trace.platform.readerName)
    switch outcome {
    case .notRun: return nil
    case .acted(let events, let said):
      var spokenOf = focus[index].map { [$0] } ?? []
      for case .focusMoved(let node) in events {
        spokenOf.append(node)
        focus[index] = node
      }
      speech.saidAnything = !said.isSilent
      let roles = Set(
        spokenOf.compactMap { trace.model.spokenRole(of: $0) }.map(AnnouncementMatcher.normalized))
      for utterance in said.utterances where utterance.kind != .hint {
        for part in utterance.parts {
          // A part that is only punctuation (an echoed `.`) is compared as it is.
          let normalized = AnnouncementMatcher.normalized(part)
          let key = normalized.isEmpty ? part : normalized
          if utterance.kind != .speech || !roles.contains(key) {
            speech.parts.append((part, key))
          }
        }
      }
    case .cannot, .passed, .failed, .skipped, .audited: break
    }
    return speech
  }

  /// The Readers cell: `same`, `same words, in another order`, `nothing said`, or `differs`
  /// with the parts only some readers said (as each said them).
  static func cell(_ speeches: [Speech]) -> String {
    guard speeches.contains(where: \.saidAnything) else { return "<td>nothing said</td>" }
    let keys = speeches.map { $0.parts.map(\.key) }
    if keys.dropFirst().allSatisfy({ $0 == keys[0] }) { return "<td>same</td>" }
    let counts = keys.map { $0.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 } }
    if counts.dropFirst().allSatisfy({ $0 == counts[0] }) { return "<td>same words, in another order</td>" }
    // What every reader said, part by part; the rest is each reader's alone.
    var common = counts[0]
    for other in counts.dropFirst() {
      common = common.filter { other[$0.key] != nil }
      for (key, count) in common { common[key] = min(count, other[key]!) }
    }
    var out = "<td class=\"differs\">differs"
    for speech in speeches {
      var shared = common
      var own: [(said: String, times: Int)] = []
      for part in speech.parts {
        if let left = shared[part.key], left > 0 {
          shared[part.key] = left - 1
        } else if let last = own.last, last.said == part.said {
          own[own.count - 1].times += 1
        } else {
          own.append((part.said, 1))
        }
      }
      guard !own.isEmpty else { continue }
      let listed = own.map { VisibleText.quoted($0.said) + ($0.times > 1 ? " \($0.times) times" : "") }
      out +=
        "<span class=\"line\">\(speech.reader) only: \(HTMLText.composed(listed.joined(separator: ", ")))</span>"
    }
    return out + "</td>"
  }
}
