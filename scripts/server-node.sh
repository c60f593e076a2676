#!/usr/bin/env bash
# Runs a TypeScript entry point with Node set up as the server runs: `npm run serve` (and `npm start`),
# `npm run bench` (in-process and for its server processes) and `npm run test:stress` all come through here,
# so what is measured is what is served.
#
# - A 64 MB young generation: answers of several MB (1,000 articles per page) otherwise outgrow V8's
#   young generation, get promoted and are reclaimed by full collections (10-20 ms tails).
# - glibc keeps freed memory instead of handing it back to the kernel after each big answer: by default a
#   multi-MB allocation is a fresh mmap and the freed top of the heap is trimmed, so every large answer
#   page-faulted its buffers in anew (SQLite's result, then Node's copy of it). On this project's VM a first
#   touch costs ~10 µs per 4 KiB page, and that was most of a 1000-article answer's time (p50 17 -> 6 ms).
#   Allocations under 32 MiB (glibc's largest mmap threshold) come from the heap, and the heap is trimmed
#   only when 256 MiB lie free at its top.
set -euo pipefail
tunables='glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456'
export GLIBC_TUNABLES="${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}$tunables"
exec node --max-semi-space-size=64 --import tsx "$@"
