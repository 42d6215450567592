#!/usr/bin/python3
"""A copy of a labelled dice folder (the real-d6 label format) as another camera would have taken
it: each photo changed in the order given, written as PNG so that no change but the named ones is
made, and its labels scaled with it. `scriptorium dice eval OUT --part heldout` then reads it as
it reads the original (docs/accuracy.md, "Other cameras").

  /usr/bin/python3 tools/dice/camera_changes.py ../shared/datasets/real-d6/train /tmp/half-q75 scale:0.5 jpeg:75

Changes: scale:F (area averaging), jpeg:Q (encoded and decoded at quality Q), gain:F (all
channels), cast:B,G,R (a gain per channel: a coloured lamp), blur:S (Gaussian, sigma S pixels).
"""
import argparse
import glob
import json
import os

import cv2
import numpy as np


def parse_change(text):
    kind, _, value = text.partition(":")
    if kind not in ("scale", "jpeg", "gain", "cast", "blur") or not value:
        raise argparse.ArgumentTypeError(f"{text!r}: not scale:F, jpeg:Q, gain:F, cast:B,G,R or blur:S")
    try:
        numbers = [float(v) for v in value.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: {value!r} is not a number") from None
    if len(numbers) != (3 if kind == "cast" else 1) or min(numbers) <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: wrong count of values, or one not above 0")
    return kind, numbers


def changed(image, label, changes):
    for kind, v in changes:
        if kind == "scale":
            image = cv2.resize(image, None, fx=v[0], fy=v[0], interpolation=cv2.INTER_AREA)
            for die in label["dice"]:
                die["box"] = [x * v[0] for x in die["box"]]
                die["center"] = [x * v[0] for x in die["center"]]
        elif kind == "jpeg":
            _, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, int(v[0])])
            image = cv2.imdecode(data, cv2.IMREAD_COLOR)
        elif kind == "gain":
            image = np.clip(image.astype(np.float32) * v[0], 0, 255).astype(np.uint8)
        elif kind == "cast":
            image = np.clip(image.astype(np.float32) * np.array(v, np.float32), 0, 255).astype(np.uint8)
        elif kind == "blur":
            image = cv2.GaussianBlur(image, (0, 0), v[0])
    label["width"], label["height"] = image.shape[1], image.shape[0]
    return image


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source", help="labelled folder: IMAGE files with NAME.json labels beside them")
    ap.add_argument("out", help="folder to write (created)")
    ap.add_argument("changes", nargs="+", type=parse_change, help="scale:F jpeg:Q gain:F cast:B,G,R blur:S")
    args = ap.parse_args()
    labels = sorted(glob.glob(os.path.join(args.source, "*.json")))
    if not labels:
        ap.error(f"{args.source}: no labels (*.json)")
    os.makedirs(args.out, exist_ok=True)
    for path in labels:
        with open(path) as f:
            label = json.load(f)
        image = cv2.imread(os.path.join(args.source, label["image"]), cv2.IMREAD_COLOR)
        if image is None:
            ap.error(f"{path}: cannot read its image {label['image']!r}")
        image = changed(image, label, args.changes)
        label["image"] = os.path.splitext(label["image"])[0] + ".png"
        cv2.imwrite(os.path.join(args.out, label["image"]), image)
        with open(os.path.join(args.out, os.path.basename(path)), "w") as f:
            json.dump(label, f)


if __name__ == "__main__":
    main()
