#!/usr/bin/python3
"""Trains the two small networks of the pip-d6 reader and exports them to ONNX for OpenCV dnn.

  /usr/bin/python3 tools/dice/train.py --only detector --speckled-tables 0.15 --printed-tables 0.15
      --det-steps 30000                                      # the committed detector (one line)
  /usr/bin/python3 tools/dice/train.py --only faces --speckled-tables 0.15 --printed-tables 0.15
      --real-share 0.65                                      # the committed face model (one line)
  /usr/bin/python3 tools/dice/train.py --only faces --swirled 0.5 --arc-glare 0.25 --speckled-tables 0.15
      --printed-tables 0.15 --real-share 0.65 --faces-name dice_faces_second.onnx
                                                            # the committed second opinion (one line)
  CV fold 2: each face model's line with --part heldout and its own --out DIR holding a copy of
      data/models/dice_detector.onnx (docs/accuracy.md, "R9's cross-validation fold")
(committed since 2026-12-05, R9 in docs/accuracy.md "Printed cloths", each with the same --out DIR,
the face models after the detector; from 2026-12-04, R2: the detector with --speckled-tables 0.15
--det-steps 30000 and the face models with --speckled-tables 0.3 and the default real share,
learning from the candidates of the detector before it, data/models/taught_detector.onnx)

`--only faces` reads the detector from --out (copy data/models/dice_detector.onnx there for fold 2):
the face classifier also learns from the detector's own candidates on the training images (the
committed face model from the committed detector; the recipe before 2026-11-26, real photos only:
`--det-real-only --det-steps 2500 --det-synth-size 1`).

Training data: one part of real-d6 (default the development part, see realset.py) plus synthetic
training scenes rendered by the project's own generator (vision/synth/dice_scene.cpp through
`vision_scene_dump`) from seeds 100000.. and 200000.., disjoint from every seed the tests use
(1..99, 1000..1999, 2000..2999, 5000..6999). They are rendered into --synth-dir on first use; the
face classifier's with a quarter of the opaque and marbled dice given coloured pips (--coloured-pips).
Fixed seeds; CPU only; one or two threads.

- dice_detector.onnx: fully convolutional centre heat map. Input 1x3x320x320 (BGR / 255 - 0.5,
  the image resized so its longer side is 320 and padded with the border mean), output 1x2x80x80:
  channel 0 the centre logit, channel 1 the die size in input pixels / 32.
- taught_detector.onnx: not trained here; a copy of dice_detector.onnx as `--only detector` made
  it with the defaults, frozen on 2026-12-04 before the speckled detector replaced it, so that the taught sets (`dice teach`) find their
  dice as their test floors were set, whatever dice_detector.onnx becomes.
- dice_faces.onnx: crop classifier. Input Nx3x40x40 (BGR / 255 - 0.5): the square of side
  1.25 x die size centred on the die, cut at full resolution and shrunk with area averaging (see
  `face_crop`, mirrored by vision/dice/pip_face_classifier.cpp); output N x 7 logits: 0 = not a
  die, 1..6 = the pip value. Trained at every rotation, so one crop per die is read.
- dice_faces_second.onnx: the same network trained with half the marbled dice swirled
  (--swirled 0.5) and a quarter of all dice showing a round lamp's reflection (--arc-glare 0.25,
  since 2026-12-03); the reader averages it in for the dice the first reads unsurely.
"""
import argparse
import copy
import functools
import glob
import json
import math
import os
import random
import subprocess
import sys
import time

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(__file__))
import realset  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "data", "models")
DET_IN, DET_STRIDE, PATCH = 320, 4, 160
CROP, CROP_SCALE = 40, 1.25
# Synthetic training scenes: (folder, first seed, count, width, height). Disjoint from test seeds.
SYNTH_SETS = [("s640", 100000, 500, 640, 640), ("s1280", 200000, 120, 1280, 960)]
# Icon dice of the training designs (vision_scene_dump --icons 6: star, square, arrow, zigzag,
# diamond, arc; never the taught-dice tests' designs), for a detector of taught dice (--det-icons).
ICON_SET = ("i640-icons6", 300000, 500, 640, 640, ["--icons", "6"])
# Scenes of clusters (vision_scene_dump --touching 0.8: eight dice in ten touching another, 10 to 14
# dice a scene) at 1280 x 960, where the whole image's detector pass sees touching dice smallest,
# for a detector that parts clusters (--det-touching; docs/accuracy.md, R39). Since R40 drawn on the
# tables of --speckled-tables and --printed-tables too (folder suffix as synthetic_sets'); R39's were plain.
TOUCHING_SET = ("t1280-touching", 240000, 300, 1280, 960, ["--touching", "0.8", "--dice", "10,14"])


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def conv(cin, cout, stride=1, dil=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, padding=dil, dilation=dil, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


def sep_conv(cin, cout, stride=1):
    """A depthwise 3x3 convolution then a pointwise one (MobileNet's): in OpenCV 4.6 an undilated
    depthwise 3x3 is fast and a dilated one is not (docs/performance.md)."""
    return nn.Sequential(nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False), nn.BatchNorm2d(cin),
                         nn.ReLU(inplace=True), nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout),
                         nn.ReLU(inplace=True))


def pointwise(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class HourglassDetector(nn.Module):
    """The detector's outputs (a stride-4 heat map and size, no offsets) from separable
    convolutions: the wide context the plain detector gets from dilations 2, 4 and 8 comes here
    from features at strides 8 and 16, brought back up by nearest-neighbour upsampling and added
    (a small feature pyramid). About 2.6 ms against 6.6 ms for 320 x 240 in OpenCV dnn on one core
    (docs/performance.md). Its input must be a multiple of 16 on each side (PAD)."""

    PAD = 16

    def __init__(self, width=32):
        super().__init__()
        self.stem = nn.Sequential(conv(3, 8, 2), conv(8, 16, 2), sep_conv(16, 24))
        self.down8 = nn.Sequential(sep_conv(24, 48, 2), sep_conv(48, 48))
        self.down16 = nn.Sequential(sep_conv(48, 64, 2), sep_conv(64, 64), sep_conv(64, 64))
        self.lat16, self.lat8, self.skip4 = pointwise(64, 48), pointwise(48, width), pointwise(24, width)
        self.mix8, self.mix4 = sep_conv(48, 48), sep_conv(width, width)
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.head = nn.Conv2d(width, 2, 1)
        self.head.bias.data[0] = -4.0

    def forward(self, x):
        f4 = self.stem(x)
        f8 = self.down8(f4)
        m8 = self.mix8(f8 + self.up(self.lat16(self.down16(f8))))
        return self.head(self.mix4(self.skip4(f4) + self.up(self.lat8(m8))))


class Detector(nn.Module):
    """width: the channels of the last four convolutions (the third's is at most 24); 32 committed,
    narrower tried for speed (docs/accuracy.md). stride: input pixels per heat-map cell, 4
    committed; 8 strides the third convolution and halves the dilations after it, so the last
    three run on a quarter of the cells with the same receptive field in pixels (tried for the
    numeral reader's speed, docs/accuracy.md). offsets: two more output channels, the die centre's
    x and y within the cell (in cells, from the cell's centre), read at the peak instead of the
    3x3 heat-map mean (CenterNet's offset head; for the coarser stride, docs/accuracy.md)."""

    def __init__(self, width=32, stride=4, offsets=False):
        super().__init__()
        mid = min(24, width)
        k = stride // 4
        self.body = nn.Sequential(conv(3, 8, 2), conv(8, 16, 2), conv(16, mid, k), conv(mid, width, dil=2 // k),
                                  conv(width, width, dil=4 // k), conv(width, width, dil=8 // k))
        self.head = nn.Conv2d(width, 4 if offsets else 2, 1)
        self.head.bias.data[0] = -4.0

    def forward(self, x):
        return self.head(self.body(x))


class Faces(nn.Module):
    """40x40 -> 20 -> 10 -> 5 -> global average -> 7 logits (about 6 M multiply-adds a crop): the
    classifiers' first design, now the d4 close look's (4 classes, train_numerals.py).
    deep: a fourth pooling and a fifth convolution (96 -> 128 channels) before the average, so that
    the features see the whole crop: where pips and numerals stand, not only which marks are there
    (docs/accuracy.md, 2026-11-26). The committed pip and numeral classifiers (DeepFaces); at 40x40
    about 6.2 M multiply-adds a crop (5.8 M without), at 64x64 16.5 M (14.7 M)."""

    def __init__(self, classes=7, deep=False, width=1.0, stem_stride=1, separable=False, input_norm=False):
        super().__init__()
        # input_norm: each crop's channels brought to mean 0 and variance 1 first (InstanceNorm2d, which
        # OpenCV 4.6 reads from ONNX), so a dark, flat die shows its pips as a bright one does; eps 0.01
        # (grey levels of 0..1) caps how much a flat crop's noise is raised (tried 2026-12-02, not adopted:
        # docs/accuracy.md).
        self.norm = nn.InstanceNorm2d(3, affine=False, eps=1e-2) if input_norm else nn.Identity()
        # separable: every convolution after the first a depthwise-then-pointwise pair (sep_conv),
        # about 6.2 against 10.2 ms for 12 crops of 64 x 64 (tried for the numeral reader's speed).
        block = sep_conv if separable else conv
        c = [int(round(n * width / 8)) * 8 for n in (16, 32, 64, 96, 128)]  # width: tried wider (docs/accuracy.md)
        # stem_stride 2: the first convolution strided instead of followed by a pooling; in OpenCV that
        # pair is a quarter of the 64x64 numeral classifier's time (tried, read fewer: docs/accuracy.md).
        stem = [conv(3, c[0], 2)] if stem_stride == 2 else [conv(3, c[0]), nn.MaxPool2d(2)]
        layers = stem + [block(c[0], c[1]), nn.MaxPool2d(2), block(c[1], c[2]), nn.MaxPool2d(2), block(c[2], c[3])]
        if deep:
            layers += [nn.MaxPool2d(2), block(c[3], c[4])]
        self.body = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Linear(c[4] if deep else c[3], classes)

    def forward(self, x):
        return self.fc(self.body(self.norm(x)))


def DeepFaces(classes=7, width=1.0, stem_stride=1, input_norm=False):  # noqa: N802 (a network, named as the classes are)
    return Faces(classes, deep=True, width=width, stem_stride=stem_stride, input_norm=input_norm)


def SeparableFaces(classes=7, width=1.0, stem_stride=1):  # noqa: N802
    return Faces(classes, deep=True, width=width, stem_stride=stem_stride, separable=True)


# ------------------------------------------------------------------------------------ data
def load_dir(folder):
    """[(image_path, [(cx, cy, size, value), ...])] of a folder in the real-d6 label format."""
    out = []
    for f in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(f) as fh:
            label = json.load(fh)
        dice = [(d["center"][0], d["center"][1], max(d["box"][2], d["box"][3]), d["value"]) for d in label["dice"]]
        out.append((os.path.join(folder, label["image"]), dice))
    return out


def synthetic_sets(synth_dir, dump, coloured_pips=0.0, swirled=0.0, materials=None, side_pips=0.0,
                   dim_pips=0.0, speckled=0.0, printed=0.0):
    """Renders the synthetic training scenes on first use; returns their labelled lists.
    coloured_pips, swirled: SceneOptions::coloured_pip_share and swirled_share; materials: the
    shares of translucent and marbled dice, (0.15, 0.15) the generator's default when None;
    side_pips: side faces drawn with their pips, up to this x the size wide (0: plain and at most
    0.14, the generator's default); dim_pips: SceneOptions::dim_pip_share; speckled, printed:
    SceneOptions::speckled_table_share and printed_table_share; each rendered into folders of their own."""
    # (flag, folder suffix, value) of each option set; the folder names say what was rendered.
    options = [("--coloured-pips", "cp", f"{coloured_pips:g}" if coloured_pips else ""),
               ("--swirled", "sw", f"{swirled:g}" if swirled else ""),
               ("--materials", "m", f"{materials[0]:g},{materials[1]:g}" if materials else ""),
               ("--side-pips", "sp", f"{side_pips:g}" if side_pips else ""),
               ("--dim-pips", "dp", f"{dim_pips:g}" if dim_pips else "")] + table_options(speckled, printed)
    suffix, flags = scene_flags(options)
    return [render_scenes(os.path.join(synth_dir, name + suffix), first, count, w, h, flags, dump)
            for name, first, count, w, h in SYNTH_SETS]


def table_options(speckled, printed):
    """synthetic_sets' options of the tables' mix: SceneOptions::speckled_table_share and
    printed_table_share."""
    return [("--speckled-tables", "st", f"{speckled:g}" if speckled else ""),
            ("--printed-tables", "pt", f"{printed:g}" if printed else "")]


def scene_flags(options):
    """(folder suffix, vision_scene_dump flags) of the (flag, suffix key, value text) options whose
    value text is not empty: the folder's name says what was rendered into it."""
    options = [o for o in options if o[2]]
    return "".join(f"-{key}{value}" for _, key, value in options), [arg for flag, _, value in options
                                                                     for arg in (flag, value)]


def render_scenes(folder, first, count, w, h, flags, dump):
    """`count` scenes w x h from seed `first` rendered into `folder` by vision_scene_dump `dump`
    with `flags`, unless it holds them already; their labelled list (load_dir)."""
    if len(glob.glob(os.path.join(folder, "*.json"))) != count:
        if not dump or not os.path.exists(dump):
            sys.exit(f"error: synthetic scenes missing in {folder} and no vision_scene_dump ({dump}); "
                     "build it: cmake --build BUILD --target vision_scene_dump")
        print(f"rendering {count} scenes {w}x{h} from seed {first} into {folder}", flush=True)
        subprocess.run([dump, folder, str(first), str(count), str(w), str(h)] + flags, check=True)
    return load_dir(folder)


def photometric(img, rng, strong=False):
    """Colour, light, blur and noise changes (uint8 BGR in, out)."""
    img = img.astype(np.float32)
    if rng.random() < 0.5:
        img = img[:, :, rng.permutation(3)]
    if strong and rng.random() < 0.3:  # hue rotation and saturation change
        hsv = cv2.cvtColor(np.clip(img, 0, 255).astype(np.uint8), cv2.COLOR_BGR2HSV).astype(np.float32)
        hsv[:, :, 0] = (hsv[:, :, 0] + rng.uniform(0, 180)) % 180
        hsv[:, :, 1] = np.clip(hsv[:, :, 1] * rng.uniform(0.5, 1.5), 0, 255)
        img = cv2.cvtColor(hsv.astype(np.uint8), cv2.COLOR_HSV2BGR).astype(np.float32)
    if rng.random() < 0.3:  # tint the whole scene: other tables, other light
        img = img * rng.uniform(0.6, 1.2, size=3)[None, None, :]
    if strong and rng.random() < 0.3:  # contrast around the mean
        m = img.mean()
        img = (img - m) * rng.uniform(0.5, 1.3) + m
    gain, bias = rng.uniform(0.6, 1.3), rng.uniform(-40, 40)
    img = img * gain + bias
    if rng.random() < 0.3:  # light gradient
        h, w = img.shape[:2]
        gx = np.linspace(-1, 1, w)[None, :, None] * rng.uniform(-40, 40)
        gy = np.linspace(-1, 1, h)[:, None, None] * rng.uniform(-40, 40)
        img = img + gx + gy
    r = rng.random()
    if r < 0.25:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.4, 1.3 if strong else 1.0))
    elif strong and r < 0.35:  # motion blur
        n = int(rng.integers(2, 5))
        k = np.zeros((2 * n + 1, 2 * n + 1), np.float32)
        a = rng.uniform(0, math.pi)
        cv2.line(k, (n - int(n * math.cos(a)), n - int(n * math.sin(a))),
                 (n + int(n * math.cos(a)), n + int(n * math.sin(a))), 1.0)
        img = cv2.filter2D(img, -1, k / k.sum())
    if rng.random() < 0.5:
        img = img + rng.normal(0, rng.uniform(1, 8), img.shape)
    img = np.clip(img, 0, 255).astype(np.uint8)
    if strong and rng.random() < 0.3:
        ok, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(35, 95))])
        img = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return img


def to_tensor(img):
    return torch.from_numpy(img.astype(np.float32).transpose(2, 0, 1) / 255.0 - 0.5)


# ---------------------------------------------------------------------------------- detector
def det_sample(image, dice, rng, area=False):
    """A random PATCH x PATCH training patch at detector scale and its targets."""
    h, w = image.shape[:2]
    base = DET_IN / max(h, w)
    scale = base * rng.uniform(0.6, 1.6)
    angle = rng.uniform(0, 360)
    cx, cy = rng.uniform(0, w), rng.uniform(0, h)
    m = cv2.getRotationMatrix2D((cx, cy), angle, scale)
    m[0, 2] += PATCH / 2 - cx
    m[1, 2] += PATCH / 2 - cy
    border = [float(v) for v in cv2.mean(image)[:3]]
    src, shrink = image, area and scale < 0.5
    if shrink:  # shrink with area averaging first, as the reader's letterbox resize does
        f = scale / 0.5
        src = cv2.resize(image, (max(1, round(w * f)), max(1, round(h * f))), interpolation=cv2.INTER_AREA)
        m[:, :2] /= f
    patch = cv2.warpAffine(src, m, (PATCH, PATCH), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                           borderValue=border)
    if rng.random() < 0.5:
        patch = patch[:, ::-1].copy()
        flip = True
    else:
        flip = False
    if shrink:
        m[:, :2] *= f
    patch = photometric(patch, rng)
    g = PATCH // DET_STRIDE
    heat = np.zeros((g, g), np.float32)
    size = np.zeros((g, g), np.float32)
    offset = np.zeros((2, g, g), np.float32)  # the centre from each cell near it, in cells
    mask = np.zeros((g, g), np.float32)
    ys, xs = np.mgrid[0:g, 0:g].astype(np.float32)
    for (x, y, s, _v) in dice:
        px = m[0, 0] * x + m[0, 1] * y + m[0, 2]
        py = m[1, 0] * x + m[1, 1] * y + m[1, 2]
        if flip:
            px = PATCH - px
        gs = s * scale / DET_STRIDE
        gx, gy = px / DET_STRIDE - 0.5, py / DET_STRIDE - 0.5
        if not (-gs < gx < g + gs and -gs < gy < g + gs):
            continue
        sigma = max(gs / 6.0, 0.6)
        heat = np.maximum(heat, np.exp(-((xs - gx) ** 2 + (ys - gy) ** 2) / (2 * sigma * sigma)))
        ix, iy = int(round(gx)), int(round(gy))
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if 0 <= ix + dx < g and 0 <= iy + dy < g:
                    size[iy + dy, ix + dx] = s * scale / 32.0
                    offset[:, iy + dy, ix + dx] = (gx - ix - dx, gy - iy - dy)
                    mask[iy + dy, ix + dx] = 1.0
        if 0 <= ix < g and 0 <= iy < g:
            heat[iy, ix] = 1.0
    return patch, heat, size, offset, mask


def focal_loss(logit, target):
    p = torch.sigmoid(logit).clamp(1e-4, 1 - 1e-4)
    pos = target.eq(1).float()
    neg = 1 - pos
    pos_loss = -torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = -torch.log(1 - p) * p ** 2 * (1 - target) ** 4 * neg
    return (pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1)


def train_detector(real, synth, steps, seed, batch=8, area=False, synth_size=1.0, width=32, offsets=False,
                   hourglass=False, extra_shares=()):
    """Half of each batch from the real photos, half from the synthetic sets; a synthetic die's
    labelled size is scaled by synth_size: the generator's box and the real labels' box differ, and
    one size head cannot learn both (at 1.0 it read real dice 15 % small). The heat map's stride is
    the module's DET_STRIDE (det_sample reads it), as CROP is the faces' crop. extra_shares: the
    last len(extra_shares) synthetic sets (ICON_SET's icon dice, TOUCHING_SET's clusters) are drawn
    for these shares of each batch, the other synthetic sets for the rest of the half."""
    seed_all(seed)
    rng = np.random.default_rng(seed)
    resized = [[(p, [(x, y, synth_size * z, v) for (x, y, z, v) in d]) for p, d in s] for s in synth]
    pools = [[(cv2.imread(p), d) for p, d in real]] + [[(cv2.imread(p), d) for p, d in s] for s in resized]
    if extra_shares:
        pips = len(synth) - len(extra_shares)
        weights = np.array([0.5] + [(0.5 - sum(extra_shares)) / pips] * pips + list(extra_shares))
    else:
        weights = np.array([0.5] + [0.5 / len(synth)] * len(synth)) if synth else np.array([1.0])
    model = HourglassDetector(width) if hourglass else Detector(width, DET_STRIDE, offsets)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps)
    t0 = time.time()
    for step in range(steps):
        xs, hs, ss, os_, ms = [], [], [], [], []
        for _ in range(batch):
            pool = pools[rng.choice(len(pools), p=weights)]
            img, dice = pool[rng.integers(len(pool))]
            p, h, s, o, m = det_sample(img, dice, rng, area)
            xs.append(to_tensor(p))
            hs.append(h)
            ss.append(s)
            os_.append(o)
            ms.append(m)
        x = torch.stack(xs)
        h = torch.from_numpy(np.stack(hs))
        s = torch.from_numpy(np.stack(ss))
        m = torch.from_numpy(np.stack(ms))
        out = model(x)
        loss_h = focal_loss(out[:, 0], h)
        loss_s = (torch.abs(out[:, 1] - s) * m).sum() / m.sum().clamp(min=1)
        loss = loss_h + loss_s
        if offsets:
            o = torch.from_numpy(np.stack(os_))
            loss = loss + (torch.abs(out[:, 2:4] - o) * m[:, None]).sum() / m.sum().clamp(min=1)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 50 == 0 or step == steps - 1:
            print(f"det step {step} loss {loss_h.item():.3f} + {loss_s.item():.3f} ({time.time() - t0:.0f}s)",
                  flush=True)
    model.eval()
    return model


# ------------------------------------------------------------------------------------- faces
def face_crop(image, cx, cy, side, angle=0.0, out=None):
    """The classifier's input: the square of `side` pixels around (cx, cy), turned by `angle`
    degrees, cut at full resolution (bilinear, replicated border) and shrunk to out x out with
    area averaging, so large dice are not aliased. vision/dice/pip_face_classifier.cpp does the
    same with angle 0. `out` defaults to CROP (train_numerals.py sets a larger one)."""
    out = out or CROP
    n = max(out, int(math.ceil(side)))
    m = cv2.getRotationMatrix2D((cx, cy), angle, n / max(side, 1.0))
    m[0, 2] += n / 2 - cx
    m[1, 2] += n / 2 - cy
    patch = cv2.warpAffine(image, m, (n, n), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    if n != out:
        patch = cv2.resize(patch, (out, out), interpolation=cv2.INTER_AREA)
    return patch


# A d4 seen from above: three ridges run from its top vertex to the corners, 120 degrees apart.
# vision/dice/d4_ridges.cpp is the same computation (RIDGE_* as its constants).
RIDGE_WINDOW, RIDGE_SIDE, RIDGE_SIGMA, RIDGE_RADII = 1.4, 32, 1.5, (0.1, 0.5)


@functools.lru_cache(maxsize=1)
def _ridge_votes():
    """Per pixel of the RIDGE_SIDE window: cos and sin of its direction from the centre, and those
    of three times it where it votes (zero outside RIDGE_RADII). The same for every die, so made
    once: training asks for a ridge angle on every sample."""
    n = RIDGE_SIDE
    yy, xx = np.mgrid[0:n, 0:n] - (n - 1) / 2
    r, phi = np.hypot(xx, yy), np.arctan2(yy, xx)
    votes = (r >= RIDGE_RADII[0] * n) & (r <= RIDGE_RADII[1] * n)
    return np.cos(phi), np.sin(phi), np.cos(3 * phi) * votes, np.sin(3 * phi) * votes


def ridge_angle(image, cx, cy, size):
    """The direction, in degrees (image axes, y down, in (-60, 60]), of one of the three ridges of a
    d4 whose top vertex is at (cx, cy) and whose size is `size`. The window of RIDGE_WINDOW x size
    around the vertex, shrunk to RIDGE_SIDE pixels, grey and smoothed; each pixel's gradient
    across the radius from the vertex (squared, so light and dark faces count alike) votes for
    its direction with three-fold symmetry: ridges and the outline's corners lie on the three
    directions, and the small numbers on the faces are smoothed away."""
    n, side = RIDGE_SIDE, RIDGE_WINDOW * size
    p = cv2.cvtColor(face_crop(image, cx, cy, side, 0.0, n), cv2.COLOR_BGR2GRAY).astype(np.float32)
    p = cv2.GaussianBlur(p, (0, 0), RIDGE_SIGMA)
    gx = cv2.Sobel(p, cv2.CV_32F, 1, 0, ksize=3).astype(np.float64)
    gy = cv2.Sobel(p, cv2.CV_32F, 0, 1, ksize=3).astype(np.float64)
    cos1, sin1, cos3, sin3 = _ridge_votes()
    across = (gy * cos1 - gx * sin1) ** 2
    return math.degrees(math.atan2((across * sin3).sum(), (across * cos3).sum())) / 3


def upright_angle(image, cx, cy, size):
    """face_crop's angle that turns a d4's crop upright: one ridge straight up, the other two down to
    the left and right, so one copy of the value stands upright below the vertex."""
    return ridge_angle(image, cx, cy, size) + 90.0


def mine_candidates(det, image, dice, min_peak=0.1):
    """Detector candidates on a training image: (cx, cy, size, label), label 0 when it matches no die
    (the reader's matching rule: centre within half the labelled size); -1 when ambiguous."""
    import evaluate  # noqa: E402  (the Python replica of the reader)
    out = []
    for (x, y, s, _score) in evaluate.detect(det, image, min_peak, square=True):
        label = 0
        for (dx, dy, ds, v) in dice:
            dist = math.hypot(dx - x, dy - y)
            if dist <= 0.3 * ds:
                label = v
                break
            if dist <= 0.6 * ds:
                label = -1
        if label >= 0:
            out.append((x, y, s, label))
    return out


def jitter_die(x, y, s, rng):
    """A die's crop centre and size as the detector may give them (centre error up to about a
    quarter of the size, size error -40% .. +50%)."""
    j = min(abs(rng.normal(0, 0.08)), 0.25) * s
    a = rng.uniform(0, 2 * math.pi)
    ratio = float(np.clip(math.exp(rng.normal(0, 0.2)), 0.55, 1.6))
    return x + j * math.cos(a), y + j * math.sin(a), s * ratio


def die_disc(n, r):
    """For an n x n crop of CROP_SCALE x a die: a disc of radius r x the die about its centre, its
    edge softened over two pixels (n x n, 0..1), and the die's size in pixels."""
    die = n / CROP_SCALE
    yy, xx = np.mgrid[0:n, 0:n] - (n - 1) / 2
    return np.clip((r * die - np.hypot(xx, yy)) / 2 + 0.5, 0, 1), die


def add_ghost(crop, rng):
    """The crop with a faint, blurred echo of its own marks, mirrored, shrunk and shifted: what a
    translucent die shows of its hidden faces (docs/accuracy.md). The echo is the detail (the crop
    less its blur) inside the face, where the pips are, not the die's outline, at a quarter to a
    half of its strength, so the die's own pips stay the strongest marks; the label is unchanged."""
    g = crop.astype(np.float32)
    n = g.shape[0]
    face, die = die_disc(n, 0.42)
    detail = (g - cv2.GaussianBlur(g, (0, 0), n / 6)) * face[:, :, None]
    centre = (n / 2 + rng.uniform(-0.1, 0.1) * die, n / 2 + rng.uniform(-0.1, 0.1) * die)
    m = cv2.getRotationMatrix2D(centre, rng.uniform(-20, 20), rng.uniform(0.75, 0.95))
    echo = cv2.warpAffine(detail[:, ::-1].copy(), m, (n, n), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)
    echo = cv2.GaussianBlur(echo, (0, 0), rng.uniform(0.6, 1.5)).reshape(n, n, -1) * die_disc(n, 0.45)[0][:, :, None]
    return np.clip(g + rng.uniform(0.25, 0.5) * echo, 0, 255).astype(np.uint8)


def turned_frame(n, off, a):
    """(u, v): each pixel of an n x n crop in a frame about `off` (pixels from the crop's centre)
    turned by `a` radians, u along the turned x axis, v across it."""
    yy, xx = np.mgrid[0:n, 0:n] - (n - 1) / 2
    u = (xx - off[0]) * math.cos(a) + (yy - off[1]) * math.sin(a)
    v = -(xx - off[0]) * math.sin(a) + (yy - off[1]) * math.cos(a)
    return u, v


def towards_white(g, mask, rng, low, high):
    """g (float) blended by `mask` (n x n x 1) and a strength of low..high towards a slightly tinted
    white, as glare looks: add_glare's and add_arc_glare's last step."""
    white = 255 - rng.uniform(0, 30, size=3)[None, None, :]
    return np.clip(g + rng.uniform(low, high) * mask * (white - g), 0, 255).astype(np.uint8)


def add_glare(crop, rng):
    """The crop with a streak of glare across the die: a glossy face mirroring a window or a lamp
    as a long bright band that can wash out a row of pips (the held-out day's blue and purple dice
    misread so, docs/accuracy.md). A soft-edged band of 0.06..0.16 x the die's width and 0.5..1.2 x
    its length at any angle, at most 0.3 x the die off its centre and cut to the die, blended
    0.5..0.9 towards a slightly tinted white; the label is unchanged."""
    g = crop.astype(np.float32)
    n = g.shape[0]
    on_die, die = die_disc(n, 0.48)  # the band on the die, not the table
    a = rng.uniform(0, math.pi)
    off = rng.uniform(-0.3, 0.3, size=2) * die
    u, v = turned_frame(n, off, a)  # along the band, across it
    half_w, half_l = rng.uniform(0.03, 0.08) * die, rng.uniform(0.25, 0.6) * die
    band = np.clip(half_w - np.abs(v) + 0.5, 0, 1) * np.clip((half_l - np.abs(u)) / max(1.0, 0.3 * half_l), 0, 1)
    band *= on_die
    band = cv2.GaussianBlur(band.astype(np.float32), (0, 0), rng.uniform(0.5, 1.5))[:, :, None]
    return towards_white(g, band, rng, 0.5, 0.9)


def add_arc_glare(crop, rng):
    """The crop with a thin bright arc on the die: a glossy face mirroring a round lamp (a ring light,
    a lampshade's rim) as part of an ellipse, from a quarter to the whole of it, around or across
    the pips (fold 2's misread dice of the development day show such arcs, docs/accuracy.md). The
    ellipse's radius is 0.2..0.45 x the die's size, its centre up to 0.15 x the die off the die's,
    its line 0.03..0.08 x the die wide, blended 0.6..0.95 towards a slightly tinted white and cut to
    the die. Unlike add_glare's broad band it hides no pip, so the label is unchanged and true."""
    g = crop.astype(np.float32)
    n = g.shape[0]
    on_die, die = die_disc(n, 0.48)
    off = rng.uniform(-0.15, 0.15, size=2) * die
    a = rng.uniform(0, math.pi)
    radius = rng.uniform(0.2, 0.45) * die
    aspect = rng.uniform(0.6, 1.0)
    u, v = turned_frame(n, off, a)
    u, v = u / radius, v / (radius * aspect)  # the ellipse is the unit circle here
    off_line = np.abs(np.hypot(u, v) - 1) * radius  # about the distance to the ellipse, in pixels
    half_w = rng.uniform(0.015, 0.04) * die
    line = np.clip(half_w - off_line + 0.5, 0, 1)
    start, span = rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 2) * math.pi
    along = np.mod(np.arctan2(v, u) - start, 2 * math.pi)
    line *= np.clip(np.minimum(along, span - along) * radius / 2 + 0.5, 0, 1)  # ends softened over 2 px
    line = cv2.GaussianBlur((line * on_die).astype(np.float32), (0, 0), rng.uniform(0.4, 1.0))[:, :, None]
    return towards_white(g, line, rng, 0.6, 0.95)


def small_jpeg(image, cx, cy, side, rng):
    """The die's neighbourhood as a smaller, compressed photo shows it: shrunk by 0.35..1 (area
    averaging) and JPEG-encoded at quality 40..95 at that size, so that its 8 x 8 blocks are as
    coarse against the die as a webcam's or a small phone photo's (docs/accuracy.md, "Other
    cameras"). Returns the window and (cx, cy, side) in its pixels."""
    h, w = image.shape[:2]
    half = int(math.ceil(CROP_SCALE * side)) + 8  # the turned crop and a block of context
    x0, y0 = max(0, int(cx) - half), max(0, int(cy) - half)
    x1, y1 = min(w, int(cx) + half + 1), min(h, int(cy) + half + 1)
    f = rng.uniform(0.35, 1.0)
    window = cv2.resize(image[y0:y1, x0:x1], (max(8, round((x1 - x0) * f)), max(8, round((y1 - y0) * f))),
                        interpolation=cv2.INTER_AREA)
    _, buf = cv2.imencode(".jpg", window, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(40, 96))])
    return cv2.imdecode(buf, cv2.IMREAD_COLOR), (cx - x0) * f, (cy - y0) * f, side * f


def face_sample(image, dice, cands, rng, strong, mirror=True, ghost=0.0, glare=0.0, arcs=0.0, small=0.0):
    """(crop, label) for one training example, or None. `mirror`: also show it mirrored half the
    time (pip faces look the same mirrored; numerals do not). `ghost`: the share of dice shown
    with an echo of their marks (add_ghost); `glare`: with a streak of glare (add_glare); `arcs`:
    with an arc of a round lamp's reflection (add_arc_glare); `small`: the share of crops cut from
    a smaller, compressed photo (small_jpeg)."""
    r = rng.random()
    h, w = image.shape[:2]
    if dice and r < 0.55:  # a labelled die, jittered as the detector errs
        x, y, s, v = dice[rng.integers(len(dice))]
        cx, cy, side = jitter_die(x, y, s, rng)
        label = v
    elif cands and r < 0.85:  # what the detector actually proposes here (dice and false alarms)
        x, y, s, label = cands[rng.integers(len(cands))]
        cx, cy, side = x + rng.normal(0, 0.03 * s), y + rng.normal(0, 0.03 * s), s * math.exp(rng.normal(0, 0.08))
    else:  # anywhere: beside or between dice, or on the table
        if dice and rng.random() < 0.5:
            x, y, s, _ = dice[rng.integers(len(dice))]
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0.6, 1.1) * s
            cx, cy, side = x + d * math.cos(a), y + d * math.sin(a), s * rng.uniform(0.7, 1.4)
        else:
            side = rng.uniform(20, 110) * max(h, w) / 640
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        label = 0
        for (x, y, s, v) in dice:
            dist = math.hypot(cx - x, cy - y)
            if dist < 0.6 * s:
                return None
    if small > 0 and rng.random() < small:
        image, cx, cy, side = small_jpeg(image, cx, cy, side, rng)
    img = face_crop(image, cx, cy, CROP_SCALE * side, rng.uniform(0, 360))
    if mirror and rng.random() < 0.5:
        img = img[:, ::-1].copy()
    if ghost > 0 and label > 0 and rng.random() < ghost:
        img = add_ghost(img, rng)
    if glare > 0 and label > 0 and rng.random() < glare:
        img = add_glare(img, rng)
    if arcs > 0 and label > 0 and rng.random() < arcs:
        img = add_arc_glare(img, rng)
    return photometric(img, rng, strong), label


def train_faces(real, synth, det, steps, seed, batch=64, real_share=0.5, classes=7, mirror=True, network=DeepFaces,
                ghost=0.0, width=1.0, glare=0.0, input_norm=False, ema=0.0, arcs=0.0, small=0.0):
    """The face classifier `network(classes)`, made after the data are drawn (so that a seed gives
    the same weights whatever the network). real_share: the share of each batch cut from the real
    photos, the rest from the synthetic sets alike; ema: fit_classifier's; small: face_sample's."""
    seed_all(seed)
    rng = np.random.default_rng(seed)
    t0 = time.time()
    pools = []
    for i, source in enumerate([real] + synth):
        pool = []
        for p, d in source:
            img = cv2.imread(p)
            pool.append((img, d, mine_candidates(det, img, d)))
        pools.append(pool)
        n = sum(len(c) for _, _, c in pool)
        neg = sum(1 for _, _, c in pool for q in c if q[3] == 0)
        print(f"source {i}: {len(pool)} images, {n} detector candidates ({neg} not a die) ({time.time() - t0:.0f}s)",
              flush=True)
    weights = np.array([real_share] + [(1 - real_share) / len(synth)] * len(synth)) if synth else np.array([1.0])

    def next_batch():
        xs, ys = [], []
        while len(xs) < batch:
            k = rng.choice(len(pools), p=weights)
            img, dice, cands = pools[k][rng.integers(len(pools[k]))]
            sample = face_sample(img, dice, cands, rng, strong=True, mirror=mirror, ghost=ghost, glare=glare,
                                 arcs=arcs, small=small)
            if sample is None:
                continue
            xs.append(to_tensor(sample[0]))
            ys.append(sample[1])
        return xs, ys

    model = network(classes, width=width, input_norm=True) if input_norm else network(classes, width=width)
    return fit_classifier(model, next_batch, steps, "faces", t0, log_every=200, ema=ema)


def fit_classifier(model, next_batch, steps, name, t0, log_every=500, ema=0.0):
    """The classifiers' training loop: AdamW under a one-cycle schedule, cross-entropy with a
    little label smoothing; `next_batch()` gives (list of input tensors, list of labels).
    ema > 0: the model returned is the exponential moving average of the weights and of the batch
    norms' statistics, `ema` the decay per step (0.999: about the last thousand steps), instead of
    the last step's (tried 2026-12-02: docs/accuracy.md)."""
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=5e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps, pct_start=0.15)
    average = copy.deepcopy(model) if ema > 0 else None
    for step in range(steps):
        xs, ys = next_batch()
        model.train()
        out = model(torch.stack(xs))
        y = torch.tensor(ys)
        loss = F.cross_entropy(out, y, label_smoothing=0.03)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if average is not None:
            # The decay ramps up from 0 so that the first steps' random weights do not linger.
            moving_average(average, model, min(ema, (1 + step) / (10 + step)))
        if step % log_every == 0 or step == steps - 1:
            acc = (out.argmax(1) == y).float().mean().item()
            print(f"{name} step {step} loss {loss.item():.3f} acc {acc:.3f} ({time.time() - t0:.0f}s)", flush=True)
    if average is not None:
        model = average
    model.eval()
    return model


def moving_average(average, model, decay):
    """average <- decay * average + (1 - decay) * model, weights and batch-norm statistics alike
    (the step counters, integers, are copied)."""
    with torch.no_grad():
        for a, m in zip(average.state_dict().values(), model.state_dict().values()):
            if a.dtype.is_floating_point:
                a.mul_(decay).add_(m, alpha=1 - decay)
            else:
                a.copy_(m)


def export(model, shape, out_dir, name):
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, name)
    x = torch.zeros(shape)
    torch.onnx.export(model, x, path, opset_version=11, input_names=["in"], output_names=["out"],
                      dynamic_axes={"in": {0: "n"}, "out": {0: "n"}})
    print("wrote", path, os.path.getsize(path), "bytes", flush=True)
    return path


def material_shares(text):
    """TRANSLUCENT,MARBLED as given to vision_scene_dump --materials: (0.3, 0.3) from "0.3,0.3"."""
    translucent, marbled = (float(x) for x in text.split(","))
    return translucent, marbled


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", choices=["detector", "faces"])
    ap.add_argument("--part", choices=realset.PARTS, default=realset.DEV,
                    help="real-d6 part to train on: dev (the committed model), heldout (the day fold 2), even or odd (the two folds of half of each day), dev-even or dev-odd (the inner folds of the development day)")
    ap.add_argument("--out", default=OUT, help="folder for the .onnx files")
    ap.add_argument("--synth-dir", default="/tmp/scriptorium-dice-train", help="synthetic training scenes")
    ap.add_argument("--scene-dump", default=os.path.join(ROOT, "build", "tests", "vision", "vision_scene_dump"))
    ap.add_argument("--det-steps", type=int, default=15000)
    ap.add_argument("--det-real-only", action="store_true",
                    help="detector: train on the real photos only (the detector before 2026-11-26)")
    ap.add_argument("--det-synth-size", type=float, default=0.85,
                    help="detector: the synthetic dice's labelled size times this, so that it agrees with "
                         "how the real photos' boxes are drawn (docs/accuracy.md)")
    ap.add_argument("--face-steps", type=int, default=20000)
    ap.add_argument("--ghost", type=float, default=0.0,
                    help="share of the face classifier's dice shown with a faint echo of their marks (add_ghost)")
    ap.add_argument("--glare", type=float, default=0.0,
                    help="share of the face classifier's dice shown with a streak of glare (add_glare; 0.3 tried, "
                         "not adopted: docs/accuracy.md)")
    ap.add_argument("--arc-glare", type=float, default=0.0,
                    help="share of the face classifier's dice shown with a thin arc of a round lamp's reflection "
                         "(add_arc_glare; 0.25 in the committed second opinion since 2026-12-03: docs/accuracy.md)")
    ap.add_argument("--small-jpeg", type=float, default=0.0,
                    help="face classifier: share of its crops cut from the photo shrunk by 0.35..1 and JPEG-encoded "
                         "at quality 40..95 at that size (small_jpeg; 0.3 tried 2026-12-06, R28, not adopted: "
                         "docs/accuracy.md \"Other cameras\")")
    ap.add_argument("--det-icons", type=float, default=0.0,
                    help="detector: the share (under 0.5) of each batch drawn from icon dice of the training "
                         "designs (ICON_SET), for the taught sets' detector; 0: none, the pip detector's recipe")
    ap.add_argument("--det-touching", type=float, default=0.0,
                    help="detector: the share (under 0.5, with --det-icons') of each batch drawn from "
                         "TOUCHING_SET's clusters of touching dice at 1280 x 960; 0: none, the pip detector's "
                         "recipe (0.15 tried, R39 to R41, none adopted: more dice found, but more false "
                         "reports on printed cloths or fewer translucent values read; R42, R40's with face "
                         "networks trained on its candidates, failed the full suite; docs/accuracy.md)")
    ap.add_argument("--det-width", type=int, default=32, help="detector: channels of its last convolutions (Detector)")
    ap.add_argument("--det-network", choices=["plain", "hourglass"], default="plain",
                    help="detector: Detector (committed) or HourglassDetector (separable, for speed; tried for the "
                         "pip reader 2026-12-06, docs/accuracy.md)")
    ap.add_argument("--coloured-pips", type=float, default=0.25,
                    help="face classifier: share of its synthetic pip dice with red, yellow, gold, green or blue "
                         "pips as well as white and black (vision_scene_dump --coloured-pips; 0 before "
                         "2026-11-27, docs/accuracy.md). The detector always learns from the plain scenes")
    ap.add_argument("--swirled", type=float, default=0.0,
                    help="face classifier: share of its marbled synthetic dice drawn as broad two-colour swirls "
                         "with light veins (vision_scene_dump --swirled)")
    ap.add_argument("--materials", type=material_shares,
                    help="face classifier: TRANSLUCENT,MARBLED, the shares of such dice in its synthetic scenes "
                         "(vision_scene_dump --materials; the generator's 0.15,0.15 when not given)")
    ap.add_argument("--side-pips", type=float, default=0.0,
                    help="face classifier: its synthetic dice show side faces with their pips, up to this x the "
                         "die's size wide (vision_scene_dump --side-pips; 0: plain sides at most 0.14 wide; tried "
                         "2026-12-02 and 03, not adopted: docs/accuracy.md)")
    ap.add_argument("--dim-pips", type=float, default=0.0,
                    help="face classifier: share of its synthetic pip dice whose pips are blended 35 to 65 %% of "
                         "the way towards the body, as the dull red pips of dark dice on real photos "
                         "(vision_scene_dump --dim-pips; tried 2026-12-03, not adopted: docs/accuracy.md)")
    ap.add_argument("--speckled-tables", type=float, default=0.0,
                    help="both networks: share of their synthetic scenes on a table dotted with speckles of about "
                         "a pip's size, granite or terrazzo (vision_scene_dump --speckled-tables; docs/accuracy.md)")
    ap.add_argument("--printed-tables", type=float, default=0.0,
                    help="both networks: share of their synthetic scenes on a gingham, polka-dot or rosette-printed "
                         "cloth (vision_scene_dump --printed-tables; docs/accuracy.md)")
    ap.add_argument("--det-materials", type=material_shares,
                    help="detector: TRANSLUCENT,MARBLED, the shares of such dice in its synthetic scenes "
                         "(tried 2026-12-02: docs/accuracy.md; the generator's 0.15,0.15 when not given)")
    ap.add_argument("--face-width", type=float, default=1.0, help="face classifier: its channels times this (Faces)")
    ap.add_argument("--input-norm", action="store_true",
                    help="face classifier: each crop's channels normalised first (Faces input_norm; tried 2026-12-02, "
                    "not adopted: docs/accuracy.md)")
    ap.add_argument("--face-ema", type=float, default=0.0,
                    help="face classifier: keep the moving average of its weights with this decay per step "
                         "(fit_classifier; 0: the last step's weights)")
    ap.add_argument("--real-share", type=float, default=0.5,
                    help="face classifier: the share of each batch cut from the real photos (train_faces)")
    ap.add_argument("--faces-name", default="dice_faces.onnx",
                    help="the face model's file in --out (dice_faces_second.onnx: the second opinion, with "
                         "--swirled 0.5 --arc-glare 0.25)")
    ap.add_argument("--face-crop", type=int, default=CROP,
                    help="face classifier: its input's side in pixels, the crop of CROP_SCALE x the die shrunk to it "
                         "(40 committed; evaluate.py --face-crop reads such a model)")
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--save-state", help="also write the face model's PyTorch weights here (to continue later)")
    args = ap.parse_args()
    globals().update(CROP=args.face_crop)  # a module setting, as train_numerals.py's: face_crop and export read it
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    real = realset.load(args.part)
    print(f"real-d6 {args.part} part: {len(real)} photos, {sum(len(d) for _, d in real)} dice", flush=True)
    det_path = os.path.join(args.out, "dice_detector.onnx")
    if args.only in (None, "detector"):
        extras = args.det_icons + args.det_touching
        if extras > 0 and (args.det_real_only or extras >= 0.5):  # before any scene is rendered
            sys.exit("error: --det-icons and --det-touching need the synthetic pip scenes and shares "
                     "under 0.5 together")
        synth_det = [] if args.det_real_only else synthetic_sets(args.synth_dir, args.scene_dump,
                                                                   materials=args.det_materials,
                                                                   speckled=args.speckled_tables,
                                                                   printed=args.printed_tables)
        extra_shares = []
        # The clusters are drawn on the pip scenes' mix of tables, so that only the touching share
        # changes (R40; R39's clusters on plain tables took the printed cloths' share).
        tables = scene_flags(table_options(args.speckled_tables, args.printed_tables))
        for share, extra, (suffix, table_flags) in ((args.det_icons, ICON_SET, ("", [])),
                                                    (args.det_touching, TOUCHING_SET, tables)):
            if share <= 0:
                continue
            name, first, count, w, h, flags = extra
            name, flags = name + suffix, flags + table_flags
            synth_det.append(render_scenes(os.path.join(args.synth_dir, name), first, count, w, h, flags,
                                           args.scene_dump))
            extra_shares.append(share)
        print(f"detector, synthetic: {[len(s) for s in synth_det]} scenes", flush=True)
        model = train_detector(real, synth_det, args.det_steps, args.seed, area=bool(synth_det),
                               synth_size=args.det_synth_size, width=args.det_width,
                               hourglass=args.det_network == "hourglass", extra_shares=extra_shares)
        det_path = export(model, (1, 3, DET_IN, DET_IN), args.out, "dice_detector.onnx")
    if args.only in (None, "faces"):
        det = cv2.dnn.readNetFromONNX(det_path)
        synth = synthetic_sets(args.synth_dir, args.scene_dump, args.coloured_pips, args.swirled, args.materials,
                               args.side_pips, args.dim_pips, args.speckled_tables, args.printed_tables)
        print(f"faces, synthetic: {[len(s) for s in synth]} scenes", flush=True)
        faces = train_faces(real, synth, det, args.face_steps, args.seed, ghost=args.ghost, width=args.face_width,
                            glare=args.glare, input_norm=args.input_norm, ema=args.face_ema,
                            real_share=args.real_share, arcs=args.arc_glare, small=args.small_jpeg)
        export(faces, (1, 3, CROP, CROP), args.out, args.faces_name)
        if args.save_state:
            torch.save(faces.state_dict(), args.save_state)


if __name__ == "__main__":
    main()
