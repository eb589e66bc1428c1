import BookKitty
import GRDB

/// The tables and the migrations that make them, in order.
///
/// Migrations run once each, in a transaction: a database is either before or after a
/// migration, never half-way. Never edit a migration that has shipped; add a new one.
enum BookKittySchema {
  static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1", migrate: createTables)
    migrator.registerMigration("v1-catalog") { db in try BundledCatalog.importBooks(into: db) }
    migrator.registerMigration("v1-demo-account") { db in
      try SQLiteAuthRepository.insertAccount(
        email: "kitty@bookkitty.app", password: "meow", name: "Kitty", in: db)
    }
    return migrator
  }()

  private static func createTables(_ db: Database) throws {
    // Ids are given by the catalog, so `id` is the rowid, not AUTOINCREMENT.
    try db.create(table: "book") { t in
      t.primaryKey("id", .integer)
      t.column("title", .text).notNull()
      t.column("author", .text).notNull()
      t.column("year", .integer).notNull()
      t.column("subject", .text).notNull()
    }
    // Kept in step with `book` by triggers. Porter stems English words ("cats" finds "cat");
    // unicode61 folds case and, with `remove`, diacritics ("garcia" finds "García").
    try db.create(virtualTable: "bookSearch", using: FTS5()) { t in
      t.synchronize(withTable: "book")
      t.tokenizer = .porter(wrapping: .unicode61(diacritics: .remove))
      t.prefixes = [2, 3]
      t.column("title")
      t.column("author")
      t.column("subject")
    }
    try db.create(table: "libraryEntry") { t in
      t.autoIncrementedPrimaryKey("id")
      t.belongsTo("book", onDelete: .cascade).notNull().unique()
      t.column("addedAt", .datetime).notNull().indexed()
    }
    try db.create(table: "question") { t in
      t.autoIncrementedPrimaryKey("id")
      t.column("text", .text).notNull()
      t.column("askedAt", .datetime).notNull().indexed()
    }
    try db.create(table: "recommendation") { t in
      t.belongsTo("question", onDelete: .cascade).notNull()
      t.column("position", .integer).notNull()
      t.belongsTo("book", onDelete: .cascade).notNull()
      t.column("score", .double).notNull()
      t.column("matchedWords", .jsonText).notNull()
      t.primaryKey(["questionId", "position"])
      t.uniqueKey(["questionId", "bookId"])
    }
    try db.create(table: "account") { t in
      t.autoIncrementedPrimaryKey("id")
      t.column("email", .text).notNull().unique().collate(.nocase)
      t.column("name", .text).notNull()
      t.column("passwordSalt", .blob).notNull()
      t.column("passwordHash", .blob).notNull()
      t.column("passwordRounds", .integer).notNull()
    }
    // At most one row: the signed-in account.
    try db.create(table: "session") { t in
      t.primaryKey("id", .integer).check { $0 == 1 }
      t.belongsTo("account", onDelete: .cascade).notNull()
      t.column("signedInAt", .datetime).notNull()
    }
  }
}
