#!/usr/bin/python3
"""Milliseconds per layer of an ONNX network in OpenCV dnn on one core (Net.getPerfProfile, the
mean of `--runs` forwards), to see where a reader's time goes (docs/performance.md).

  /usr/bin/python3 tools/dice/profile_layers.py data/models/numeral_faces.onnx --batch 12 --side 64
  /usr/bin/python3 tools/dice/profile_layers.py data/models/numeral_detector.onnx --size 320x240
"""
import argparse

import cv2
import numpy as np


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("--batch", type=int, default=1, help="crops per forward")
    ap.add_argument("--side", type=int, help="square input of this side (a classifier's crop)")
    ap.add_argument("--size", default="320x240", help="WxH input when --side is not given (a detector's)")
    ap.add_argument("--runs", type=int, default=30)
    args = ap.parse_args()
    cv2.setNumThreads(1)
    w, h = (args.side, args.side) if args.side else map(int, args.size.split("x"))
    net = cv2.dnn.readNetFromONNX(args.model)
    net.setInput(np.random.default_rng(0).random((args.batch, 3, h, w), dtype=np.float32))
    net.forward()  # the first forward allocates
    total = None
    for _ in range(args.runs):
        net.forward()
        per_layer = np.array(net.getPerfProfile()[1], float).ravel()
        total = per_layer if total is None else total + per_layer
    ms = total / args.runs / (cv2.getTickFrequency() / 1000)
    for name, t in zip(net.getLayerNames(), ms):
        print(f"{name:48s} {t:7.3f} ms")
    print(f"{'all layers':48s} {ms.sum():7.3f} ms")


if __name__ == "__main__":
    main()
