"""The real-d6 photo set and its fixed splits.

Both splits were fixed before any tuning; files are sorted by name.
- By day: the first half (the photos of 2019-12-08) is the development part, the second half
  (2019-12-09) is held out. A model trained on DEV and read on HELDOUT meets a day, a tray and
  dice sets it never saw: the stricter measure.
  The committed models train on DEV.
- Two-fold cross-validation across the days: EVEN and ODD are the photos at even and odd
  positions in name order, so each fold holds half of each day (tried 2026-11-26 and not
  adopted: docs/accuracy.md). ODD_HELDOUT, the odd photos of the second day, is what neither a
  model trained on DEV nor one trained on EVEN has seen.
- Two inner folds of the development day: DEV_EVEN and DEV_ODD are its photos at even and odd
  positions, so a choice can be made on real photos not trained on without reading HELDOUT
  (since 2026-11-27).
Training scripts must never load the part they are measured on.
"""
import glob
import json
import os

DEFAULT_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "datasets", "real-d6", "train")
DEV, HELDOUT, EVEN, ODD, ODD_HELDOUT = "dev", "heldout", "even", "odd", "odd-heldout"
DEV_EVEN, DEV_ODD = "dev-even", "dev-odd"
PARTS = [DEV, HELDOUT, EVEN, ODD, ODD_HELDOUT, DEV_EVEN, DEV_ODD]


def files(root=DEFAULT_DIR):
    return sorted(glob.glob(os.path.join(root, "*.json")))


def chosen(fs, part):
    half = len(fs) // 2
    if part == DEV:
        return fs[:half]
    if part == HELDOUT:
        return fs[half:]
    if part == EVEN:
        return fs[0::2]
    if part == ODD:
        return fs[1::2]
    if part == ODD_HELDOUT:  # the odd files of the second day
        return [f for i, f in enumerate(fs) if i % 2 == 1 and i >= half]
    if part in (DEV_EVEN, DEV_ODD):  # the development day's photos at even or odd positions
        return fs[:half][0 if part == DEV_EVEN else 1::2]
    raise ValueError(f"unknown part {part}")


def load(part, root=DEFAULT_DIR):
    """[(image_path, [(cx, cy, size, value), ...])] of one part of a split."""
    out = []
    for f in chosen(files(root), part):
        with open(f) as fh:
            label = json.load(fh)
        dice = [(d["center"][0], d["center"][1], max(d["box"][2], d["box"][3]), d["value"]) for d in label["dice"]]
        out.append((os.path.join(os.path.dirname(f), label["image"]), dice))
    return out
