#!/usr/bin/env python3
"""Type-checks the Swift code blocks of the README and the DocC articles against the built
modules (issue 30, item 1), and reports which compile.

    Scripts/doc-snippets.py            a line per block that fails, and a summary
    Scripts/doc-snippets.py --verbose  the compiler's first errors for each failure

Needs `swift build` first (it reads `.build/debug/Modules`). Each block is checked alone, with
`Scripts/doc-snippets-prelude.swift`: the app types the docs use (`AppRoute`, `Tab`, `Book`…),
each left out when the block declares its own. A block of declarations is checked as a file; a
block with statements is wrapped in a `@MainActor` function inside an extension of a flow, where
the docs' `try push(…)` and `try start(…)` are written. Blocks importing UIKit or SwiftUI are
the Apple check's (`Scripts/check-apple.sh`), not this one's. A block that is a fragment by
design says so on the line before it: `<!-- fragment -->`.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ROOT / ".build/debug/Modules"
PRELUDE = ROOT / "Scripts/doc-snippets-prelude.swift"
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*(public |private |fileprivate |internal |open |final |nonisolated )*"
    r"(class|struct|enum|extension|protocol|actor|func|typealias|import|let|var|#if|#endif|@main)\b"
)
APPLE = re.compile(
    r"^\s*import (UIKit|SwiftUI)|some View|\b(UIKitDriver|SwiftUIDriver|UIViewController|UIScene|"
    r"UIWindow|TabView|NavigationSplitView|NavigationStack|SwiftUIWindows|UIKitWindows|UIApplication|"
    r"TabContainer|SplitContainer)\b", re.M)
DECLARED = re.compile(r"\b(?:class|struct|enum|actor|protocol|typealias)\s+([A-Z]\w*)")


# The C modules the packages' Swift modules import (FlyingFox's CSystemLinux, under the
# inspector's server), as SwiftPM passes them.
C_MODULES = [
    flag
    for path in sorted((ROOT / ".build/checkouts/FlyingFox").glob("*/include/module.modulemap"))
    for flag in ("-Xcc", f"-fmodule-map-file={path}")
]


def blocks():
    files = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    for path in files:
        lines = path.read_text().split("\n")
        index = 0
        while index < len(lines):
            if lines[index].strip() == "```swift":
                fragment = index > 0 and lines[index - 1].strip() == "<!-- fragment -->"
                start = index + 1
                end = start
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                yield path.relative_to(ROOT), start + 1, "\n".join(lines[start:end]), fragment
                index = end
            index += 1


def prelude_for(code):
    """The prelude's declarations, without those the block makes itself."""
    text = PRELUDE.read_text()
    own = set(DECLARED.findall(code))
    parts = re.split(r"(?m)^// MARK: ", text)
    kept = [parts[0]]
    for part in parts[1:]:
        name = part.split("\n", 1)[0].strip()
        if name not in own:
            kept.append(part.split("\n", 1)[1])
    return "\n".join(kept)


IMPORTS = (
    "import Foundation\nimport Logging\nimport Testing\nimport Wayfinder\n"
    "import WayfinderTesting\nimport WayfinderTerminal\nimport WayfinderInspector\n"
)
FLOW_VERB = re.compile(
    r"(^|[\s{(])(try )?(await )?(self\.)?(push|start|present|select|finish|cancel|setStack|"
    r"pop|popToRoot|dismiss|result|presentAgain|setRoot|replaceStack|task|onFinish)\(",
    re.M)


def wrapped(code):
    """The block as a file: declarations as they are, statements inside a function — a flow's
    method when they call the flow's verbs (`try push(…)`), else a free function."""
    top = [line for line in code.split("\n") if line and not line[0].isspace()]
    statements = [
        line for line in top
        if not DECLARATION.match(line) and not line.startswith(("//", "}", ")", "]", "."))
    ]
    lines = code.split("\n")
    own_imports = "\n".join(line for line in lines if line.startswith("import "))
    body = "\n".join(line for line in lines if not line.startswith("import "))
    if not statements:
        return IMPORTS + own_imports + "\n" + body + "\n"
    if FLOW_VERB.search("\n".join(statements)):
        return (
            f"{IMPORTS}{own_imports}\nextension DocFlow {{\n"
            f"  @MainActor func snippet() async throws {{\n{body}\n  }}\n}}\n")
    return f"{IMPORTS}{own_imports}\n@MainActor func snippet() async throws {{\n{body}\n}}\n"


def check(code):
    with tempfile.TemporaryDirectory() as work:
        prelude = pathlib.Path(work, "Prelude.swift")
        prelude.write_text(prelude_for(code))
        block = pathlib.Path(work, "Block.swift")
        block.write_text(wrapped(code))
        result = subprocess.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
             "-I", str(MODULES), *C_MODULES, str(prelude), str(block)],
            capture_output=True, text=True)
        errors = [line for line in result.stderr.split("\n") if "error:" in line]
        return result.returncode == 0, errors


def main():
    verbose = "--verbose" in sys.argv
    if not MODULES.is_dir():
        sys.exit("doc-snippets: run `swift build` first (no .build/debug/Modules)")
    passed = failed = apple = fragments = 0
    for path, line, code, fragment in blocks():
        if APPLE.search(code):
            apple += 1
            continue
        if fragment:
            fragments += 1
            continue
        ok, errors = check(code)
        if ok:
            passed += 1
            continue
        failed += 1
        first = errors[0].split("error:", 1)[1].strip() if errors else "failed"
        print(f"FAIL {path}:{line}: {first}")
        if verbose:
            for error in errors[:5]:
                print(f"     {error}")
    print(
        f"doc snippets: {passed} compile, {failed} fail, {fragments} marked fragments, "
        f"{apple} for the Apple check")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
