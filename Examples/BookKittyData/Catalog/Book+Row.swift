import BookKitty
import GRDB

extension Book {
  /// The columns a book is read from, for `SELECT`s that join the `book` table.
  static let columns = "book.id, book.title, book.author, book.year, book.subject"

  /// The book in a row that selected ``columns``.
  init(row: Row) {
    self.init(
      id: row["id"], title: row["title"], author: row["author"], year: row["year"],
      subject: row["subject"])
  }
}
