/// A book of the catalog: what the app searches, recommends and keeps in the library.
///
/// Ids are stable: the bundled catalog gives each book its place in the catalog file, so a link
/// to a book (`bookkitty://book/42`) names the same book on every install.
public struct Book: Hashable, Codable, Sendable, Identifiable {
  /// The book's id in the catalog.
  public var id: Int64
  /// The title, as printed on the cover.
  public var title: String
  /// The author, or the authors joined as on the cover.
  public var author: String
  /// The year of first publication; negative for books written before the common era.
  public var year: Int
  /// One sentence on what the book is about; questions are matched against it.
  public var subject: String

  /// Creates a book.
  public init(id: Int64, title: String, author: String, year: Int, subject: String) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
    self.subject = subject
  }
}
