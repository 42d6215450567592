#!/usr/bin/python3
"""A learnt test for two reports closer than a die: one die (a second detector peak on it) or two
touching dice (docs/accuracy.md, "A learnt test for two reports on one die", 2026-12-03).

  /usr/bin/python3 tools/dice/pair_test.py train [--touching-sets] [--crop N] --out DIR   # DIR/dice_pair.onnx
  /usr/bin/python3 tools/dice/pair_test.py measure [--crop N] [--same-value] --model DIR/dice_pair.onnx
      --dir FOLDER | --part dev

The network sees a CROP x CROP crop (--crop, PAIR_CROP by default) centred between the two
reports, turned so that they lie side by side on a horizontal line, of side (distance +
PAIR_MARGIN x the larger size): both dice and a little of what is around them. Output: 2 logits,
0 = one die, 1 = two dice.

Training pairs: the committed reader's candidates (the Python replica's detections at the pip
reader's min_peak 0.15 that its face model calls a die), every two closer than the larger size,
in generated scenes of seeds used nowhere else (PAIR_SETS) and the development day's photos; a
pair is "two" when each report matches a labelled die of its own (evaluate.match), else "one".
`measure` applies the network to the pairs the C++ reader reports (`scriptorium dice read
--json`) closer than the larger size, dropping the less sure report of each pair it calls one
die, surest reports first as the reader's second_peaks does (by the reported confidence: the
reader's P(die) x value probability is not in its JSON), and counts the dropped reports that were
false, those that matched a labelled die, and the labelled dice no report kept matches any more.
"""
import argparse
import math
import os
import sys
import time

import cv2
import numpy as np
import torch

sys.path.insert(0, os.path.dirname(__file__))
import evaluate  # noqa: E402
import realset  # noqa: E402
import train  # noqa: E402

ROOT = train.ROOT
PAIR_CROP, PAIR_MARGIN = 48, 1.25
MIN_PEAK = 0.15  # DiceModels::pip_d6's
# (folder, first seed, count, width, height, extra vision_scene_dump flags): disjoint from every
# seed the tests and the tuning sets use (docs/accuracy.md).
PAIR_SETS = [("p640-glassy", 320000, 1500, 640, 640, ["--materials", "0.5,0.5"]),
             ("p640", 330000, 600, 640, 640, []),
             ("p1280", 340000, 200, 1280, 960, [])]
# With --touching-sets (docs/accuracy.md, "The pair test again"): eight dice in ten touching a neighbour.
TOUCHING_SETS = [("p640-glassy-touching", 350000, 1500, 640, 640, ["--materials", "0.5,0.5", "--touching", "0.8"]),
                 ("p640-touching", 360000, 500, 640, 640, ["--touching", "0.8"])]


def pair_crop(img, a, b, size, out=PAIR_CROP):
    """The crop between reports a and b ((x, y)), the axis a -> b turned to point right: the face
    crop (train.face_crop) around their midpoint of side (distance + PAIR_MARGIN x size)."""
    (ax, ay), (bx, by) = a, b
    side = math.hypot(bx - ax, by - ay) + PAIR_MARGIN * size
    angle = math.degrees(math.atan2(by - ay, bx - ax))
    return train.face_crop(img, (ax + bx) / 2, (ay + by) / 2, side, angle, out)


def mine_pairs(det, fnet, data):
    """[(image, a, b, size, two)] of the reader's candidates (see the module's comment)."""
    out = []
    for path, dice in data:
        img = cv2.imread(path)
        d = evaluate.detect(det, img, MIN_PEAK)
        pr = evaluate.faces(fnet, img, d, second_turn_below=evaluate.SECOND_TURN_BELOW)
        reports = [q for q, p in zip(d, pr) if 1 - p[0] >= evaluate.MIN_DIE]
        matched = {i for _, i in evaluate.match(dice, reports)}
        for i, j in evaluate.close_pairs(reports):
            out.append((img, reports[i][:2], reports[j][:2], max(reports[i][2], reports[j][2]),
                        int(i in matched and j in matched)))
    return out


def train_model(pairs, steps, seed, crop, batch=64):
    """train.Faces (deep, two classes) on the pair crops, each batch half one-die pairs and half
    two-dice ones, the ends jittered, mirrored and turned end for end at random."""
    train.seed_all(seed)
    rng = np.random.default_rng(seed)
    by_label = [[p for p in pairs if p[4] == k] for k in (0, 1)]

    def next_batch():
        xs, ys = [], []
        for n in range(batch):
            label = n % 2
            img, a, b, size, _ = by_label[label][rng.integers(len(by_label[label]))]
            j = 0.04 * size
            a = (a[0] + rng.normal(0, j), a[1] + rng.normal(0, j))
            b = (b[0] + rng.normal(0, j), b[1] + rng.normal(0, j))
            if rng.random() < 0.5:
                a, b = b, a
            c = pair_crop(img, a, b, size * rng.uniform(0.9, 1.1), crop)
            if rng.random() < 0.5:
                c = cv2.flip(c, 0)
            xs.append(train.to_tensor(train.photometric(c, rng, strong=True)))
            ys.append(label)
        return xs, ys

    return train.fit_classifier(train.DeepFaces(2), next_batch, steps, "pairs", time.time(), log_every=250)


def p_one(net, img, a, b, size, crop):
    """P(one die) of a pair, averaged over the crop and its mirror image across the axis."""
    c = pair_crop(img, a, b, size, crop)
    return float(evaluate.probabilities(net, [c, cv2.flip(c, 0)], crop)[:, 0].mean())


def read_value(report):
    """A report's value, or its best guess where the reader is unsure (dice read --json)."""
    return report["value"] if report.get("value") is not None else report.get("best_guess")


def measure(args):
    net = cv2.dnn.readNetFromONNX(args.model)
    data = evaluate.load(args)
    counts = {t: dict(false_dropped=0, true_dropped=0, dice_lost=0) for t in args.thresholds}
    false_reports = total_reports = 0
    rows = []
    for (path, dice), (reported, reports) in zip(data, evaluate.read_with_reader(args.reader, data)):
        matched = {i for _, i in evaluate.match(dice, reports)}
        total_reports += len(reports)
        false_reports += len(reports) - len(matched)
        pairs = evaluate.close_pairs(reports)
        if not pairs:
            continue
        img = cv2.imread(path)
        p = {(i, j): p_one(net, img, reports[i][:2], reports[j][:2], max(reports[i][2], reports[j][2]), args.crop)
             for i, j in pairs}
        for (i, j), q in p.items():
            rows.append((q, "two" if i in matched and j in matched else "one", os.path.basename(path)))
        order = sorted(range(len(reports)), key=lambda i: -reported[i].get("confidence", 0.0))
        values = [read_value(d) for d in reported]

        def one_die(i, k, t):
            q = p.get((min(i, k), max(i, k)), 0.0)
            return q >= t and (not args.same_value or values[i] == values[k])

        for t in args.thresholds:
            kept = []
            for i in order:
                if any(one_die(i, k, t) for k in kept):
                    counts[t]["true_dropped" if i in matched else "false_dropped"] += 1
                else:
                    kept.append(i)
            # A dropped report that matched may leave its die to the kept one of the pair.
            counts[t]["dice_lost"] += len(matched) - len(evaluate.match(dice, [reports[i] for i in kept]))
    for q, kind, name in sorted(rows):
        print(f"{kind:4} P(one) {q:.3f}  {name}")
    print(f"images {len(data)} reports {total_reports} false {false_reports} "
          f"close pairs {len(rows)}")
    for t in args.thresholds:
        print(f"P(one) >= {t}: false reports dropped {counts[t]['false_dropped']}, "
              f"matching reports dropped {counts[t]['true_dropped']}, "
              f"labelled dice no longer found {counts[t]['dice_lost']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    tr = sub.add_parser("train")
    tr.add_argument("--out", required=True)
    tr.add_argument("--synth-dir", default="/tmp/scriptorium-pair-train")
    tr.add_argument("--scene-dump", default=os.path.join(ROOT, "build", "tests", "vision", "vision_scene_dump"))
    tr.add_argument("--models", default=evaluate.MODELS, help="the detector and face model whose pairs are learnt")
    tr.add_argument("--steps", type=int, default=4000)
    tr.add_argument("--seed", type=int, default=1)
    tr.add_argument("--touching-sets", action="store_true",
                    help="also learn the pairs of TOUCHING_SETS (the second and third tries; the first learnt "
                         "PAIR_SETS only)")
    ms = sub.add_parser("measure")
    ms.add_argument("--model", required=True)
    ms.add_argument("--dir")
    ms.add_argument("--part", choices=realset.PARTS, default=realset.DEV)
    ms.add_argument("--reader", default=evaluate.READER)
    ms.add_argument("--thresholds", type=float, nargs="+", default=[0.5, 0.7, 0.9])
    ms.add_argument("--same-value", action="store_true",
                    help="drop a report only where both of the pair read the same value (the best guess if unsure)")
    for p in (tr, ms):
        p.add_argument("--crop", type=int, default=PAIR_CROP, help="the crop's side, pixels (the model's input)")
    args = ap.parse_args()
    cv2.setNumThreads(1)
    torch.set_num_threads(1)
    if args.cmd == "measure":
        measure(args)
        return
    det = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_detector.onnx"))
    fnet = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_faces.onnx"))
    t0 = time.time()
    pairs = mine_pairs(det, fnet, realset.load(realset.DEV))
    for name, first, count, w, h, flags in PAIR_SETS + (TOUCHING_SETS if args.touching_sets else []):
        pairs += mine_pairs(det, fnet, train.render_scenes(os.path.join(args.synth_dir, name), first, count, w, h,
                                                           flags, args.scene_dump))
        print(f"{name}: {len(pairs)} pairs so far, {sum(1 - p[4] for p in pairs)} one-die ({time.time() - t0:.0f}s)",
              flush=True)
    model = train_model(pairs, args.steps, args.seed, args.crop)
    train.export(model, (1, 3, args.crop, args.crop), args.out, "dice_pair.onnx")


if __name__ == "__main__":
    main()
