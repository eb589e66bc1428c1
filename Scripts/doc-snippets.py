#!/usr/bin/env python3
"""Type-checks the Swift code blocks of the README, the DocC articles and the doc comments of
`Sources/` against the built modules (issue 30, item 1): every block compiles, or is marked as
an excerpt.

    Scripts/doc-snippets.py            a line per block that fails, and a summary
    Scripts/doc-snippets.py --verbose  the compiler's first errors for each failure
    Scripts/doc-snippets.py PATH...    only the blocks of files whose path starts with a PATH
    Scripts/doc-snippets.py --apple -- SWIFTC_FLAGS...
                                       the UIKit and SwiftUI blocks instead, against the
                                       stand-ins (Scripts/check-apple.sh runs it)

It exits non-zero when a block fails, reported as `path:line` (the block's first line). Needs
`swift build --package-path Examples` first (it reads `Examples/.build/debug/Modules`: the docs'
app borrows the login sample's domain, and that build has Wayfinder's modules beside it). The summary counts the blocks checked in
this pass, `(R in the README and articles, C in doc comments)`.

A doc comment's block is a ```` ```swift ```` fence in `///` lines (bare fences there hold
output, not Swift); the `///` and the fence's indentation are stripped. Only the doc comments
of public declarations count (a package or internal one is in no docs a user reads), and the
block is checked with the comment's module imported too (`WayfinderHosting`, an adapter).

Each block is checked as part of the small app the docs are written in,
`Scripts/doc-snippets-prelude.swift` (`AppRoute`, `Tab`, `Book`, `AppFlow`, the `navigator` and
its test `host`…). A `// MARK: Name` part of it is left out when the block declares `Name`
itself, and a part marked `(uses the prelude's A)` when the block declares `A`. The Apple
blocks get `Scripts/doc-snippets-prelude-apple.swift` too, whose parts replace the core
prelude's of the same name; the doc comments of WayfinderTerminal and WayfinderSwiftUI get
their module's app too (`Scripts/doc-snippets-prelude-terminal.swift`, where `host` is a
`TerminalHost` and `session` the terminal; `Scripts/doc-snippets-prelude-swiftui.swift`, where
`driver` is a `SwiftUIDriver`), in the same way. `#if DEBUG` code is checked: the docs' apps
are debug builds.

A block is split into its top-level items. Types, `@Test` functions and free functions go to
the file as they are; statements (and their `let`s) go inside a `@MainActor` function — a
method of a flow when they call the flow's verbs (`try push(…)`, `try start(…)`) or read its
properties (`flowRoutes`, `anchor`). A block of a flow's members (`override func handle(_:)`,
a method that pushes) is checked inside a flow, `Coordinator<AppRoute, Void>`. A block with
nothing to compile (modifiers only, `.onOpenURL { … }`) fails: it is an excerpt.

Markers, on the line before the block (in a doc comment, a `///` line of its own):

    <!-- continues -->  the block goes on from the block before it in the same file, which is
                        checked with it (its types, and its statements, first)
    <!-- continues: Name -->
                        the same, from the nearest block before it that declares `Name` (a
                        type, a function or a constant)
    <!-- fragment -->   an excerpt that cannot stand alone, not checked; the text says so

DocC drops HTML comments, so the markers never show in the rendered docs, and the fence stays
a plain `swift` one, highlighted as any other.

Blocks that use UIKit or SwiftUI (or their adapters), and those of the adapters' doc comments,
are the Apple check's. Blocks that cannot meet each other's declarations share one compiler run
(a failing run is checked again block by block), so the whole check takes seconds.
"""
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The examples' build: Wayfinder's modules and the login sample's, which the docs' app imports.
BUILD = ROOT / "Examples/.build"
MODULES = BUILD / "debug/Modules"
PRELUDE = ROOT / "Scripts/doc-snippets-prelude.swift"
APPLE_PRELUDE = ROOT / "Scripts/doc-snippets-prelude-apple.swift"
# The preludes of the modules whose doc comments speak of an app of another kind: a terminal
# app's `host` is a `TerminalHost`, its `session` a `TerminalSession`; a SwiftUI app's `driver`
# is a `SwiftUIDriver`.
MODULE_PRELUDES = {
    "WayfinderTerminal": ROOT / "Scripts/doc-snippets-prelude-terminal.swift",
    "WayfinderSwiftUI": ROOT / "Scripts/doc-snippets-prelude-swiftui.swift",
}

ATTRIBUTES = r"(@\w+(\([^)]*\))?\s+)*"
MODIFIERS = (
    r"((public|private|fileprivate|internal|package|open|final|nonisolated|static|class|"
    r"override|required|convenience|mutating|indirect|lazy|weak|unowned)\s+)*")
TYPE = re.compile(
    rf"^{ATTRIBUTES}{MODIFIERS}(class|struct|enum|extension|protocol|actor|typealias)\s")
MEMBER = re.compile(rf"^{ATTRIBUTES}{MODIFIERS}(override\s|required\s|init\b|init\(|deinit\b)")
FUNCTION = re.compile(rf"^{ATTRIBUTES}{MODIFIERS}func\s")
TEST = re.compile(r"^@Test\b")
ATTRIBUTE_LINE = re.compile(r"^(@\w+(\([^)]*\))?\s*)+$")
DECLARED = re.compile(r"\b(?:class|struct|enum|actor|protocol|typealias)\s+([A-Z]\w*)")
FLOW_VERB = re.compile(
    r"(^|[\s{(])(try )?(await )?(self\.)?(push|start|present|select|finish|cancel|setStack|"
    r"pop|popToRoot|dismiss|result|presentAgain|setRoot|task|onFinish|openWindow|"
    r"closeWindow|behindPresentations|withoutAnimation|showDetail|setTabBarOrder|insert|"
    r"remove|tabFlow|setLayout|clearSelection|handOff|setSplitColumns|setPinnedColumn|"
    r"insertSection|removeSection|setPresentationOptions|removeRoute|setColumnVisibility|"
    r"setVisibility|takeSavedTree)\(|"
    # a flow's own properties, read without `self.`
    r"(^|[\s{(!=])(keptChildren|flowRoutes|contentSelection|presentedStackPath|stackPath|"
    r"presentedRoutes|anchor|windowID)\b(?!\s*:)",
    re.M)

# The C modules the packages' Swift modules import (FlyingFox's CSystemLinux, under the
# inspector's server), as SwiftPM passes them.
C_MODULES = [
    flag
    for path in sorted((BUILD / "checkouts/FlyingFox").glob("*/include/module.modulemap"))
    for flag in ("-Xcc", f"-fmodule-map-file={path}")
]
IMPORTS = [
    "Foundation", "Logging", "Testing", "Wayfinder", "WayfinderTesting", "WayfinderTerminal",
    "WayfinderInspector", "LoginSample",
]
# An Apple block imports the framework it uses, and its adapter. Not Foundation: on Linux it
# declares an NSObject of its own, which would make UIKit's (the Objective-C one) ambiguous; the
# stand-ins re-export it, as Apple's frameworks do.
APPLE_IMPORTS = ["Observation", "Wayfinder"]
UIKIT = re.compile(
    r"^\s*import UIKit|\b(UI[A-Z]\w*|TabContainer|SplitContainer|registerPopoverAnchor|"
    r"BookKitty\w*Controller)\b",
    re.M)
UIKIT_IMPORTS = ["UIKit", "WayfinderUIKit", "BookKittyUIKit"]
SWIFTUI = re.compile(
    r"^\s*import SwiftUI|some (View|Scene)|\b(SwiftUIDriver|SwiftUIWindows|NavigationRootView|"
    r"WindowGroup|WindowSceneView|NavigationSplitView\w*|NavigationStack|TabView|popoverAnchor)\b",
    re.M)
SWIFTUI_IMPORTS = ["SwiftUI", "WayfinderSwiftUI"]
# The library modules an app can import, whose doc comments' blocks are checked.
LIBRARIES = {
    "Wayfinder", "WayfinderHosting", "WayfinderGraph", "WayfinderTesting", "WayfinderTerminal",
    "WayfinderInspector", "WayfinderUIKit", "WayfinderSwiftUI",
}


class Block:
    def __init__(self, path, line, code, marker, previous, module=None):
        self.path, self.line, self.code, self.marker = path, line, code, marker
        self.previous = previous
        self.module = module  # the module whose doc comment holds it; None in an article

    def chain(self):
        """The codes checked together: those this block continues, then its own."""
        return (self.previous.chain() if self.previous else []) + [self.code]

    def is_apple(self):
        return self.module in APPLE_MODULES or any(
            UIKIT.search(code) or SWIFTUI.search(code) for code in self.chain())


# A line of a doc comment, and what it says after `///` and one space.
DOC_LINE = re.compile(r"^\s*/// ?(.*)$")
MARKER = re.compile(r"<!-- (fragment|continues)(: (\w+))? -->")
APPLE_MODULES = {"WayfinderUIKit", "WayfinderSwiftUI"}


NOT_PUBLIC = re.compile(r"^\s*((@\w+(\([^)]*\))?|final|nonisolated)\s+)*(package|internal|private|fileprivate)\b")


def documents_public(lines, index):
    """Whether the doc comment holding `lines[index]` documents a public declaration: one that
    says `public` or `open`, or a case or a requirement inside a type (whose access is its
    type's). A package or internal one is no part of the docs a user reads."""
    while index < len(lines) and (
            lines[index][1] is not None or lines[index][2].strip().startswith("@")
            or not lines[index][2].strip()):
        index += 1
    if index == len(lines):
        return False
    declaration = lines[index][2]
    if re.search(r"\b(public|open)\b", declaration):
        return True
    return not NOT_PUBLIC.match(declaration) and declaration[0].isspace()


def markdown_lines(path):
    """A file's lines as Markdown, each (line number, text, the line): an article's all of them,
    a Swift source's the text of its `///` doc comments (and `None` for any other line, which
    ends a block)."""
    lines = path.read_text().split("\n")
    if path.suffix != ".swift":
        return [(number, line, line) for number, line in enumerate(lines, 1)]
    result = []
    for number, line in enumerate(lines, 1):
        match = DOC_LINE.match(line)
        result.append((number, match.group(1) if match else None, line))
    return result


def blocks():
    files = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md")) + sorted(
        ROOT.glob("Sources/**/*.swift"))
    for path in files:
        lines = markdown_lines(path)
        module = path.relative_to(ROOT).parts[1] if path.suffix == ".swift" else None
        earlier = []
        index = 0
        while index < len(lines):
            text = lines[index][1]
            if text is not None and text.strip() == "```swift":
                indent = len(text) - len(text.lstrip())
                before = lines[index - 1][1] if index > 0 else None
                marker = MARKER.fullmatch((before or "").strip())
                start = index + 1
                end = start
                while end < len(lines) and lines[end][1] is not None and (
                        lines[end][1].strip() != "```"):
                    end += 1
                if end == len(lines) or lines[end][1] is None:
                    sys.exit(f"{path.relative_to(ROOT)}:{lines[index][0]}: a block not closed")
                code = "\n".join(text[indent:] for _, text, _ in lines[start:end])
                if path.suffix == ".swift" and not documents_public(lines, end):
                    index = end + 1
                    continue
                previous = None
                if marker and marker.group(1) == "continues":
                    name = marker.group(3)
                    previous = next(
                        (block for block in reversed(earlier)
                         if not name or re.search(
                             rf"\b(class|struct|enum|actor|protocol|typealias|func|let|var)"
                             rf"\s+{name}\b", block.code)), None)
                    if previous is None:
                        sys.exit(f"{path.relative_to(ROOT)}:{lines[start][0]}: no block before "
                                 "it to continue" + (f" declares {name}" if name else ""))
                block = Block(
                    path.relative_to(ROOT), lines[start][0] if start < end else lines[index][0],
                    code, marker and marker.group(1), previous, module)
                earlier.append(block)
                yield block
                index = end
            index += 1


def top_level_items(code):
    """The block's top-level items, each (kind, text): kind is import, type, test, function,
    member or statement. Comments and blank lines go with the item after them."""
    lines = code.split("\n")
    items = []
    pending = []
    index = 0
    while index < len(lines):
        line = lines[index]
        starts = line and not line[0].isspace() and not line.startswith(
            ("}", ")", "]", "{", ".", "//", "?", ":", "->", "&&", "||", "+ ", "- ", "* "))
        if not starts:
            if items and line.strip() and not line.startswith("//"):
                items[-1][1].extend(pending + [line])
                pending = []
            else:
                pending.append(line)
            index += 1
            continue
        while ATTRIBUTE_LINE.match(line) and index + 1 < len(lines):
            index += 1
            pending.append(line)
            line = lines[index]
        if line.startswith("#if"):
            depth, end = 0, index
            while end < len(lines):
                if lines[end].startswith("#if"):
                    depth += 1
                elif lines[end].startswith("#endif"):
                    depth -= 1
                    if depth == 0:
                        break
                end += 1
            group = lines[index:end + 1]
            inner = [text[2:] if text.startswith("  ") else text for text in group[1:-1]]
            inner_kinds = {kind for kind, _ in top_level_items("\n".join(inner))}
            kind = "statement" if inner_kinds & {"statement", "member"} else "type"
            items.append((kind, pending + group))
            pending = []
            index = end + 1
            continue
        if line.startswith("import "):
            kind = "import"
        elif MEMBER.match(line):  # first: `override class var` is no class
            kind = "member"
        elif TYPE.match(line):
            kind = "type"
        elif TEST.match(line) or any(TEST.match(text) for text in pending):
            kind = "test"
        elif FUNCTION.match(line):
            kind = "function"
        else:
            kind = "statement"
        items.append((kind, pending + [line]))
        pending = []
        index += 1
    if pending and items:
        items[-1][1].extend(pending)
    return [(kind, "\n".join(text)) for kind, text in items]


def wrapped(chain, imports, tag=""):
    """The blocks of a chain as one file: declarations at the top, statements in a function,
    each block's statements in a scope of their own inside the ones before, so that a block may
    name again what one before it named. `tag` makes the wrapper's names the file's own."""
    heads, members, bodies = [], [], []
    own_imports = []
    for code in chain:
        items = top_level_items(code)
        has_members = any(kind == "member" for kind, _ in items)
        statements = []
        for kind, text in items:
            if kind == "import":
                own_imports.append(text.strip())
            elif kind in ("type", "test"):
                heads.append(text)
            elif kind == "member":
                members.append(text)
            elif kind == "function":
                if has_members or FLOW_VERB.search(text.split("\n", 1)[-1]):
                    members.append(text)
                else:
                    heads.append(text)
            else:
                statements.append(text)
        if statements:
            bodies.append("\n".join(statements))
    header = "".join(f"import {name}\n" for name in imports) + "\n".join(own_imports) + "\n"
    body = ""
    for depth, statements in enumerate(bodies):
        body += ("do {\n" if depth else "") + statements + "\n"
    body += "}\n" * max(0, len(bodies) - 1)
    text = header + "\n".join(heads) + "\n"
    in_flow = members or FLOW_VERB.search(body)
    function = f"@MainActor func snippet{tag}() async throws {{\n{body}}}\n" if bodies else ""
    if members:
        text += (
            f"final class SnippetFlow{tag}: Coordinator<AppRoute, Void> {{\n"
            + "\n".join(members) + "\n" + function + "}\n")
    elif in_flow:
        text += "extension DocFlow {\n" + function + "}\n"
    else:
        text += function
    return text


def prelude_parts(text):
    """A prelude's header and its `// MARK: Name` parts, each (title, name, text)."""
    header, *parts = re.split(r"(?m)^// MARK: ", text)
    result = []
    for part in parts:
        title, rest = part.split("\n", 1)
        result.append((title, title.split()[0], rest))
    return header, result


def prelude_for(chain, apple, module=None):
    """The prelude's declarations, without those the blocks make themselves. The Apple prelude's
    parts, and those of the prelude of the module whose doc comment holds the blocks, replace
    the core prelude's of the same name."""
    header, parts = prelude_parts(PRELUDE.read_text())
    overlays = [APPLE_PRELUDE] if apple else []
    if module in MODULE_PRELUDES:
        overlays.append(MODULE_PRELUDES[module])
    for overlay in overlays:
        overlay_header, overlay_parts = prelude_parts(overlay.read_text())
        replaced = {name for _, name, _ in overlay_parts}
        if apple:
            header = header.replace("import Foundation\n", "")
        header += overlay_header
        parts = [part for part in parts if part[1] not in replaced] + overlay_parts
    own = {name for code in chain for name in DECLARED.findall(code)}
    kept = [header]
    for title, name, rest in parts:
        # `// MARK: Name (uses the prelude's A, B)`: left out with A or B too.
        uses = re.findall(r"\w+", title.split("(uses", 1)[1]) if "(uses" in title else []
        if not own & ({name} | {use for use in uses if use[0].isupper()}):
            kept.append(rest)
    return "\n".join(kept)


TOP_LEVEL_NAME = re.compile(
    r"(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)*"
    r"(?:class|struct|enum|actor|protocol|typealias|extension|func)\s+(\w+)")


def groups(blocks, apple):
    """Blocks that can share one compiler run: the same prelude, and no block that declares a
    name at the top of its file — or extends a type — that another one names. A block then
    meets only the prelude and what it declares itself, as when checked alone."""
    result = []
    for block in blocks:
        chain = block.chain()
        prelude = prelude_for(chain, apple, block.module)
        declares = {name for code in chain for name in TOP_LEVEL_NAME.findall(code)}
        names = {name for code in chain for name in re.findall(r"\b[A-Za-z_]\w*\b", code)}
        if any("@main" in code for code in chain):  # one entry point per module
            declares.add("@main")
            names.add("@main")
        for group in result:
            if group["prelude"] == prelude and not (
                declares & group["names"] or names & group["declares"]
            ):
                break
        else:
            group = {"prelude": prelude, "declares": set(), "names": set(), "blocks": []}
            result.append(group)
        group["declares"] |= declares
        group["names"] |= names
        group["blocks"].append(block)
    return result


def typecheck(prelude, sources, flags, apple):
    """Type-checks the prelude and the sources (one file each) in one module; returns the
    error lines."""
    with tempfile.TemporaryDirectory() as work:
        files = [pathlib.Path(work, "Prelude.swift")]
        files[0].write_text(prelude)
        for index, source in enumerate(sources):
            files.append(pathlib.Path(work, f"Block{index}.swift"))
            files[-1].write_text(source)
        result = subprocess.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-D", "DEBUG", *flags,
             *map(str, files)],
            capture_output=True, text=True)
        errors = [line for line in result.stderr.split("\n") if "error:" in line]
        if result.returncode != 0 and not errors:
            errors = result.stderr.strip().split("\n")[-3:] or ["the compiler failed"]
        return errors


def imports_for(block, apple):
    """The modules a block's file imports: the docs' app's, and the module whose doc comment
    holds the block (a host author's `WayfinderHosting`, an adapter)."""
    own = [block.module] if block.module and block.module in LIBRARIES else []
    if not apple:
        return IMPORTS + [name for name in own if name not in IMPORTS]
    code = "\n".join(block.chain())
    imports = (
        APPLE_IMPORTS + (UIKIT_IMPORTS if UIKIT.search(code) else [])
        + (SWIFTUI_IMPORTS if SWIFTUI.search(code) else []))
    return imports + [name for name in own if name not in imports]


def check_group(group, flags, apple):
    groups_blocks = group["blocks"]
    empty = [block for block in groups_blocks if not top_level_items(block.code)]
    group["blocks"] = [block for block in groups_blocks if block not in empty]
    checked = check_nonempty(group, flags, apple) if group["blocks"] else []
    # A block of modifiers only (`.onOpenURL { … }`) has nothing to compile: an excerpt.
    return checked + [(block, ["error: nothing to check; an excerpt is marked a fragment"])
                      for block in empty]


def check_nonempty(group, flags, apple):
    """Each block of the group and its errors: checked together, and alone when that fails."""
    blocks = group["blocks"]
    sources = [
        wrapped(block.chain(), imports_for(block, apple), str(index))
        for index, block in enumerate(blocks)
    ]
    if not typecheck(group["prelude"], sources, flags, apple):
        return [(block, []) for block in blocks]
    return [
        (block, typecheck(prelude_for(block.chain(), apple, block.module),
                          [wrapped(block.chain(), imports_for(block, apple))],
                          flags, apple))
        for block in blocks
    ]


def main():
    arguments = sys.argv[1:]
    extra = arguments[arguments.index("--") + 1:] if "--" in arguments else []
    options = arguments[:arguments.index("--")] if "--" in arguments else arguments
    verbose = "--verbose" in options
    only = [option for option in options if not option.startswith("--")]
    apple = "--apple" in options
    if not MODULES.is_dir():
        sys.exit("doc-snippets: run `swift build --package-path Examples` first"
                 " (no Examples/.build/debug/Modules)")
    flags = extra if apple else ["-I", str(MODULES), *C_MODULES]
    passed = failed = fragments = skipped = 0
    checked = []
    in_articles = in_comments = 0
    for block in blocks():
        if only and not any(str(block.path).startswith(prefix) for prefix in only):
            continue
        if block.is_apple() != apple:
            skipped += 1
            continue
        if block.module:
            in_comments += 1
        else:
            in_articles += 1
        if block.marker == "fragment":
            fragments += 1
        else:
            checked.append(block)
    workers = max(1, os.cpu_count() or 1)
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        runs = pool.map(lambda group: check_group(group, flags, apple), groups(checked, apple))
        results = dict((id(block), errors) for run in runs for block, errors in run)
    for block in checked:
        errors = results[id(block)]
        if not errors:
            passed += 1
            continue
        failed += 1
        first = errors[0].split("error:", 1)[-1].strip()
        print(f"FAIL {block.path}:{block.line}: {first}")
        if verbose:
            for error in errors[:6]:
                print(f"     {error}")
    where = f"({in_articles} in the README and articles, {in_comments} in doc comments)"
    if apple:
        print(
            f"doc snippets (UIKit and SwiftUI, against the stand-ins): {passed} compile, "
            f"{failed} fail, {fragments} marked fragments {where}")
    else:
        print(
            f"doc snippets: {passed} compile, {failed} fail, {fragments} marked fragments, "
            f"{skipped} for the Apple check {where}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
