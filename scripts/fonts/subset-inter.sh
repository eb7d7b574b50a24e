#!/usr/bin/env bash
# Regenerates src/app/fonts/inter-latin-400-800.woff2 from the npm package's latin file: the
# weight axis cut to the weights the site uses (400 to 800); the characters of Latin-1 (every
# accented letter of a Western European name) and the punctuation and symbols the copy uses; the
# OpenType features a browser applies by default, less Inter's contextual alternates (`calt`: an
# arrow from "->", a colon raised between figures), plus tabular figures for the admin's numbers.
# A character outside the set is drawn from the fallback font. 47.1 KB -> 22.2 KB. The font is on
# the path to the largest paint (decision 014), so every KB counts. Needs fonttools (Debian:
# apt-get install fonttools). Not run by the build: the output is committed, so building needs no
# Python.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source="$root/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
out="$root/src/app/fonts/inter-latin-400-800.woff2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:800 -o "$work/cut.ttf"
# Basic Latin, Latin-1, dotless i, Œ œ, dashes, quotes, bullet, ellipsis, euro, trade mark, minus.
characters='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2212'
pyftsubset "$work/cut.ttf" --unicodes="$characters" \
  --layout-features='kern,liga,ccmp,locl,mark,mkmk,tnum' \
  --flavor=woff2 --output-file="$out"
cp "$root/node_modules/@fontsource-variable/inter/LICENSE" "$root/src/app/fonts/Inter-LICENSE.txt"
ls -l "$out"
