import Foundation

/// Decodes a value from JSON that ``JSONReader`` has checked, reading the bytes where they lie.
///
/// A general decoder reads the whole text into a map of values first and makes a dictionary
/// for every object it decodes; a snapshot was already checked, so this one finds each value in
/// the bytes when it is asked for, and compares member names in place.
///
/// It decodes what `JSONDecoder` with its default strategies decodes, to the same values, and
/// refuses anything it is not sure of: a number that is not a plain integer or a finite
/// `Double`, `Data`, `URL` and `Decimal` (which `JSONDecoder` reads its own way), a
/// super decoder. Whenever it throws — even an error the value's own code catches — the caller
/// decodes with `JSONDecoder` instead, so the outcome and every error are `JSONDecoder`'s.
enum CheckedJSONDecoder {
  /// The value of type `type` in `bytes`, or `nil` when `JSONDecoder` must decide.
  static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) -> T? {
    let source = Source(bytes)
    // `JSONDecoder` decides what a byte order mark means.
    guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
    let start = source.skipWhiteSpace(from: 0)
    let value = try? ValueDecoder(source: source, offset: start, path: nil).decode(type)
    return source.isRefused ? nil : value
  }
}

extension CheckedJSONDecoder {
  /// Decodes the value that starts at `offset`.
  fileprivate struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let source: Source
    let offset: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard source.bytes[offset] == UInt8(ascii: "{") else { throw refuse("not an object") }
      return KeyedDecodingContainer(KeyedContainer<Key>(source: source, object: offset, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard source.bytes[offset] == UInt8(ascii: "[") else { throw refuse("not an array") }
      return UnkeyedContainer(source: source, array: offset, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func refuse(_ reason: String) -> DecodingError { source.refuse(path, reason) }

    func decodeNil() -> Bool { source.isNull(at: offset) }

    func decode(_ type: Bool.Type) throws -> Bool {
      switch source.bytes[offset] {
      case UInt8(ascii: "t"): return true
      case UInt8(ascii: "f"): return false
      default: throw refuse("not a Boolean")
      }
    }

    func decode(_ type: String.Type) throws -> String {
      guard source.bytes[offset] == UInt8(ascii: "\"") else { throw refuse("not a string") }
      return source.string(at: offset)
    }

    func decode(_ type: Double.Type) throws -> Double {
      guard let value = source.double(at: offset) else { throw refuse("not a Double") }
      return value
    }

    func decode(_ type: Float.Type) throws -> Float { throw refuse("a Float") }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
      guard let value = source.integer(at: offset, as: type) else {
        throw refuse("not a \(T.self)")
      }
      return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      // `JSONDecoder` reads these its own way, not through their `Decodable` conformance.
      // (A `Date` is read through its conformance, as `JSONDecoder`'s default strategy does.)
      guard type != Data.self, type != URL.self, type != Decimal.self else {
        throw refuse("a \(T.self)")
      }
      return try T(from: self)
    }
  }

  fileprivate struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: Source
    let object: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    var allKeys: [Key] {
      var keys: [Key] = []
      var index = source.firstElement(in: object)
      while !source.isClosing(index) {
        if let key = Key(stringValue: source.string(at: index)) { keys.append(key) }
        index = source.element(after: index, isMember: true)
      }
      return keys
    }

    func contains(_ key: Key) -> Bool {
      source.member(key.stringValue, inObjectAt: object) != nil
    }

    /// The decoder of the member `key`.
    private func decoder(_ key: Key) throws -> ValueDecoder {
      guard let value = source.member(key.stringValue, inObjectAt: object) else {
        throw source.refuse(path, "no member \(key.stringValue)")
      }
      return ValueDecoder(source: source, offset: value, path: CodingPathNode(key, parent: path))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      guard let value = source.member(key.stringValue, inObjectAt: object) else {
        throw source.refuse(path, "no member \(key.stringValue)")
      }
      return source.isNull(at: value)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try decoder(key).decode(type)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try decoder(key).decode(type)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try decoder(key).decode(type)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw source.refuse(path, "a super decoder") }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      throw source.refuse(path, "a super decoder")
    }
  }

  fileprivate struct UnkeyedContainer: UnkeyedDecodingContainer {
    let source: Source
    let path: CodingPathNode?
    /// Where the next element starts, or the closing bracket.
    private var next: Int
    private(set) var currentIndex = 0
    private let array: Int

    init(source: Source, array: Int, path: CodingPathNode?) {
      self.source = source
      self.array = array
      self.path = path
      next = source.firstElement(in: array)
    }

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    var count: Int? {
      var count = 0
      var index = source.firstElement(in: array)
      while !source.isClosing(index) {
        count += 1
        index = source.element(after: index, isMember: false)
      }
      return count
    }

    var isAtEnd: Bool { source.isClosing(next) }

    /// The decoder of the next element, which is then behind.
    private mutating func nextDecoder() throws -> ValueDecoder {
      guard !isAtEnd else { throw source.refuse(path, "no element is left") }
      let decoder = ValueDecoder(
        source: source, offset: next,
        path: CodingPathNode(CodingIndexKey(currentIndex), parent: path))
      next = source.element(after: next, isMember: false)
      currentIndex += 1
      return decoder
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd else { throw source.refuse(path, "no element is left") }
      guard source.isNull(at: next) else { return false }
      next = source.element(after: next, isMember: false)
      currentIndex += 1
      return true
    }

    mutating func decode(_ type: String.Type) throws -> String { try nextDecoder().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try nextDecoder().decode(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try nextDecoder().decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      throw source.refuse(path, "a super decoder")
    }
  }
}
