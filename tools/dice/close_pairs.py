#!/usr/bin/python3
"""Pairs of dice the C++ pip reader reports closer than the larger detected size, and two cues
that might tell a second peak on one die from two touching dice (docs/accuracy.md, "Second peaks,
looked at again", 2026-12-02):

- the face network's reading of a crop centred between the two (a crop of one die if they are
  one, of an edge between two if they are two), and
- the detector's heat map along the segment between them: its lowest value between the ends
  over the weaker end (a ridge on one die, a dip between two).

  /usr/bin/python3 tools/dice/close_pairs.py --dir FOLDER [--reader build/companion/cli/scriptorium]
  /usr/bin/python3 tools/dice/close_pairs.py --part dev

A pair is "two" when each report matches a labelled die of its own (matched one to one, as
vision/dice/dice_evaluation.cpp matches), else "one": at least one of them is a false report,
on the tuning scenes a second peak on the other's die.
"""
import argparse
import math
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import evaluate  # noqa: E402
import realset  # noqa: E402


def heat_map(det, img):
    """The detector's centre heat map as evaluate.detect computes it, and the image's scale to it."""
    h, w = img.shape[:2]
    s = evaluate.DET_IN / max(h, w)
    rw, rh = max(1, round(w * s)), max(1, round(h * s))
    r = evaluate.shrink_area(img, rw, rh) if s < 1 else cv2.resize(img, (rw, rh), interpolation=cv2.INTER_LINEAR)
    iw, ih = -(-rw // evaluate.PAD) * evaluate.PAD, -(-rh // evaluate.PAD) * evaluate.PAD
    inp = np.zeros((ih, iw, 3), np.uint8)
    inp[:] = [int(round(v)) for v in cv2.mean(r)[:3]]
    inp[:rh, :rw] = r
    det.setInput(cv2.dnn.blobFromImage(inp, 1 / 255., (iw, ih), (127.5, 127.5, 127.5)))
    return (1 / (1 + np.exp(-det.forward()[0][0]))).astype(np.float32), s


def heat_at(heat, scale, x, y):
    """The heat map bilinearly at image point (x, y) (cell k's centre is (k + 0.5) x STRIDE)."""
    g = (float(x * scale / evaluate.STRIDE - 0.5), float(y * scale / evaluate.STRIDE - 0.5))
    return float(cv2.getRectSubPix(heat, (1, 1), g)[0, 0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir")
    ap.add_argument("--part", choices=realset.PARTS, default=realset.DEV)
    ap.add_argument("--reader", default=evaluate.READER)
    ap.add_argument("--models", default=evaluate.MODELS)
    args = ap.parse_args()
    cv2.setNumThreads(1)
    det = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_detector.onnx"))
    fnet = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_faces.onnx"))
    data = evaluate.load(args)
    rows = []
    for (path, dice), (_, reports) in zip(data, evaluate.read_with_reader(args.reader, data)):
        matched = {i: t for t, i in evaluate.match(dice, reports)}
        img, heat = None, None
        for a, b in evaluate.close_pairs(reports):
            (ax, ay, sa), (bx, by, sb) = reports[a], reports[b]
            size = max(sa, sb)
            if img is None:
                img = cv2.imread(path)
                heat = heat_map(det, img)
            two = a in matched and b in matched
            mid = evaluate.crop(img, (ax + bx) / 2, (ay + by) / 2, evaluate.CROP_SCALE * size)
            p = evaluate.probabilities(fnet, [mid], evaluate.CROP)[0]
            along = [heat_at(*heat, ax + t * (bx - ax), ay + t * (by - ay)) for t in np.linspace(0, 1, 11)]
            rows.append(("two" if two else "one", math.hypot(bx - ax, by - ay) / size, p[0], p[1:].max(),
                         min(along[1:-1]) / max(1e-6, min(along[0], along[-1])), os.path.basename(path)))
    print("pair  distance/size  middle: not-a-die  best value  heat dip/end  image")
    for r in sorted(rows, key=lambda r: r[1]):
        print(f"{r[0]:4}  {r[1]:13.2f}  {r[2]:17.3f}  {r[3]:10.3f}  {r[4]:12.3f}  {r[5]}")
    for kind in ("one", "two"):
        sel = [r for r in rows if r[0] == kind]
        if sel:
            print(f"{kind}: {len(sel)} pairs, distance {min(r[1] for r in sel):.2f}..{max(r[1] for r in sel):.2f}, "
                  f"middle not-a-die at most {max(r[2] for r in sel):.3f}, "
                  f"heat dip/end {min(r[4] for r in sel):.2f}..{max(r[4] for r in sel):.2f}")


if __name__ == "__main__":
    main()
