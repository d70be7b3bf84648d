extension Platform {
  /// The table of the platform's reader: TalkBack's own strings on Android, VoiceOver's as
  /// AccessibilitySnapshot models them on iOS (the only public source of VoiceOver's words in
  /// other languages).
  public var readerPhrases: PhraseTable {
    switch self {
    case .android: .talkBack
    case .ios: .voiceOver
    }
  }

  /// `VoiceOver speaks: de, en, ru`: what a message refusing another language lists.
  public var readerLocalesSentence: String {
    "\(readerName) speaks: \(readerPhrases.locales.joined(separator: ", "))"
  }
}
