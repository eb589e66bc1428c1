import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes as text with ESC shown as `⎋`, so that expected output reads like the sequences.
func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingEscapes()
}

extension String {
  /// The string with ESC shown as `⎋`.
  func replacingEscapes() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}

/// How many times a byte sequence occurs in bytes.
func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
  let needle = Array(needle.utf8)
  guard bytes.count >= needle.count else { return 0 }
  return (0...(bytes.count - needle.count)).count {
    bytes[$0..<$0 + needle.count].elementsEqual(needle)
  }
}

/// A list screen as a host draws it: a navigation bar, rows with one selected, a tab bar and a
/// help line.
func listScreen(size: TerminalSize, selected: Int, titles: [String]? = nil) -> Canvas {
  var canvas = Canvas(size: size)
  canvas.draw("‹ Home", row: 0, column: 0, style: .dim)
  canvas.draw("Library", row: 0, column: size.columns / 2 - 3, style: .bold)
  canvas.drawRule(row: 1, column: 0, width: size.columns)
  let titles = titles ?? (1...(size.rows - 4)).map { "Book \($0): 책 읽는 고양이" }
  for (index, title) in titles.prefix(size.rows - 4).enumerated() {
    let style: CellStyle = index == selected ? .inverse : []
    canvas.fill(
      TerminalRect(row: 2 + index, column: 0, height: 1, width: size.columns), style: style)
    canvas.draw(title, row: 2 + index, column: 2, width: size.columns - 4, style: style)
  }
  canvas.draw(" Home │ Q&A │ Library ", row: size.rows - 2, column: 0, style: .underline)
  canvas.draw("↑↓ move  ⏎ open  b back  q quit", row: size.rows - 1, column: 0, style: .dim)
  return canvas
}

/// A pseudo-terminal: `device` is the terminal a program sees, `controller` is the side a
/// terminal emulator reads the program's output from and writes keys to.
struct PseudoTerminal: ~Copyable {
  let controller: Int32
  let device: Int32

  init() {
    // The Glibc module leaves out the pseudo-terminal functions; the C library has them.
    let library = dlopen(nil, RTLD_NOW)
    func function<T>(_ name: String, _ type: T.Type) -> T {
      unsafeBitCast(dlsym(library, name)!, to: type)
    }
    typealias Call = @convention(c) (Int32) -> Int32
    controller = function("posix_openpt", Call.self)(O_RDWR | O_NOCTTY)
    precondition(controller >= 0)
    precondition(function("grantpt", Call.self)(controller) == 0)
    precondition(function("unlockpt", Call.self)(controller) == 0)
    let name = function("ptsname", (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
    device = open(name(controller)!, O_RDWR | O_NOCTTY)
    precondition(device >= 0)
  }

  deinit {
    close(device)
    close(controller)
  }

  /// Everything the program wrote, waiting up to `milliseconds` for the first byte and for
  /// each next one.
  func output(waitingUpTo milliseconds: Int32 = 200) -> [UInt8] {
    readAvailable(from: controller, waitingUpTo: milliseconds)
  }

  /// Types bytes as the user would.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Sets the size the device reports.
  func resize(_ size: TerminalSize) {
    var window = winsize(
      ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
  }
}

/// A pipe, for what is not a terminal.
struct Pipe: ~Copyable {
  let reader: Int32
  let writer: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    (reader, writer) = (ends[0], ends[1])
  }

  deinit {
    close(reader)
    close(writer)
  }
}

/// Everything that can be read from a descriptor, waiting up to `milliseconds` for each chunk,
/// until `limit` bytes came.
func readAvailable(from descriptor: Int32, waitingUpTo milliseconds: Int32, limit: Int = .max)
  -> [UInt8]
{
  var bytes: [UInt8] = []
  var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while bytes.count < limit, poll(&watched, 1, milliseconds) > 0 {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += buffer[..<count]
  }
  return bytes
}

/// Sends SIGWINCH to this process, as a terminal does when its window is resized: to the
/// process, so that a thread which does not block it (as test workers do) takes it.
func raiseResizeSignal() {
  kill(getpid(), SIGWINCH)
}
