import FlyingFox
import Foundation

/// The viewer's static files, read once from the module's `Viewer` resource folder.
///
/// Only the files found there are served, by their plain name, so no request can name a path
/// outside the folder.
struct ViewerFiles: Sendable {
  struct File: Sendable {
    let contents: Data
    let contentType: String
  }

  let files: [String: File]

  /// Reads every file directly inside `folder`.
  init(folder: URL) throws {
    var files: [String: File] = [:]
    for url in try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    {
      let contents = try Data(contentsOf: url)
      files[url.lastPathComponent] = File(
        contents: contents, contentType: Self.contentType(ofExtension: url.pathExtension))
    }
    self.files = files
  }

  /// The files bundled with this module.
  static func bundled() throws -> ViewerFiles {
    guard let folder = Bundle.module.url(forResource: "Viewer", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Viewer"])
    }
    return try ViewerFiles(folder: folder)
  }

  /// The file a request path names: `/` is `index.html`.
  func file(at path: String) -> File? {
    let name = path == "/" ? "index.html" : String(path.drop(while: { $0 == "/" }))
    return files[name]
  }

  static func contentType(ofExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "json": "application/json"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    default: "application/octet-stream"
    }
  }
}
