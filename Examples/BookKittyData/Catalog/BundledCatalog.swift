import BookKitty
import Foundation
import GRDB

/// The catalog shipped with the app: `Resources/catalog.json`, an array of books with title,
/// author, year and subject.
enum BundledCatalog {
  private struct Entry: Decodable {
    var title: String
    var author: String
    var year: Int
    var subject: String
  }

  /// The bundled books; each book's id is its place in the file, counting from 1, so ids are
  /// the same on every install.
  static func books() throws -> [Book] {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw StorageError.failed(
        path: Bundle.module.bundlePath + "/catalog.json",
        reason: "the bundled catalog is missing; reinstall BookKitty")
    }
    let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
    return entries.enumerated().map { index, entry in
      Book(
        id: Int64(index + 1), title: entry.title, author: entry.author, year: entry.year,
        subject: entry.subject)
    }
  }

  /// Inserts the bundled books (the search index follows through its triggers).
  static func importBooks(into db: Database) throws {
    let insert = try db.makeStatement(
      sql: "INSERT INTO book (id, title, author, year, subject) VALUES (?, ?, ?, ?, ?)")
    for book in try books() {
      try insert.execute(arguments: [book.id, book.title, book.author, book.year, book.subject])
    }
  }
}
