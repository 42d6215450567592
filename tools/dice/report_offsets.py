#!/usr/bin/python3
"""How far the C++ reader's reports lie from the labelled dice's centres, in dice sizes
(docs/accuracy.md, "The pair test at a finer crop", 2026-12-03):

  /usr/bin/python3 tools/dice/report_offsets.py --dir FOLDER [--dir FOLDER ...]
  /usr/bin/python3 tools/dice/report_offsets.py --part dev

For each report matching a labelled die (evaluate.match, as vision/dice/dice_evaluation.cpp
matches): the distance between the two centres over the die's labelled size. Prints the median,
the 95th and 99th percentiles, the largest, how many lie beyond 0.2, and how many of those the
reader misread.
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import evaluate  # noqa: E402
import realset  # noqa: E402
import train  # noqa: E402

FAR = 0.2  # a report this many sizes off lies nearer an edge of its die than its centre


def offsets(reader, data):
    """[(offset, misread)] of every report of `reader` that matches a labelled die of `data`."""
    found = []
    for (_, dice), (reported, reports) in zip(data, evaluate.read_with_reader(reader, data)):
        for t, i in evaluate.match(dice, reports):
            x, y, size, value = dice[t][:4]
            found.append((math.hypot(x - reports[i][0], y - reports[i][1]) / size,
                          str(reported[i].get("value")) != str(value)))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", action="append", default=[])
    ap.add_argument("--part", choices=realset.PARTS, default=realset.DEV)
    ap.add_argument("--reader", default=evaluate.READER)
    args = ap.parse_args()
    sets = [(d, train.load_dir(d)) for d in args.dir] or [(args.part, realset.load(args.part))]
    for name, data in sets:
        found = sorted(offsets(args.reader, data))
        o = [f for f, _ in found]
        n = len(o)
        far = [misread for f, misread in found if f > FAR]
        print(f"{name}: {n} dice matched, offset / size median {o[n // 2]:.3f}, 95th {o[int(n * 0.95)]:.3f}, "
              f"99th {o[int(n * 0.99)]:.3f}, largest {o[-1]:.3f}; beyond {FAR}: {len(far)}, {sum(far)} misread")


if __name__ == "__main__":
    main()
