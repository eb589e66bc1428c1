extension TerminalText {
  /// The number of cells a terminal gives the text: the sum of its characters' widths.
  ///
  /// - Complexity: O(n) in the number of Unicode scalars.
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// The number of cells a terminal gives one character (grapheme cluster): 2 for East Asian
  /// wide and fullwidth characters (Hangul, CJK, fullwidth forms) and emoji, 0 for combining
  /// marks, zero-width and control characters, 1 for the rest.
  ///
  /// A cluster is as wide as its first scalar, with two exceptions that terminals agree on: an
  /// emoji presentation selector (U+FE0F) makes a narrow symbol such as ❤ wide, and a flag (a
  /// pair of regional indicators) is wide.
  public static func width(of character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    let base = width(of: scalars.first!)
    if base == 1, scalars.contains("\u{FE0F}") { return 2 }
    return base
  }

  /// The width of one scalar on its own, from the tables below and the scalar's Unicode
  /// properties.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if contains(zeroWidthRanges, value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if contains(wideRanges, value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Whether one of the sorted, disjoint ranges contains the value (binary search).
  private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count && ranges[low].contains(value)
  }

  /// Scalars that take no cell though they are letters: Hangul vowel and final jamo join the
  /// initial jamo before them into one wide syllable.
  private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
    0x1160...0x11FF,  // Hangul Jungseong and Jongseong
    0x200B...0x200B,  // zero width space
    0xD7B0...0xD7FF,  // Hangul Jamo Extended-B
  ]

  /// East Asian Wide and Fullwidth blocks (UAX #11), sorted.
  ///
  /// Emoji (most of 1F300–1FAFF, and
  /// some in the BMP such as ⌚) are found by their Emoji_Presentation property instead, which
  /// Unicode keeps in step with East Asian Wide and which leaves the narrow symbols of those
  /// blocks (🌡 U+1F321 without a selector) at width 1.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo, initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK compatibility
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK unified ideographs extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK unified ideographs extensions G–H
  ]
}
