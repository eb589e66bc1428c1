import BookKitty
import Foundation
import GRDB

/// The questions and their recommendations in a ``BookKittyDatabase``.
public struct SQLiteQuestionRepository: QuestionRepository {
  let database: BookKittyDatabase

  /// Creates the repository on a database.
  public init(database: BookKittyDatabase) {
    self.database = database
  }

  /// Keeps the question and its recommendations in one transaction, and returns them as saved.
  public func ask(_ text: String, limit: Int) throws(BookKittyError) -> AnsweredQuestion {
    try database.write { db in
      try db.execute(
        sql: "INSERT INTO question (text, askedAt) VALUES (?, ?)", arguments: [text, Date()])
      let id = db.lastInsertedRowID
      let recommendations = try BookRecommender.recommendations(for: text, limit: limit, in: db)
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO recommendation (questionId, position, bookId, score, matchedWords)
          VALUES (?, ?, ?, ?, ?)
          """)
      for (position, recommendation) in recommendations.enumerated() {
        try insert.execute(arguments: [
          id, position, recommendation.book.id, recommendation.score,
          try MatchedWords.encode(recommendation.matchedWords),
        ])
      }
      // Read back, so that the question is the one saved (its date to the millisecond).
      guard let answered = try Self.answeredQuestions(ids: [id], in: db).first else {
        throw StorageError.failed(path: database.path, reason: "the question was not saved")
      }
      return answered
    }
  }

  /// The latest questions, the most recent first, with their recommendations.
  public func history(limit: Int) throws(BookKittyError) -> [AnsweredQuestion] {
    guard limit > 0 else { return [] }
    return try database.read { db in
      let ids = try Int64.fetchAll(
        db, sql: "SELECT id FROM question ORDER BY askedAt DESC, id DESC LIMIT ?",
        arguments: [limit])
      return try Self.answeredQuestions(ids: ids, in: db)
    }
  }

  /// The question with this id and its recommendations, or `nil`.
  public func question(id: Question.ID) throws(BookKittyError) -> AnsweredQuestion? {
    try database.read { db in try Self.answeredQuestions(ids: [id], in: db).first }
  }

  /// The latest recommended books, every book once.
  public func recentRecommendations(limit: Int) throws(BookKittyError) -> [Recommendation] {
    guard limit > 0 else { return [] }
    return try database.read { db in
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT \(Book.columns), recommendation.score, recommendation.matchedWords
          FROM recommendation
          JOIN question ON question.id = recommendation.questionId
          JOIN book ON book.id = recommendation.bookId
          ORDER BY question.askedAt DESC, question.id DESC, recommendation.position
          """)
      var seen: Set<Book.ID> = []
      var recommendations: [Recommendation] = []
      while recommendations.count < limit, let row = try rows.next() {
        let recommendation = try Recommendation(row: row)
        if seen.insert(recommendation.book.id).inserted {
          recommendations.append(recommendation)
        }
      }
      return recommendations
    }
  }

  /// The questions with these ids that exist, in the order of `ids`, with their
  /// recommendations.
  private static func answeredQuestions(
    ids: [Question.ID], in db: Database
  ) throws -> [AnsweredQuestion] {
    guard !ids.isEmpty else { return [] }
    let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
    let arguments = StatementArguments(ids)
    let questions = try Row.fetchAll(
      db, sql: "SELECT id, text, askedAt FROM question WHERE id IN (\(placeholders))",
      arguments: arguments
    ).map { row in Question(id: row["id"], text: row["text"], askedAt: row["askedAt"]) }
    var recommendations: [Question.ID: [Recommendation]] = [:]
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT recommendation.questionId, \(Book.columns), recommendation.score,
          recommendation.matchedWords
        FROM recommendation JOIN book ON book.id = recommendation.bookId
        WHERE recommendation.questionId IN (\(placeholders))
        ORDER BY recommendation.questionId, recommendation.position
        """,
      arguments: arguments)
    while let row = try rows.next() {
      recommendations[row["questionId"], default: []].append(try Recommendation(row: row))
    }
    let byID = Dictionary(uniqueKeysWithValues: questions.map { ($0.id, $0) })
    return ids.compactMap { id in
      byID[id].map { AnsweredQuestion(question: $0, recommendations: recommendations[id] ?? []) }
    }
  }
}

extension Recommendation {
  fileprivate init(row: Row) throws {
    self.init(
      book: Book(row: row), score: row["score"],
      matchedWords: try MatchedWords.decode(row["matchedWords"]))
  }
}
