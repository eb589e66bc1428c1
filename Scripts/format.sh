#!/usr/bin/env bash
# Formats the sources in place with the toolchain's swift-format and the committed
# .swift-format; `Scripts/format.sh --lint` only checks, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources
  Scripts/doc-snippets-prelude.swift Scripts/doc-snippets-prelude-apple.swift
  Scripts/doc-snippets-prelude-terminal.swift Scripts/doc-snippets-prelude-swiftui.swift)
if [[ "${1:-}" == "--lint" ]]; then
  swift format lint --strict --parallel --recursive "${paths[@]}"
else
  swift format format --in-place --parallel --recursive "${paths[@]}"
fi
