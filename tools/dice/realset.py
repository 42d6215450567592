"""The real-d6 photo set and its fixed development / held-out split.

The split is fixed before any tuning: files sorted by name, the first half (the photos of
2019-12-08) is the development part, the second half (2019-12-09) is held out and only ever
evaluated on. Training scripts must only call `load(DEV)`.
"""
import glob
import json
import os

DEFAULT_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "datasets", "real-d6", "train")
DEV, HELDOUT = "dev", "heldout"


def files(root=DEFAULT_DIR):
    return sorted(glob.glob(os.path.join(root, "*.json")))


def load(part, root=DEFAULT_DIR):
    """[(image_path, [(cx, cy, size, value), ...])] of one part of the split."""
    fs = files(root)
    half = len(fs) // 2
    chosen = fs[:half] if part == DEV else fs[half:]
    out = []
    for f in chosen:
        with open(f) as fh:
            label = json.load(fh)
        dice = [(d["center"][0], d["center"][1], max(d["box"][2], d["box"][3]), d["value"]) for d in label["dice"]]
        out.append((os.path.join(os.path.dirname(f), label["image"]), dice))
    return out
