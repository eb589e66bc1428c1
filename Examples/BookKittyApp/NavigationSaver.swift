import BookKitty
import Foundation
import Wayfinder

/// Saves BookKitty's navigation beside its database, only when the file does not hold it yet.
///
/// The terminal runner calls the app after every input and after every 50 ms without one (to
/// tell a lone Escape from a key's sequence), so saving each time rewrote the file about 20
/// times a second while the user read a screen. A tree equal to the last one seen is not even
/// encoded; a new one is encoded and written only when its bytes differ from those in the file:
/// read at launch, then those of the last save.
@MainActor
struct NavigationSaver {
  /// The snapshot file.
  let store: FileSnapshotStore
  private let restoration = BookKittyRestoration.restoration
  /// The tree last saved, or last tried: a save that failed is tried again only once the tree
  /// changes, rather than at every pause in the input.
  private var lastTree: NavigationTree<BookKittyRoute>?
  /// What the file holds, as far as this process knows.
  private var savedBytes: Data?

  /// A saver for the navigation of the database at `databasePath`, in
  /// `<databasePath>.navigation.json`.
  ///
  /// Reads the file, which removes the temporary file of a save that a crash cut short.
  init(databasePath: String) {
    store = FileSnapshotStore(url: URL(fileURLWithPath: databasePath + ".navigation.json"))
    savedBytes = try? store.load()
  }

  /// Saves `tree` unless the file already holds it.
  ///
  /// - Returns: whether the file was written.
  /// - Throws: ``RestorationError`` when the tree cannot be encoded or the file cannot be
  ///   written; the file is then as it was.
  @discardableResult
  mutating func save(_ tree: NavigationTree<BookKittyRoute>) throws(RestorationError) -> Bool {
    guard tree != lastTree else { return false }
    lastTree = tree
    let bytes = try restoration.snapshot(of: tree)
    guard bytes != savedBytes else { return false }
    try store.save(bytes)
    savedBytes = bytes
    return true
  }
}
