import Foundation
import FuzzSupport
import Wayfinder

enum FuzzRoute: Hashable, Codable, Sendable {
  case home, library
  case detail(Int)
  case question(String)
  case ask(String, page: Int)
}

/// BookKitty's patterns, plus a custom type, as the app declares them.
let router: DeepLinkRouter<FuzzRoute> = {
  let code = ParameterType(name: "code") { $0.utf8.count == 13 ? $0 : nil }
  var router = DeepLinkRouter<FuzzRoute>(types: [code])
  typealias Handler =
    @Sendable (DeepLinkMatch, NavigationTree<FuzzRoute>) throws -> NavigationTree<FuzzRoute>
  let patterns: [(String, Handler)] = [
    (
      "bookkitty://library/books/{id:int}",
      { m, _ in NavigationTree(.library, .detail(try m.int("id"))) }
    ),
    ("bookkitty://library/books/new", { _, _ in NavigationTree(.library) }),
    ("bookkitty://library/isbn/{c:code}", { m, _ in NavigationTree(.question(try m.string("c"))) }),
    ("bookkitty://qna/questions/{id:uuid}", { _, _ in NavigationTree(.home) }),
    ("bookkitty://add-book", { _, _ in NavigationTree(.home) }),
    (
      "bookkitty://ask?{q}&{page:int?}",
      { m, _ in
        NavigationTree(.ask(try m.string("q"), page: m.optionalValue("page", as: Int.self) ?? 1))
      }
    ),
    // A link without a host, as a mail app declares one.
    ("mailto:{to}?{subject?}&{body?}", { m, _ in NavigationTree(.question(try m.string("to"))) }),
  ]
  for (template, handler) in patterns { try? router.register(template, handler: handler) }
  return router
}()

/// Any bytes, as a link: matching must return a target or a typed error, never crash.
func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  do {
    let tree = try router.target(for: text, from: NavigationTree(.home))
    precondition(tree.levelCount >= 1)
  } catch {
    precondition(!error.description.isEmpty)
  }
  return 0
}

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawPointer(data), count)
}
