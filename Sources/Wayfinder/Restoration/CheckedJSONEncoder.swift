import Foundation

/// Encodes a value as the bytes `JSONEncoder` with `.sortedKeys` writes, writing them as the
/// value's containers are filled instead of building a tree of values first.
///
/// It writes what it is sure `JSONEncoder` writes the same way: integers, `Bool`, `nil`,
/// strings, finite `Double` and `Float` values, and objects whose member names are ASCII
/// without escapes, sorted by their bytes. Anything else — `Data`, `URL`, `Decimal`, a
/// super encoder, a container filled after a later one, a value that encodes nothing, a name
/// used twice, any error — makes it give up, and the caller encodes with `JSONEncoder`.
enum CheckedJSONEncoder {
  /// The bytes of `value`, or `nil` when `JSONEncoder` must write them.
  static func encode<T: Encodable>(_ value: T) -> [UInt8]? {
    let sink = Sink()
    let encoder = ValueEncoder(sink: sink, path: nil, start: 0, depth: 0)
    guard (try? encoder.encode(value)) != nil, !sink.isRefused else { return nil }
    sink.close(above: 0)
    return sink.isRefused ? nil : sink.bytes
  }
}

extension CheckedJSONEncoder {
  /// An array or object being written.
  fileprivate struct Frame {
    let id: Int
    let isObject: Bool
    /// Where each member or element starts, after its comma: the first is kept inline, since
    /// most containers have one.
    var first = -1
    var others: [Int] = []
  }

  /// The bytes written so far and the containers still open, innermost last.
  ///
  /// One encoding uses it, and never overlaps two accesses to it: the run-time exclusivity
  /// checks, which cost a third of the writing, are left out.
  fileprivate final class Sink {
    @exclusivity(unchecked) var bytes: [UInt8] = []
    @exclusivity(unchecked) var isRefused = false
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var lastID = 0

    init() {
      bytes.reserveCapacity(1_024)
    }

    var depth: Int { frames.count }

    func refuse(_ path: CodingPathNode?) -> EncodingError {
      isRefused = true
      return .invalidValue(
        0, .init(codingPath: CodingPathNode.keys(path), debugDescription: "left to JSONEncoder"))
    }

    /// Opens an array or object; the id names it for the writes to come.
    func open(isObject: Bool) -> Int {
      lastID += 1
      frames.append(Frame(id: lastID, isObject: isObject))
      bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
      return lastID
    }

    /// Makes the container `id` the innermost open one, closing those inside it: `false` when
    /// it was closed already.
    func focus(_ id: Int) -> Bool {
      guard let index = frames.lastIndex(where: { $0.id == id }) else { return false }
      close(above: index + 1)
      return true
    }

    /// Starts the next member or element of the innermost container, after a comma if needed.
    func startElement() {
      let last = frames.count - 1
      if frames[last].first < 0 {
        frames[last].first = bytes.count
      } else {
        bytes.append(UInt8(ascii: ","))
        frames[last].others.append(bytes.count)
      }
    }

    /// Closes every container deeper than `depth`.
    func close(above depth: Int) {
      while frames.count > depth {
        let frame = frames.removeLast()
        if frame.isObject, !frame.others.isEmpty { sortMembers(of: frame) }
        bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      }
    }

    /// Puts an object's members in the order of their names' bytes, as `.sortedKeys` does.
    private func sortMembers(of frame: Frame) {
      let starts = [frame.first] + frame.others
      var members: [Range<Int>] = []
      members.reserveCapacity(starts.count)
      for (index, start) in starts.enumerated() {
        members.append(start..<(index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count))
      }
      // A name has no escapes, so it runs from after its quote to the next quote.
      func name(_ member: Range<Int>) -> ArraySlice<UInt8> {
        let end = bytes[(member.lowerBound + 1)...].firstIndex(of: UInt8(ascii: "\""))!
        return bytes[(member.lowerBound + 1)..<end]
      }
      let isSorted = zip(members, members.dropFirst()).allSatisfy { earlier, later in
        name(earlier).lexicographicallyPrecedes(name(later))
      }
      guard !isSorted else { return }
      let sorted = members.sorted { name($0).lexicographicallyPrecedes(name($1)) }
      for (earlier, later) in zip(sorted, sorted.dropFirst()) where name(earlier) == name(later) {
        isRefused = true
        return
      }
      var rewritten: [UInt8] = []
      rewritten.reserveCapacity(bytes.count - frame.first)
      for (index, member) in sorted.enumerated() {
        if index > 0 { rewritten.append(UInt8(ascii: ",")) }
        rewritten += bytes[member]
      }
      bytes.replaceSubrange(frame.first..<bytes.count, with: rewritten)
    }

    /// Writes a member's name and colon: `false` when the name is not one written as is.
    func writeName(_ name: String) -> Bool {
      var name = name
      return name.withUTF8 { utf8 in
        guard utf8.allSatisfy({ Self.isPlain($0) }) else { return false }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        return true
      }
    }

    /// Printable ASCII that `JSONEncoder` writes as it is: not `"`, `\` or `/`.
    private static func isPlain(_ byte: UInt8) -> Bool {
      byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != UInt8(ascii: "/")
    }

    /// Writes a string as `JSONEncoder` does.
    func write(_ string: String) {
      var string = string
      string.withUTF8 { utf8 in
        guard utf8.allSatisfy({ $0 >= 0x80 || Self.isPlain($0) }) else {
          JSONWriter.appendString(utf8, to: &bytes, escapingSlash: true)
          return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
      }
    }

    /// Writes a finite floating-point value as `JSONEncoder` does; `false` when it is not.
    ///
    /// `JSONEncoder` writes the value's description, without a trailing `.0`.
    func write(_ value: some BinaryFloatingPoint & LosslessStringConvertible) -> Bool {
      guard value.isFinite else { return false }
      var text = value.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      bytes += text.utf8
      return true
    }
  }

  /// Encodes one value, which starts at `start`, inside the containers open at `depth`.
  fileprivate struct ValueEncoder: Encoder, SingleValueEncodingContainer {
    let sink: Sink
    let path: CodingPathNode?
    let start: Int
    let depth: Int

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Whether nothing was written for this value yet, nor is any container open inside it.
    private var isUnwritten: Bool { sink.bytes.count == start && sink.depth == depth }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      guard isUnwritten else {
        sink.isRefused = true
        return KeyedEncodingContainer(KeyedContainer<Key>(sink: sink, id: 0, path: path))
      }
      let id = sink.open(isObject: true)
      return KeyedEncodingContainer(KeyedContainer<Key>(sink: sink, id: id, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      guard isUnwritten else {
        sink.isRefused = true
        return UnkeyedContainer(sink: sink, id: 0, path: path)
      }
      return UnkeyedContainer(sink: sink, id: sink.open(isObject: false), path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Checks that the value may be written here.
    private func begin() throws {
      guard isUnwritten else { throw sink.refuse(path) }
    }

    func encodeNil() throws {
      try begin()
      sink.bytes += "null".utf8
    }

    func encode(_ value: Bool) throws {
      try begin()
      sink.bytes += (value ? "true" : "false").utf8
    }

    func encode(_ value: String) throws {
      try begin()
      sink.write(value)
    }

    func encode(_ value: Double) throws {
      try begin()
      guard sink.write(value) else { throw sink.refuse(path) }
    }

    func encode(_ value: Float) throws {
      try begin()
      guard sink.write(value) else { throw sink.refuse(path) }
    }

    func encode(_ value: Int) throws { try integer(value) }
    func encode(_ value: Int8) throws { try integer(value) }
    func encode(_ value: Int16) throws { try integer(value) }
    func encode(_ value: Int32) throws { try integer(value) }
    func encode(_ value: Int64) throws { try integer(value) }
    func encode(_ value: UInt) throws { try integer(value) }
    func encode(_ value: UInt8) throws { try integer(value) }
    func encode(_ value: UInt16) throws { try integer(value) }
    func encode(_ value: UInt32) throws { try integer(value) }
    func encode(_ value: UInt64) throws { try integer(value) }

    private func integer(_ value: some FixedWidthInteger) throws {
      try begin()
      sink.bytes += String(value).utf8
    }

    func encode<T: Encodable>(_ value: T) throws {
      // `JSONEncoder` writes these its own way, not through their `Encodable` conformance.
      // (A `Date` is written through its conformance, as `JSONEncoder`'s default strategy does.)
      guard T.self != Data.self, T.self != URL.self, T.self != Decimal.self else {
        throw sink.refuse(path)
      }
      try begin()
      try value.encode(to: self)
      // A value that wrote nothing is written `{}` by `JSONEncoder`; leave that to it.
      guard sink.bytes.count > start else { throw sink.refuse(path) }
      sink.close(above: depth)
    }
  }

  fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let id: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    /// Starts the member `key` and gives the encoder of its value.
    private func member(_ key: Key) throws -> ValueEncoder {
      guard sink.focus(id) else { throw sink.refuse(path) }
      sink.startElement()
      guard sink.writeName(key.stringValue) else { throw sink.refuse(path) }
      return ValueEncoder(
        sink: sink, path: CodingPathNode(key, parent: path), start: sink.bytes.count,
        depth: sink.depth)
    }

    mutating func encodeNil(forKey key: Key) throws { try member(key).encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try member(key).encode(value) }

    mutating func encode(_ value: String, forKey key: Key) throws {
      try member(key).encode(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try member(key).encode(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try member(key).encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      guard let encoder = try? member(key) else {
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(sink: sink, id: 0, path: path))
      }
      return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      guard let encoder = try? member(key) else {
        return UnkeyedContainer(sink: sink, id: 0, path: path)
      }
      return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      sink.isRefused = true
      return ValueEncoder(sink: sink, path: path, start: -1, depth: -1)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
  }

  fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
    let sink: Sink
    let id: Int
    let path: CodingPathNode?
    private(set) var count = 0

    init(sink: Sink, id: Int, path: CodingPathNode?) {
      self.sink = sink
      self.id = id
      self.path = path
    }

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    /// Starts the next element and gives its encoder.
    private mutating func element() throws -> ValueEncoder {
      guard sink.focus(id) else { throw sink.refuse(path) }
      sink.startElement()
      let encoder = ValueEncoder(
        sink: sink, path: CodingPathNode(CodingIndexKey(count), parent: path),
        start: sink.bytes.count, depth: sink.depth)
      count += 1
      return encoder
    }

    mutating func encodeNil() throws { try element().encodeNil() }
    mutating func encode(_ value: String) throws { try element().encode(value) }
    mutating func encode(_ value: Int) throws { try element().encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try element().encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      guard let encoder = try? element() else {
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(sink: sink, id: 0, path: path))
      }
      return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      guard let encoder = try? element() else {
        return UnkeyedContainer(sink: sink, id: 0, path: path)
      }
      return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      sink.isRefused = true
      return ValueEncoder(sink: sink, path: path, start: -1, depth: -1)
    }
  }
}
