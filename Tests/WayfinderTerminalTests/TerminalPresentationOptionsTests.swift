import Testing
import Wayfinder
import WayfinderTerminal

/// The terminal draws what it can of a presentation's options (issue 29, item 1): a sheet as high
/// as its detent, a form sheet centred, and on a narrow terminal a popover as its compact
/// fallback.
@MainActor
@Suite struct TerminalPresentationOptionsTests {
  /// The row of the first box corner drawn at or after column `column`.
  func topRow(of host: TerminalHost<ToyRoute>, fromColumn column: Int = 0) -> Int? {
    let lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.firstIndex { line in
      line.dropFirst(column).contains("┌")
    }
  }

  func present(_ presentation: Presentation<ToyRoute>, in navigator: Navigator<ToyRoute>) {
    var tree = navigator.tree
    tree.present(presentation)
    navigator.setTree(tree)
  }

  @Test func aSheetIsAsHighAsTheDetentItRestsAt() throws {
    var tops: [SheetDetent: Int] = [:]
    for detent in [SheetDetent.large, .medium, .fraction(0.25)] {
      let (host, navigator) = makeToyApp(rows: 24)
      present(
        .sheet(.form, detents: SheetDetents([.fraction(0.25), .medium, .large], selected: detent)),
        in: navigator)
      #expect(host.shown == navigator.tree)
      let top: Int = try #require(topRow(of: host))
      tops[detent] = top
    }
    let large = try #require(tops[.large])
    let medium = try #require(tops[.medium])
    let quarter = try #require(tops[.fraction(0.25)])
    #expect(large == 1, "a large sheet starts below the presenter's bar")
    #expect(medium > large)
    #expect(quarter > medium)
  }

  @Test func aFormSheetIsCentredAndAPopoverBecomesItsFallbackWhenNarrow() throws {
    let (wide, wideNavigator) = makeToyApp(columns: 120)
    present(.formSheet(.form), in: wideNavigator)
    let line = try #require(
      wide.render().text.split(separator: "\n").first { $0.contains("┌") })
    let left = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "┌")))
    #expect(left > 10, "centred, not from the left edge")

    let anchor = PopoverAnchor(.named("shield"), compactFallback: .sheet)
    let (narrow, narrowNavigator) = makeToyApp(columns: 50)
    present(.popover(.menu, anchor: anchor), in: narrowNavigator)
    #expect(narrowNavigator.tree.presentations[0].style(in: narrow.sizeClass) == .sheet)
    let sheetLine = try #require(
      narrow.render().text.split(separator: "\n").first { $0.contains("┌") })
    #expect(sheetLine.hasPrefix("┌"), "a compact popover spans the width as a sheet does")
  }
}
