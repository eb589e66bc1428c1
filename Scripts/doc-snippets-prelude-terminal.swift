// The terminal side of the documentation's app, for the blocks of WayfinderTerminal's doc
// comments (`Scripts/doc-snippets.py`): there the app runs in a terminal, so its `host` is a
// `TerminalHost` and its `session` the terminal. It is read after
// `Scripts/doc-snippets-prelude.swift`; a part named as one of that file's replaces it.
import Wayfinder
import WayfinderTerminal

// MARK: Host
/// The app's terminal host.
@MainActor let host = TerminalHost<AppRoute>(
  size: TerminalSize(columns: 80, rows: 24), screens: AppTerminalScreens.make)

// MARK: Session
/// The terminal, in raw mode.
@MainActor var session: TerminalSession { fatalError("the terminal") }

// MARK: Canvas
/// The canvas a screen is drawn on.
@MainActor var canvas = Canvas(size: TerminalSize(columns: 80, rows: 24))
