extension TerminalText {
  /// The number of cells a terminal gives the text: the sum of its characters' widths.
  ///
  /// - Complexity: O(n) in the number of Unicode scalars.
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// The number of cells a terminal gives one character (grapheme cluster), counted code point
  /// by code point as tmux counts it with the C library's `wcwidth`: the sum of its scalars' widths (2 for East Asian
  /// wide and fullwidth characters and emoji, 0 for combining marks, selectors, zero-width and
  /// control characters, 1 for the rest), except that a scalar after a zero-width joiner
  /// (U+200D) is drawn into the joiner's cell and takes none.
  ///
  /// So an emoji ZWJ sequence is as wide as its first emoji (👩‍👩‍👧 is 2), a variation selector
  /// does not widen its symbol (❤️ is 1, as ❤ is), an emoji with a skin tone takes both
  /// widths (👍🏽 is 4), and a flag is its two regional indicators (🇰🇷 is 2). Terminals that
  /// lay out whole grapheme clusters (recent kitty, WezTerm, iTerm2) may draw some of these
  /// narrower or wider; tmux 3.3a, the reference of `WideCharacterTests`, draws them like this.
  ///
  /// ```swift
  /// TerminalText.width(of: "한" as Character)  // 2
  /// TerminalText.width(of: "❤️" as Character)  // 1
  /// TerminalText.width(of: "👍🏽" as Character)  // 4
  /// ```
  public static func width(of character: Character) -> Int {
    measure(character).width
  }

  /// The character's width, and whether it ends in a zero-width joiner, which would join the
  /// next character on the terminal into its cell: in one pass, as ``Canvas`` needs both.
  @inline(__always)
  static func measure(_ character: Character) -> (width: Int, endsInJoiner: Bool) {
    if let ascii = character.asciiValue {
      return (ascii >= 0x20 && ascii < 0x7F ? 1 : 0, false)
    }
    let first = character.unicodeScalars.first!
    // Nearly every character is one scalar: its width is that scalar's.
    if character.utf8.count == UTF8.width(first) { return (width(of: first), false) }
    return measureCluster(character.unicodeScalars)
  }

  /// The width of a character of several scalars, and whether it ends in a zero-width joiner.
  private static func measureCluster(_ scalars: String.UnicodeScalarView) -> (
    width: Int, endsInJoiner: Bool
  ) {
    var total = 0
    var joining = false
    var last: Unicode.Scalar = " "
    for scalar in scalars {
      last = scalar
      if scalar.isASCII {
        // tmux writes ASCII into a cell of its own, joiner or not.
        total += width(of: scalar)
      } else if scalar == zeroWidthJoiner {
        joining = true
      } else if joining {
        joining = false
      } else {
        total += width(of: scalar)
      }
    }
    return (total, last == zeroWidthJoiner)
  }

  /// U+200D, which joins the scalar after it into the cell before it.
  static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

  /// The width of one scalar on its own, as the C library's `wcwidth` gives it (glibc 2.36,
  /// Unicode 14, for the scalars both know), from the tables below and the scalar's Unicode
  /// properties.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if contains(zeroWidthRanges, value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control: return 0
    case .format: return contains(visibleFormatRanges, value) ? 1 : 0
    default: break
    }
    if contains(wideRanges, value) { return 2 }
    // Regional indicators have the emoji presentation but are narrow: a flag is two of them.
    if scalar.properties.isEmojiPresentation, !contains(regionalIndicators, value) { return 2 }
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

  /// Format characters that show: the soft hyphen, and the prepended concatenation marks that
  /// span the digits after them (the Arabic number sign and its kin).
  private static let visibleFormatRanges: [ClosedRange<UInt32>] = [
    0x00AD...0x00AD,  // soft hyphen
    0x0600...0x0605,  // Arabic number sign … Arabic number mark above
    0x06DD...0x06DD,  // Arabic end of ayah
    0x070F...0x070F,  // Syriac abbreviation mark
    0x0890...0x0891,  // Arabic pound and piastre marks above
    0x08E2...0x08E2,  // Arabic disputed end of ayah
    0x110BD...0x110BD,  // Kaithi number sign
    0x110CD...0x110CD,  // Kaithi number sign above
  ]

  /// The regional indicators, of which two make a flag.
  private static let regionalIndicators: [ClosedRange<UInt32>] = [0x1F1E6...0x1F1FF]

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
    0x3400...0x4DFF,  // CJK unified ideographs extension A, Yijing hexagram symbols
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
    0x16FF0...0x16FF1,  // Vietnamese alternate reading marks
    0x17000...0x18D7F,  // Tangut, Khitan, Tangut supplement
    0x1AFF0...0x1B2FF,  // kana extended-B, kana supplement and extensions, Nüshu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK unified ideographs extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK unified ideographs extensions G–H
  ]
}
