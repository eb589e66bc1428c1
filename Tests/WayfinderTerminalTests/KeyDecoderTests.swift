import Testing
import WayfinderTerminal

@Suite struct KeyDecoderTests {
  static let sequences: [(String, [UInt8], [Key])] = [
    ("arrows, CSI", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
    ("arrows, SS3", Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8), [.up, .down, .right, .left]),
    ("ctrl-up counts as up", Array("\u{1B}[1;5A".utf8), [.up]),
    (
      "home and end", Array("\u{1B}[H\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8),
      [.home, .end, .home, .end, .home, .end]
    ),
    (
      "editing keys", Array("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z".utf8),
      [.insert, .delete, .pageUp, .pageDown, .backTab]
    ),
    (
      "function keys", Array("\u{1B}OP\u{1B}[1;2S\u{1B}[15~\u{1B}[24~".utf8),
      [.function(1), .function(4), .function(5), .function(12)]
    ),
    (
      "enter, tab, backspace", [0x0D, 0x0A, 0x09, 0x7F, 0x08],
      [.enter, .enter, .tab, .backspace, .backspace]
    ),
    (
      "control keys", [0x03, 0x1A, 0x00, 0x1C],
      [.control("c"), .control("z"), .control(" "), .control("\\")]
    ),
    ("Korean", Array("한글 입력".utf8), "한글 입력".map(Key.character)),
    ("emoji and a flag", Array("😀🇰🇷".utf8), [.character("😀"), .character("🇰🇷")]),
    (
      "text around a key", Array("ab\u{1B}[Bc".utf8),
      [.character("a"), .character("b"), .down, .character("c")]
    ),
    ("escape then a key", Array("\u{1B}j".utf8), [.escape, .character("j")]),
    (
      "escape twice then Korean", Array("\u{1B}\u{1B}\u{1B}한".utf8),
      [.escape, .escape, .escape, .character("한")]
    ),
    (
      "unknown CSI is dropped whole", Array("\u{1B}[99X\u{1B}[200~\u{1B}[<0;10;5Mok".utf8),
      [.character("o"), .character("k")]
    ),
    ("unknown SS3 is dropped whole", Array("\u{1B}Oxk".utf8), [.character("k")]),
    ("a broken CSI is dropped up to the break", Array("\u{1B}[12\u{1B}[A".utf8), [.up]),
    (
      "invalid UTF-8 is dropped",
      [0xFF, 0x61, 0xC0, 0x80, 0xE2, 0x28, 0xA1, 0xED, 0xA0, 0x80, 0x62],
      [.character("a"), .character("("), .character("b")]
    ),
    ("C1 controls in UTF-8 are dropped", [0xC2, 0x9B, 0x41], [.character("A")]),
  ]

  @Test(arguments: sequences)
  func bytesBecomeKeys(name: String, bytes: [UInt8], keys: [Key]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes) + decoder.flush() == keys, "\(name)")
  }

  @Test func aStreamSplitAnywhereGivesTheSameKeys() {
    let stream = Array("a\u{1B}[A한\u{1B}OB😀\u{1B}[5~\u{1B}[1;5Cé\r".utf8)
    var whole = KeyDecoder()
    let expected = whole.decode(stream)
    #expect(
      expected == [
        .character("a"), .up, .character("한"), .down, .character("😀"), .pageUp, .right,
        .character("é"), .enter,
      ])
    for first in 0...stream.count {
      for second in first...stream.count {
        var decoder = KeyDecoder()
        let keys =
          decoder.decode(stream[..<first]) + decoder.decode(stream[first..<second])
          + decoder.decode(stream[second...])
        #expect(keys == expected, "split at \(first) and \(second)")
        #expect(!decoder.hasPendingInput)
      }
    }
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
  }

  @Test func anEscapeFollowedSoonByTheRestIsAnArrow() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("[A".utf8)) == [.up])
  }

  @Test func whatIsCutShortAtTheTimeoutIsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("x\u{1B}[1;".utf8)) == [.character("x")])
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode([0xED, 0x95]).isEmpty)  // two of 한's three bytes
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("k".utf8)) == [.character("k")])
  }

  @Test func anEndlessSequenceIsDroppedWithoutWaitingForever() {
    var decoder = KeyDecoder()
    let digits = Array(repeating: UInt8(ascii: "1"), count: 100)
    #expect(decoder.decode(Array("\u{1B}[".utf8) + digits).isEmpty)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.decode(digits + Array("qk".utf8)) == [.character("k")])  // q ends it
  }
}
