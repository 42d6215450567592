#!/usr/bin/python3
"""Trains the numeral-dice reader's two networks (d4, numeral d6, d8) on generated scenes only,
and measures them on generated test scenes the training never sees.

  /usr/bin/python3 tools/dice/train_numerals.py --out data/models     # the committed models

Same architectures as train.py (the pip reader): a centre heat-map detector whose target is the
centre of the up face (a d4's top vertex), and a crop classifier (64x64: the numerals are
smaller than pips; see docs/accuracy.md for 40x40 against 64x64) with 19
classes: 0 = not a die, 1..4 = d4, 5..10 = d6, 11..18 = d8. There are no real photos of numeral
dice to learn from: training scenes come from vision/synth/solid_die.cpp through
`vision_scene_dump --solids d4,d6,d8` from seeds 400000.., 410000.., 420000.. and 430000.. (disjoint from the test
seeds 300..999: tests/vision/solid_die_test.cpp, dice_numeral_test.cpp (600..759) and the
measurements in docs/accuracy.md). The seeds 500..559 it reports on are a development set: the
committed tests read others. Fixed seeds; CPU only; about 70 minutes on one core.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

import cv2
import torch

sys.path.insert(0, os.path.dirname(__file__))
import evaluate  # noqa: E402
import train  # noqa: E402

KIND_OFFSET = {"d4": 0, "d6": 4, "d8": 10}
CLASSES = 19
TURNS = 2  # quarter turns averaged per crop, as FaceClassifier::classify (docs/accuracy.md)
TRAIN_SETS = [("n640", 400000, 1000, 640, 640), ("n1280", 410000, 150, 1280, 960),
              ("n640b", 420000, 1000, 640, 640), ("n640c", 430000, 1000, 640, 640)]
TEST_SET = ("test640", 500, 60, 640, 640)


def class_of(kind, value):
    return KIND_OFFSET[kind] + int(value)


def load_dir(folder):
    """[(image, [(cx, cy, size, class)])]."""
    out = []
    for f in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(f) as fh:
            label = json.load(fh)
        dice = [(d["center"][0], d["center"][1], max(d["box"][2], d["box"][3]), class_of(d["kind"], d["value"]))
                for d in label["dice"]]
        out.append((os.path.join(folder, label["image"]), dice))
    return out


def render(dump, folder, first, count, w, h):
    if len(glob.glob(os.path.join(folder, "*.json"))) != count:
        print(f"rendering {count} numeral scenes {w}x{h} from seed {first} into {folder}", flush=True)
        subprocess.run([dump, folder, str(first), str(count), str(w), str(h), "--solids", "d4,d6,d8"], check=True)
    return load_dir(folder)


def measure(det, fnet, scenes):
    """The C++ reader's figures on `scenes`, through evaluate.py's replica of it (DiceReaderOptions'
    thresholds, TURNS quarter turns)."""
    cache = []
    for path, dice in scenes:
        img = cv2.imread(path)
        found = evaluate.detect(det, img, evaluate.MIN_PEAK)
        cache.append((dice, found, evaluate.faces(fnet, img, found, CLASSES, train.CROP, TURNS)))
    r = evaluate.score(cache, evaluate.MIN_PEAK, evaluate.MIN_DIE, evaluate.MIN_CONF, CLASSES)
    return {k: r[k] for k in ("truth", "precision", "recall", "value_accuracy", "uncertain", "confident_accuracy")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True, help="folder for numeral_detector.onnx and numeral_faces.onnx")
    ap.add_argument("--synth-dir", default="/tmp/scriptorium-numeral-train")
    ap.add_argument("--scene-dump", default=os.path.join(train.ROOT, "build", "tests", "vision", "vision_scene_dump"))
    ap.add_argument("--det-steps", type=int, default=2500)
    ap.add_argument("--face-steps", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--crop", type=int, default=64, help="classifier input side (numerals are small: 64, not 40)")
    ap.add_argument("--measure-only", action="store_true", help="measure the models in --out, train nothing")
    args = ap.parse_args()
    train.CROP = args.crop
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    scenes = []
    for name, first, count, w, h in TRAIN_SETS:
        scenes += render(args.scene_dump, os.path.join(args.synth_dir, name), first, count, w, h)
    name, first, count, w, h = TEST_SET
    test = render(args.scene_dump, os.path.join(args.synth_dir, name), first, count, w, h)
    print(f"training scenes {len(scenes)}, dice {sum(len(d) for _, d in scenes)}", flush=True)
    det_path = os.path.join(args.out, "numeral_detector.onnx")
    if not os.path.exists(det_path):
        model = train.train_detector(scenes, [], args.det_steps, args.seed, area=True)
        det_path = train.export(model, (1, 3, train.DET_IN, train.DET_IN), args.out, "numeral_detector.onnx")
    det = cv2.dnn.readNetFromONNX(det_path)
    faces_path = os.path.join(args.out, "numeral_faces.onnx")
    if not args.measure_only:
        faces = train.train_faces(scenes, [], det, args.face_steps, args.seed, classes=CLASSES, mirror=False)
        train.export(faces, (1, 3, train.CROP, train.CROP), args.out, "numeral_faces.onnx")
    result = measure(det, cv2.dnn.readNetFromONNX(faces_path), test)
    print("development scenes (seeds 500..559):", json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
