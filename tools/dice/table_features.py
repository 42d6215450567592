#!/usr/bin/python3
"""Would a table's own labelled dice help read its other photos, compared in the face network's
features? A development check (docs/accuracy.md, 2026-12-01), not part of the reader.

  /usr/bin/python3 tools/dice/table_features.py --models DIR --part dev      # the grid below
  /usr/bin/python3 tools/dice/table_features.py --part heldout --second-model data/models/dice_faces_second.onnx \
      --k 10 --beta 0.3 --temperature 0.02 --every-die                      # one setting

For K random photos of the part (8 draws per K), every labelled die found there is kept as a taught
sample: the face network's features (the average before its last layer, unit length, four quarter
turns). Each die of the part's other photos is then read as the reader reads it (evaluate.py's
replica, one model) and again with its face probabilities mixed with a nearest-sample vote: per
value the mean cosine similarity of the three nearest samples, a softmax at temperature T, weight
beta. Printed: values right with the vote minus without it, per draw. Use a model that never saw
the part (fold 2: trained on the held-out day, read on the development day).
"""
import argparse
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import evaluate as ev  # noqa: E402
import realset  # noqa: E402

FEATURES = "onnx_node!/body/body.10/Flatten"  # DeepFaces: the averaged features before the last layer
SETTINGS = [(0.3, 0.05, True), (0.5, 0.05, True), (0.5, 0.05, False), (0.3, 0.02, False), (0.7, 0.05, True)]


def photo_readings(det, fnet, fnet2, path, dice):
    """The reader's probabilities (with the second opinion `fnet2` for its unsure dice, if any),
    each detection's features in four turns, and its labelled value (0: none), matched as
    evaluate.score matches."""
    img = cv2.imread(path)
    found = ev.detect(det, img, ev.MIN_PEAK)
    probs = ev.faces(fnet, img, found, second_turn_below=ev.SECOND_TURN_BELOW)
    if fnet2 and found:
        probs = ev.second_opinion([fnet2], img, found, probs, ev.SECOND_TURN_BELOW)
    feats = None
    if found:
        crops = []
        for (x, y, s, _) in found:
            c = ev.crop(img, x, y, ev.CROP_SCALE * s, ev.CROP)
            crops += ev.quarter_turns(c)
        fnet.setInput(cv2.dnn.blobFromImages(crops, 1 / 255., (ev.CROP, ev.CROP), (127.5,) * 3))
        feats = fnet.forward(FEATURES).reshape(len(found), 4, -1)
        feats /= np.linalg.norm(feats, axis=2, keepdims=True) + 1e-9
    truth = [0] * len(found)
    for t, i in ev.match(dice, found):
        truth[i] = dice[t][3]
    return dice, found, probs, feats, truth


def samples(photos, which):
    feats, values = [], []
    for i in which:
        _, _, _, f, truth = photos[i]
        for j, v in enumerate(truth):
            if v:
                feats += list(f[j])
                values += [v] * 4
    return np.array(feats), np.array(values)


def right_values(photos, which, taught=None, beta=0.0, temperature=1.0, unsure_only=False):
    cache = []
    for i in which:
        dice, found, probs, f, _ = photos[i]
        probs = probs.copy()
        if taught is not None and f is not None:
            feats, values = taught
            for j in range(len(found)):
                if unsure_only and probs[j].max() >= ev.SECOND_TURN_BELOW:
                    continue
                sim = f[j][0] @ feats.T
                score = np.full(7, -1.0)
                for v in range(1, 7):
                    if (values == v).any():
                        score[v] = np.sort(sim[values == v])[-3:].mean()
                vote = np.exp((score[1:] - score[1:].max()) / temperature)
                vote /= vote.sum()
                die = 1 - probs[j][0]
                probs[j][1:] = die * ((1 - beta) * probs[j][1:] / max(die, 1e-9) + beta * vote)
        cache.append((dice, found, probs))
    r = ev.score(cache, ev.MIN_PEAK, ev.MIN_DIE, ev.MIN_CONF)
    return round(r["value_accuracy"] * r["truth"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default=ev.MODELS, help="folder with dice_detector.onnx and dice_faces.onnx")
    ap.add_argument("--second-model", help="the reader's second opinion for its unsure dice (.onnx; default none)")
    ap.add_argument("--part", choices=realset.PARTS, default=realset.DEV)
    ap.add_argument("--draws", type=int, default=8)
    ap.add_argument("--k", type=int, action="append", help="photos taught (default 3, 5 and 10)")
    ap.add_argument("--beta", type=float, help="one setting instead of the grid: the vote's weight")
    ap.add_argument("--temperature", type=float, default=0.05)
    ap.add_argument("--every-die", action="store_true", help="the vote for every die, not only the unsure ones")
    args = ap.parse_args()
    cv2.setNumThreads(1)
    det = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_detector.onnx"))
    fnet = cv2.dnn.readNetFromONNX(os.path.join(args.models, "dice_faces.onnx"))
    fnet2 = cv2.dnn.readNetFromONNX(args.second_model) if args.second_model else None
    photos = [photo_readings(det, fnet, fnet2, p, d) for p, d in realset.load(args.part)]
    settings = SETTINGS if args.beta is None else [(args.beta, args.temperature, not args.every_die)]
    rng = np.random.default_rng(1)
    for k in args.k or (3, 5, 10):
        draws = [set(rng.choice(len(photos), k, replace=False).tolist()) for _ in range(args.draws)]
        for beta, temperature, unsure_only in settings:
            gains = []
            for taught in draws:
                rest = [i for i in range(len(photos)) if i not in taught]
                gains.append(right_values(photos, rest, samples(photos, taught), beta, temperature, unsure_only)
                             - right_values(photos, rest))
            print(f"K {k} beta {beta} T {temperature} unsure only {unsure_only}: values gained per draw {gains}, "
                  f"mean {np.mean(gains):+.1f}", flush=True)


if __name__ == "__main__":
    main()
