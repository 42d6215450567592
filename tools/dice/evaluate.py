#!/usr/bin/python3
"""A Python replica of the C++ pip-d6 reader (vision/dice), to evaluate model files that are not
compiled in (cross-validation fold 2) and to sweep thresholds on the development data.

  /usr/bin/python3 tools/dice/evaluate.py --part heldout [--models DIR]
  /usr/bin/python3 tools/dice/evaluate.py --dir FOLDER   [--models DIR]      # e.g. dumped scenes
  /usr/bin/python3 tools/dice/evaluate.py --part dev --sweep                 # thresholds (dev only)

A dice_faces_second.onnx beside dice_faces.onnx in --models is the reader's second opinion for the
dice the first model reads unsurely (DiceReader::ask_second_opinion); `--second-model none` reads
with the first alone.

Matching and metrics as vision/dice/dice_evaluation.cpp: a reported die matches a labelled one
when its centre lies within half the labelled size; greedy, nearest first, one to one.

Not replicated: since 2026-11-26 the C++ pip reader merges second detector peaks on one die by
the up faces found around them (vision/dice/up_face.cpp, C++ only) and so takes candidates from
a heat-map peak of 0.15; this replica keeps the reader as it was before (0.3, nothing merged),
which reads the real photos the same (held out and development identical in C++) but reports
more second peaks on generated scenes. Compare models with it, not with the C++ figures.
"""
import argparse
import json
import math
import os
import subprocess
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import realset  # noqa: E402

MODELS = os.path.join(os.path.dirname(__file__), "..", "..", "data", "models")
READER = os.path.join(os.path.dirname(__file__), "..", "..", "build", "companion", "cli", "scriptorium")
DET_IN, STRIDE = 320, 4
PAD = STRIDE  # the detector's input padded to a multiple of this (train.HourglassDetector.PAD for that one)
DEDUPE = 0.45  # two candidates closer than this x the smaller size: keep the stronger
CROP, CROP_SCALE = 40, 1.25
# Defaults of vision/dice/dice_reader.hpp (min_peak as before 2026-11-26, see above; min_die the
# numeral models' and the pip reader's before 2026-12-04, since then DiceModels::pip_d6's is 0.8:
# pass --min-die 0.8 to replicate it; kept so the figures of docs/accuracy.md's tries reproduce).
MIN_PEAK, MIN_DIE, MIN_CONF = 0.3, 0.7, 0.4


def shrink_area(img, w, h):
    """vision/image/shrink.cpp: halved with area averaging while at least twice (w, h) and even,
    then one INTER_AREA resize."""
    while img.shape[1] >= 2 * w and img.shape[0] >= 2 * h and img.shape[1] % 2 == 0 and img.shape[0] % 2 == 0:
        img = cv2.resize(img, (img.shape[1] // 2, img.shape[0] // 2), interpolation=cv2.INTER_AREA)
    return img if img.shape[:2] == (h, w) else cv2.resize(img, (w, h), interpolation=cv2.INTER_AREA)


def detect(det, img, thr, square=False):
    """DiceDetector::detect: [(cx, cy, size, score)], strongest first, duplicates removed.
    square=True: the square letterbox the reader used before 2026-11-24 (train.py's candidate
    mining keeps it, so the committed face model reproduces)."""
    h, w = img.shape[:2]
    s = DET_IN / max(h, w)
    rw, rh = max(1, round(w * s)), max(1, round(h * s))
    if s < 1 and not square:  # as the reader since 2026-11-27; square=True keeps training's mining as it was
        r = shrink_area(img, rw, rh)
    else:
        r = cv2.resize(img, (rw, rh), interpolation=cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR)
    iw, ih = -(-rw // PAD) * PAD, -(-rh // PAD) * PAD  # padded to the stride (or PAD) only
    if square:
        iw = ih = DET_IN
    inp = np.zeros((ih, iw, 3), np.uint8)
    inp[:] = [int(round(v)) for v in cv2.mean(img if square else r)[:3]]
    inp[:rh, :rw] = r
    det.setInput(cv2.dnn.blobFromImage(inp, 1 / 255., (iw, ih), (127.5, 127.5, 127.5)))
    out = det.forward()[0]
    heat = 1 / (1 + np.exp(-out[0]))
    size = out[1]
    gy, gx = heat.shape
    mx = cv2.dilate(heat, np.ones((3, 3)))
    ys, xs = np.where((heat >= thr) & (heat == mx))
    res = []
    for y, x in zip(ys, xs):
        if out.shape[0] == 4:  # an offset head (train.Detector(offsets=True)): the centre from the peak cell
            cx = (x + out[2, y, x] + 0.5) * STRIDE / s
            cy = (y + out[3, y, x] + 0.5) * STRIDE / s
        else:
            y0, y1, x0, x1 = max(0, y - 1), min(gy, y + 2), max(0, x - 1), min(gx, x + 2)
            win = heat[y0:y1, x0:x1]
            yy, xx = np.mgrid[y0:y1, x0:x1]
            cx = ((win * xx).sum() / win.sum() + 0.5) * STRIDE / s
            cy = ((win * yy).sum() / win.sum() + 0.5) * STRIDE / s
        res.append((cx, cy, max(4.0, size[y, x] * 32 / s), float(heat[y, x])))
    res.sort(key=lambda q: -q[3])
    kept = []
    for q in res:
        if all(math.hypot(q[0] - k[0], q[1] - k[1]) >= DEDUPE * min(q[2], k[2]) for k in kept):
            kept.append(q)
    return kept


def crop(img, cx, cy, side, out=CROP):
    n = max(out, int(math.ceil(side)))
    k = n / max(side, 1.0)
    m = np.array([[k, 0, n / 2 - cx * k], [0, k, n / 2 - cy * k]])
    patch = cv2.warpAffine(img, m, (n, n), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return cv2.resize(patch, (out, out), interpolation=cv2.INTER_AREA) if n != out else patch


TURNS = 2  # as FaceClassifier::classify for the pip model (DiceModels::pip_d6)
SECOND_TURN_BELOW = 0.9  # the second turn only for dice read less surely, as DiceModels::pip_d6


def extra_views(img, x, y, s, side, extra):
    """--unsure-extra (an experiment, docs/accuracy.md 2026-12-01): "contrast", the crop and its
    quarter turn with the grey levels' 2nd..98th percentiles stretched to 0..255; "shift", the crop
    cut with the centre moved 0.06 x the die's size along each axis; "scale" (2026-12-02), the crop
    cut 0.88 and 1.12 times as large; "tight" (2026-12-02, only for dice with a neighbour, see
    faces()), the crop cut the die's own size (0.8 times as large) and its quarter turn, so that a
    touching die's pips fall outside it."""
    if extra == "contrast":
        c = crop(img, x, y, CROP_SCALE * s, side)
        lo, hi = np.percentile(cv2.cvtColor(c, cv2.COLOR_BGR2GRAY), (2, 98))
        c = np.clip((c.astype(np.float32) - lo) * 255.0 / max(hi - lo, 1.0), 0, 255).astype(np.uint8)
        return [c, cv2.rotate(c, cv2.ROTATE_90_CLOCKWISE)]
    if extra == "scale":
        return [crop(img, x, y, CROP_SCALE * s * k, side) for k in (0.88, 1.12)]
    if extra == "tight":
        c = crop(img, x, y, TIGHT_SCALE * s, side)
        return [c, cv2.rotate(c, cv2.ROTATE_90_CLOCKWISE)]
    d = 0.06 * s
    return [crop(img, x + dx, y + dy, CROP_SCALE * s, side) for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d))]


def quarter_turns(c):
    """The crop as it is and turned by one, two and three quarter turns (clockwise)."""
    return [c, cv2.rotate(c, cv2.ROTATE_90_CLOCKWISE), cv2.rotate(c, cv2.ROTATE_180),
            cv2.rotate(c, cv2.ROTATE_90_COUNTERCLOCKWISE)]


UNSURE_EXTRA = None  # --unsure-extra: more views of the dice read again (None: as the reader)
TIGHT_SCALE = 1.0  # --unsure-extra tight: the crop's side / the die's size
NEIGHBOUR_WITHIN = 1.5  # --unsure-extra tight: a neighbour's centre lies within this x the die's size


def with_neighbour(dets):
    """For each detection, whether another one's centre lies within NEIGHBOUR_WITHIN x its size:
    a die touching or almost touching another, whose pips may show inside its crop."""
    return [any(j != i and math.hypot(x - u, y - v) < NEIGHBOUR_WITHIN * s for j, (u, v, *_) in enumerate(dets))
            for i, (x, y, s, *_) in enumerate(dets)]


def faces(fnet, img, dets, classes=7, side=CROP, turns=None, second_turn_below=None, unsure_views=2, extra=None,
          near=None):
    """FaceClassifier::classify: N x classes probabilities (averaged over `turns` quarter turns,
    default TURNS); the pip model has 7 classes on 40x40 crops and two turns, the numeral model 19
    on 64x64 and two. With `second_turn_below` (FaceClassifier::set_second_turn_below) only the
    dice whose first reading's likeliest class is less sure than that are read again, averaged
    over `unsure_views` views: 2 as the reader (as photographed and a quarter turn); 4 and 8 (the
    four turns, and their mirror images too) were tried (docs/accuracy.md). `near`: with_neighbour's
    flags of `dets` (computed from them when not given), for --unsure-extra tight."""
    turns = turns or TURNS
    if not dets:
        return np.zeros((0, classes))
    if second_turn_below is not None and turns == 2:
        first = faces(fnet, img, dets, classes, side, 1)
        unsure = [i for i, p in enumerate(first) if p.max() < second_turn_below]
        if UNSURE_EXTRA == "tight":  # the extra views only for the unsure dice with a neighbour
            near = with_neighbour(dets) if near is None else near
            groups = [([i for i in unsure if near[i]], "tight"), ([i for i in unsure if not near[i]], None)]
        else:
            groups = [(unsure, UNSURE_EXTRA)]
        for group, extra in groups:
            if group:
                first[group] = faces(fnet, img, [dets[i] for i in group], classes, side, unsure_views, extra=extra)
        return first
    crops = []
    for (x, y, s, _) in dets:
        c = crop(img, x, y, CROP_SCALE * s, side)
        four = quarter_turns(c)
        crops += (four + [cv2.flip(v, 1) for v in four])[:turns]
        if extra:
            crops += extra_views(img, x, y, s, side, extra)
    views = len(crops) // len(dets)
    return probabilities(fnet, crops, side).reshape(-1, views, classes).mean(1)


def probabilities(net, crops, side):
    """The softmax of a face network's output for each side x side crop (FaceClassifier::forward
    and add_softmax)."""
    net.setInput(cv2.dnn.blobFromImages(crops, 1 / 255., (side, side), (127.5, 127.5, 127.5)))
    out = net.forward()
    e = np.exp(out - out.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def second_opinion(opinions, img, dets, first, below):
    """DiceReader::ask_second_opinion: the readings of the other opinions (each a list of face
    models whose readings, each with its second turn as the first's, are averaged into one)
    averaged with the first's for the dice the first reads less surely than `below` (every die when
    below > 1: tried, the same values on the development day, docs/accuracy.md). One other opinion
    is the reader's; two (--third-model) were tried."""
    unsure = [i for i, p in enumerate(first) if p.max() < below]
    if unsure:
        near = with_neighbour(dets) if UNSURE_EXTRA == "tight" else None  # from every detection, not the unsure alone
        others = [np.mean([faces(f, img, [dets[i] for i in unsure], second_turn_below=SECOND_TURN_BELOW,
                                 near=near and [near[i] for i in unsure]) for f in nets], 0) for nets in opinions]
        first[unsure] = (first[unsure] + sum(others)) / (1 + len(others))
    return first


def load(args):
    if args.dir:
        import train
        return train.load_dir(args.dir)
    return realset.load(args.part)


def read_with_reader(reader, data):
    """The C++ reader's reports (`reader dice read --json`) of each image of `data` ((path, dice)
    pairs): per image, the reported dice as its JSON gives them and their (x, y, size) tuples, the
    form match() and close_pairs() take."""
    out = subprocess.run([reader, "dice", "read", "--json"] + [p for p, _ in data], capture_output=True, text=True,
                         check=True).stdout.strip().split("\n")
    found = []
    for line in out:
        reported = json.loads(line)["dice"]
        found.append((reported, [(d["center"][0], d["center"][1], d["box"][2]) for d in reported]))
    return found


def close_pairs(reports, near=1.0):
    """Index pairs (i, j), i < j, of reports ((x, y, size), ...) closer than `near` x the larger
    size: the pairs the reader's duplicate test looks at (DiceReaderOptions::near, 1.0)."""
    return [(i, j) for i in range(len(reports)) for j in range(i + 1, len(reports))
            if math.hypot(reports[i][0] - reports[j][0], reports[i][1] - reports[j][1])
            < near * max(reports[i][2], reports[j][2])]


def match(dice, dets):
    """vision/dice/dice_evaluation.cpp's matching: (labelled index, detection index) pairs, a
    detection matching a die when its centre lies within half the die's size; greedy, nearest
    first, one to one. dice: (x, y, size, ...); dets: (x, y, ...)."""
    pairs = sorted((math.hypot(d[0] - x, d[1] - y), ti, i) for ti, (x, y, s, *_) in enumerate(dice)
                   for i, d in enumerate(dets) if math.hypot(d[0] - x, d[1] - y) <= 0.5 * s)
    used_t, used_i, out = set(), set(), []
    for _, ti, i in pairs:
        if ti not in used_t and i not in used_i:
            used_t.add(ti)
            used_i.add(i)
            out.append((ti, i))
    return out


def score(cache, peak, min_die, min_conf, classes=7):
    """Labels are class indices (pip value 1..6; train_numerals.py's 1..18)."""
    tp = fp = fn = ok = unc = 0
    # rows true class 1..; columns read class 1.., `classes` uncertain (col 0 missed)
    conf = np.zeros((classes, classes + 1), int)
    for dice, d, pr in cache:
        dd = [(x, y, s, sc, q) for (x, y, s, sc), q in zip(d, pr) if sc >= peak and 1 - q[0] >= min_die]
        matched = match(dice, dd)
        for ti, i in matched:
            v = dice[ti][3]
            q = dd[i][4]
            k = int(q[1:].argmax()) + 1
            tp += 1
            if q[k] < min_conf:
                unc += 1
                conf[v, classes] += 1
            else:
                conf[v, k] += 1
                ok += k == v
        tused = {ti for ti, _ in matched}
        for ti, t in enumerate(dice):
            if ti not in tused:
                fn += 1
                conf[t[3], 0] += 1
        fp += len(dd) - len(matched)
    return dict(reported=tp + fp, truth=tp + fn, precision=tp / max(1, tp + fp), recall=tp / max(1, tp + fn),
                value_accuracy=ok / max(1, tp), uncertain=unc, confident_accuracy=ok / max(1, tp - unc), confusion=conf)


def main():
    global TURNS, UNSURE_EXTRA
    ap = argparse.ArgumentParser()
    ap.add_argument("--part", choices=realset.PARTS, default=realset.HELDOUT)
    ap.add_argument("--dir")
    ap.add_argument("--models", default=MODELS)
    ap.add_argument("--min-peak", type=float, default=MIN_PEAK)
    ap.add_argument("--min-die", type=float, default=MIN_DIE)
    ap.add_argument("--min-confidence", type=float, default=MIN_CONF)
    ap.add_argument("--sweep", action="store_true", help="threshold grid (development data only!)")
    ap.add_argument("--errors", help="write misread crops into this folder")
    ap.add_argument("--turns", type=int, default=TURNS, choices=[1, 2, 4], help="quarter turns averaged")
    ap.add_argument("--unsure-views", type=int, default=2, choices=[2, 4, 8],
                    help="views averaged for the dice read again (faces(); an experiment: docs/accuracy.md)")
    ap.add_argument("--unsure-extra", choices=["contrast", "shift", "scale", "tight"],
                    help="more views of the dice read again (extra_views(); tried 2026-12-01 and 02, not adopted: "
                    "docs/accuracy.md)")
    ap.add_argument("--second-model", help="the second opinion's .onnx (default: dice_faces_second.onnx in "
                    "--models when there is one, as the reader; 'none': the first model alone); several, "
                    "comma-separated: their mean is the second opinion")
    ap.add_argument("--second-below", type=float, default=SECOND_TURN_BELOW,
                    help="the second opinion for dice read less surely than this (above 1: every die)")
    ap.add_argument("--face-crop", type=int, default=CROP,
                    help="the first face model's input side (train.py --face-crop; tried 2026-12-03: "
                    "docs/accuracy.md); the second and third read CROP")
    ap.add_argument("--third-model", help="a third opinion's .onnx, averaged with the first two for the unsure dice "
                    "(tried 2026-12-02: docs/accuracy.md)")
    args = ap.parse_args()
    TURNS = args.turns
    UNSURE_EXTRA = args.unsure_extra
    cv2.setNumThreads(1)
    det = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_detector.onnx"))
    fnet = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_faces.onnx"))
    seconds = (args.second_model or os.path.join(args.models, "dice_faces_second.onnx")).split(",")
    if args.second_model not in (None, "none"):
        for path in seconds:
            if not os.path.exists(path):
                sys.exit(f"evaluate.py: no second model {path}")
    elif args.second_model == "none" or not os.path.exists(seconds[0]):
        seconds = []
    opinions = [o for o in ([cv2.dnn.readNetFromONNX(p) for p in seconds],
                            args.third_model and [cv2.dnn.readNetFromONNX(args.third_model)]) if o]
    data = load(args)
    cache = []
    for p, dice in data:
        img = cv2.imread(p)
        d = detect(det, img, 0.1 if args.sweep else args.min_peak)
        pr = faces(fnet, img, d, side=args.face_crop, second_turn_below=SECOND_TURN_BELOW,
                   unsure_views=args.unsure_views)
        if opinions:
            pr = second_opinion(opinions, img, d, pr, args.second_below)
        cache.append((dice, d, pr))
        if args.errors:
            os.makedirs(args.errors, exist_ok=True)
            for (x, y, s, v) in dice:
                for (dx, dy, ds, sc), q in zip(d, pr):
                    if math.hypot(dx - x, dy - y) <= 0.5 * s and int(q[1:].argmax()) + 1 != v:
                        c = crop(img, dx, dy, CROP_SCALE * ds, 96)
                        name = f"{os.path.basename(p)[:-4]}_{int(x)}_{int(y)}_true{v}_read{int(q[1:].argmax()) + 1}.png"
                        cv2.imwrite(os.path.join(args.errors, name), c)
    if args.sweep:
        for peak in (0.2, 0.3, 0.4):
            for min_die in (0.3, 0.5, 0.7, 0.9):
                for min_conf in (0.0, 0.4, 0.5, 0.6, 0.7):
                    r = score(cache, peak, min_die, min_conf)
                    print(f"peak {peak} die {min_die} conf {min_conf}: P {r['precision']:.4f} R {r['recall']:.4f} "
                          f"acc {r['value_accuracy']:.4f} conf_acc {r['confident_accuracy']:.4f} unc {r['uncertain']}")
        return
    r = score(cache, args.min_peak, args.min_die, args.min_confidence)
    print(f"images {len(data)} dice {r['truth']} reported {r['reported']} precision {r['precision']:.4f} "
          f"recall {r['recall']:.4f} value_accuracy {r['value_accuracy']:.4f} uncertain {r['uncertain']} "
          f"confident_accuracy {r['confident_accuracy']:.4f}")
    print("true \\ read  1   2   3   4   5   6   uncertain  missed")
    for v in range(1, 7):
        c = r["confusion"][v]
        print(f"{v}            " + "   ".join(f"{c[k]:<3d}"[:3] for k in range(1, 7)) + f"   {c[7]:<9d}  {c[0]}")


if __name__ == "__main__":
    main()
