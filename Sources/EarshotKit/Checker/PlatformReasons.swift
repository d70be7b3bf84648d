import Foundation

/// Why something fails on each platform a script runs on, said once: platforms whose reasons
/// differ only in the reader's name share one sentence, with "the screen reader" in its place
/// (`text "Secret" is hidden from the screen reader`, not the same sentence twice).
enum PlatformReasons {
  static func merged(_ reasons: [(platform: Platform, why: Message)], of platforms: [Platform]) -> Message {
    var groups: [(neutral: String, own: Message, platforms: [Platform])] = []
    for (platform, why) in reasons {
      let neutral = why.text.replacingOccurrences(of: platform.readerName, with: "the screen reader")
      if let same = groups.firstIndex(where: { $0.neutral == neutral }) {
        groups[same].platforms.append(platform)
      } else {
        groups.append((neutral, why, [platform]))
      }
    }
    func sentence(_ group: (neutral: String, own: Message, platforms: [Platform])) -> String {
      group.platforms.count == 1 ? group.own.text : group.neutral
    }
    if groups.count == 1, groups[0].platforms.count == platforms.count {
      return Message(verbatim: sentence(groups[0]))
    }
    return Message(
      verbatim: groups.map {
        "on \($0.platforms.map(\.rawValue).joined(separator: " and ")): \(sentence($0))"
      }
      .joined(separator: "; "))
  }
}
