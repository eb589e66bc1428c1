#!/usr/bin/env python3
"""Type-checks the Swift code blocks of the README and the DocC articles against the built
modules (issue 30, item 1): every block compiles, or is marked as an excerpt.

    Scripts/doc-snippets.py            a line per block that fails, and a summary
    Scripts/doc-snippets.py --verbose  the compiler's first errors for each failure
    Scripts/doc-snippets.py --apple -- SWIFTC_FLAGS...
                                       the UIKit and SwiftUI blocks instead, against the
                                       stand-ins (Scripts/check-apple.sh runs it)

It exits non-zero when a block fails. Needs `swift build` first (it reads
`.build/debug/Modules`).

Each block is checked as part of the small app the docs are written in,
`Scripts/doc-snippets-prelude.swift` (`AppRoute`, `Tab`, `Book`, `AppFlow`, the `navigator` and
its test `host`…). A `// MARK: Name` part of it is left out when the block declares `Name`
itself, and a part marked `(uses the prelude's A)` when the block declares `A`. The Apple
blocks get `Scripts/doc-snippets-prelude-apple.swift` too, whose parts replace the core
prelude's of the same name. `#if DEBUG` code is checked: the docs' apps are debug builds.

A block is split into its top-level items. Types, `@Test` functions and free functions go to
the file as they are; statements (and their `let`s) go inside a `@MainActor` function — a
method of a flow when they call the flow's verbs (`try push(…)`, `try start(…)`). A block of a
flow's members (`override func handle(_:)`, a method that pushes) is checked inside a flow,
`Coordinator<AppRoute, Void>`.

Markers, on the line before the block:

    <!-- continues -->  the block goes on from the block before it in the same file, which is
                        checked with it (its types, and its statements, first)
    <!-- continues: Name -->
                        the same, from the nearest block before it that declares `Name` (a
                        type, a function or a constant)
    <!-- fragment -->   an excerpt that cannot stand alone, not checked; the text says so

Blocks that use UIKit or SwiftUI (or their adapters) are the Apple check's. Blocks that cannot
meet each other's declarations share one compiler run (a failing run is checked again block by
block), so the whole check takes seconds.
"""
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ROOT / ".build/debug/Modules"
PRELUDE = ROOT / "Scripts/doc-snippets-prelude.swift"
APPLE_PRELUDE = ROOT / "Scripts/doc-snippets-prelude-apple.swift"

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
    r"remove|tabFlow|setLayout|clearSelection)\(",
    re.M)

# The C modules the packages' Swift modules import (FlyingFox's CSystemLinux, under the
# inspector's server), as SwiftPM passes them.
C_MODULES = [
    flag
    for path in sorted((ROOT / ".build/checkouts/FlyingFox").glob("*/include/module.modulemap"))
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
    r"^\s*import UIKit|\b(UIKitDriver|UIKitWindows|UIViewController|UIWindow|UIScene|UIResponder|"
    r"UIApplication|TabContainer|SplitContainer|registerPopoverAnchor|BookKitty\w*Controller)\b",
    re.M)
UIKIT_IMPORTS = ["UIKit", "WayfinderUIKit", "BookKittyUIKit"]
SWIFTUI = re.compile(
    r"^\s*import SwiftUI|some (View|Scene)|\b(SwiftUIDriver|SwiftUIWindows|NavigationRootView|"
    r"WindowGroup|WindowSceneView|NavigationSplitView\w*|NavigationStack|TabView|popoverAnchor)\b",
    re.M)
SWIFTUI_IMPORTS = ["SwiftUI", "WayfinderSwiftUI"]


class Block:
    def __init__(self, path, line, code, marker, previous):
        self.path, self.line, self.code, self.marker = path, line, code, marker
        self.previous = previous

    def chain(self):
        """The codes checked together: those this block continues, then its own."""
        return (self.previous.chain() if self.previous else []) + [self.code]

    def is_apple(self):
        return any(UIKIT.search(code) or SWIFTUI.search(code) for code in self.chain())


def blocks():
    files = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    for path in files:
        lines = path.read_text().split("\n")
        earlier = []
        index = 0
        while index < len(lines):
            if lines[index].strip() == "```swift":
                indent = len(lines[index]) - len(lines[index].lstrip())
                before = lines[index - 1].strip() if index > 0 else ""
                marker = re.fullmatch(r"<!-- (fragment|continues)(: (\w+))? -->", before)
                start = index + 1
                end = start
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                code = "\n".join(line[indent:] for line in lines[start:end])
                previous = None
                if marker and marker.group(1) == "continues":
                    name = marker.group(3)
                    previous = next(
                        (block for block in reversed(earlier)
                         if not name or re.search(
                             rf"\b(class|struct|enum|actor|protocol|typealias|func|let|var)"
                             rf"\s+{name}\b", block.code)), None)
                    if previous is None:
                        sys.exit(f"{path}:{start}: no block before it to continue"
                                 + (f" declares {name}" if name else ""))
                block = Block(
                    path.relative_to(ROOT), start + 1, code, marker and marker.group(1),
                    previous)
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
        elif TYPE.match(line):
            kind = "type"
        elif MEMBER.match(line):
            kind = "member"
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


def prelude_for(chain, apple):
    """The prelude's declarations, without those the blocks make themselves. The Apple prelude's
    parts replace the core prelude's of the same name."""
    header, parts = prelude_parts(PRELUDE.read_text())
    if apple:
        apple_header, apple_parts = prelude_parts(APPLE_PRELUDE.read_text())
        replaced = {name for _, name, _ in apple_parts}
        header = header.replace("import Foundation\n", "") + apple_header
        parts = [part for part in parts if part[1] not in replaced] + apple_parts
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
        prelude = prelude_for(chain, apple)
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


def imports_for(chain, apple):
    if not apple:
        return IMPORTS
    code = "\n".join(chain)
    return (
        APPLE_IMPORTS + (UIKIT_IMPORTS if UIKIT.search(code) else [])
        + (SWIFTUI_IMPORTS if SWIFTUI.search(code) else []))


def check_group(group, flags, apple):
    """Each block of the group and its errors: checked together, and alone when that fails."""
    blocks = group["blocks"]
    sources = [
        wrapped(block.chain(), imports_for(block.chain(), apple), str(index))
        for index, block in enumerate(blocks)
    ]
    if not typecheck(group["prelude"], sources, flags, apple):
        return [(block, []) for block in blocks]
    return [
        (block, typecheck(prelude_for(block.chain(), apple),
                          [wrapped(block.chain(), imports_for(block.chain(), apple))],
                          flags, apple))
        for block in blocks
    ]


def main():
    arguments = sys.argv[1:]
    extra = arguments[arguments.index("--") + 1:] if "--" in arguments else []
    options = arguments[:arguments.index("--")] if "--" in arguments else arguments
    verbose = "--verbose" in options
    apple = "--apple" in options
    if not MODULES.is_dir():
        sys.exit("doc-snippets: run `swift build` first (no .build/debug/Modules)")
    flags = extra if apple else ["-I", str(MODULES), *C_MODULES]
    passed = failed = fragments = skipped = 0
    checked = []
    for block in blocks():
        if block.is_apple() != apple:
            skipped += 1
        elif block.marker == "fragment":
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
    if apple:
        print(
            f"doc snippets (UIKit and SwiftUI, against the stand-ins): {passed} compile, "
            f"{failed} fail, {fragments} marked fragments")
    else:
        print(
            f"doc snippets: {passed} compile, {failed} fail, {fragments} marked fragments, "
            f"{skipped} for the Apple check")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
