/// Why a deep link was not applied.
///
/// The tree is always left exactly as it was.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is longer than the limit.
  case tooLong(length: Int, limit: Int)
  /// The link has more path segments than the limit.
  case tooManySegments(count: Int, limit: Int)
  /// The link has more query items than the limit.
  case tooManyQueryItems(count: Int, limit: Int)
  /// The link is not of the form `scheme://host/path?query` (or `scheme:path?query`); the
  /// text says what is wrong.
  case malformed(String)
  /// A `%` escape is cut short, is not hexadecimal, or decodes to invalid UTF-8.
  case badPercentEncoding(String)
  /// No pattern is declared for the scheme.
  case unknownScheme(String)
  /// No pattern is declared for the host under its scheme.
  case unknownHost(String)
  /// No declared pattern has that path.
  case noMatchingPattern(String)
  /// A parameter does not parse as the type the pattern declares.
  case invalidParameter(name: String, value: String, expected: String)
  /// A query item the pattern requires is missing.
  case missingQueryItem(String)
  /// A query item appears more than once.
  case duplicateQueryItem(String)
  /// The pattern's handler could not build a target from the link; the text says why.
  case unresolvable(String)
  /// The target could not be built because a tree operation refused it (a section the tree
  /// does not have, a level that does not exist): a handler's or a request's
  /// ``NavigationError``.
  case navigation(NavigationError)
  /// A pattern template is not valid; the text says where.
  case invalidTemplate(String)

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .tooLong(let length, let limit):
      "The link is \(length) characters long; links may have at most \(limit)."
    case .tooManySegments(let count, let limit):
      "The link has \(count) path segments; at most \(limit) are accepted."
    case .tooManyQueryItems(let count, let limit):
      "The link has \(count) query items; at most \(limit) are accepted."
    case .malformed(let reason):
      "The link is malformed: \(reason)."
    case .badPercentEncoding(let text):
      "The link has a bad %-escape in '\(text)'."
    case .unknownScheme(let scheme):
      "No link pattern is declared for the scheme '\(scheme)'."
    case .unknownHost(let host):
      "No link pattern is declared for '\(host)'."
    case .noMatchingPattern(let path):
      "No link pattern matches '\(path)'."
    case .invalidParameter(let name, let value, let expected):
      "The link's '\(name)' is '\(value)', which is not a valid \(expected)."
    case .missingQueryItem(let name):
      "The link needs the query item '\(name)'."
    case .duplicateQueryItem(let name):
      "The link has the query item '\(name)' more than once."
    case .unresolvable(let reason):
      "The link cannot be shown: \(reason)."
    case .navigation(let error):
      "The link's target cannot be built: \(error)"
    case .invalidTemplate(let reason):
      "The link pattern is invalid: \(reason)."
    }
  }
}

extension DeepLinkError {
  /// Runs `build` and gives its error as a link error: its own, a ``NavigationError`` as
  /// ``navigation(_:)``, anything else as ``unresolvable(_:)`` with its description.
  static func building<Value>(_ build: () throws -> Value) throws(DeepLinkError) -> Value {
    do {
      return try build()
    } catch let error as DeepLinkError {
      throw error
    } catch let error as NavigationError {
      throw .navigation(error)
    } catch {
      throw .unresolvable(String(describing: error))
    }
  }
}

/// What a link may be before it is matched: the sizes beyond which it is refused, and what a
/// query item given twice means.
public struct DeepLinkLimits: Hashable, Sendable {
  /// What a query item that a link gives more than once means.
  ///
  /// A link from outside the app that says `?tab=1&tab=2` is ambiguous, so by default it is
  /// refused (``DeepLinkError/duplicateQueryItem(_:)``). An app whose links come from a system
  /// that repeats items — a browser handing over a page's URL, a widget that appends its own —
  /// says which one counts.
  public enum RepeatedQueryItem: Hashable, Sendable {
    /// The link is refused with ``DeepLinkError/duplicateQueryItem(_:)``.
    case refused
    /// The first value counts; later ones are dropped, as `URLComponents`' first match reads.
    case firstKept
    /// The last value counts, as a form that overrides a default reads.
    case lastKept
  }

  /// The longest link, in UTF-8 bytes.
  public var maxLength: Int
  /// The most path segments.
  public var maxSegments: Int
  /// The most query items, repeated ones counted each time.
  public var maxQueryItems: Int
  /// What a query item given twice means; refused by default.
  public var repeatedQueryItem: RepeatedQueryItem

  /// Creates limits.
  public init(
    maxLength: Int = 2_048, maxSegments: Int = 32, maxQueryItems: Int = 32,
    repeatedQueryItem: RepeatedQueryItem = .refused
  ) {
    self.maxLength = maxLength
    self.maxSegments = maxSegments
    self.maxQueryItems = maxQueryItems
    self.repeatedQueryItem = repeatedQueryItem
  }
}
