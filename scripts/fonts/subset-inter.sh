#!/usr/bin/env bash
# Regenerates src/app/fonts/inter-latin-400-800.woff2 from the npm package's latin file: the
# weight axis cut to the weights the site uses (400 to 800) and only the OpenType features a
# browser applies by default plus tabular figures (the admin's numbers). Every glyph is kept.
# 47.1 KB -> 32.0 KB. Needs fonttools (Debian: apt-get install fonttools). Not run by the build:
# the output is committed, so building needs no Python.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source="$root/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
out="$root/src/app/fonts/inter-latin-400-800.woff2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:800 -o "$work/cut.ttf"
pyftsubset "$work/cut.ttf" --unicodes='*' \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum' \
  --flavor=woff2 --output-file="$out"
cp "$root/node_modules/@fontsource-variable/inter/LICENSE" "$root/src/app/fonts/Inter-LICENSE.txt"
ls -l "$out"
