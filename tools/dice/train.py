#!/usr/bin/python3
"""Trains the two small networks of the pip-d6 reader and exports them to ONNX for OpenCV dnn.

  /usr/bin/python3 tools/dice/train.py            # both models -> data/models/
  /usr/bin/python3 tools/dice/train.py --only faces

Only the development part of real-d6 (see realset.py) is used. Fixed seeds; CPU only.

- dice_detector.onnx: fully convolutional centre heat map. Input 1x3x320x320 (BGR / 255 - 0.5,
  the image resized so its longer side is 320 and padded with the border mean), output 1x2x80x80:
  channel 0 the centre logit, channel 1 the die size in input pixels / 32.
- dice_faces.onnx: crop classifier. Input Nx3x32x32 (BGR / 255 - 0.5), a square crop of side
  1.1 x die size centred on the die; output N x 7 logits: 0 = not a die, 1..6 = the pip value.
"""
import argparse
import math
import os
import random
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
CROP, CROP_SCALE = 32, 1.1


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def conv(cin, cout, stride=1, dil=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, padding=dil, dilation=dil, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(conv(3, 8, 2), conv(8, 16, 2), conv(16, 24), conv(24, 32, dil=2),
                                  conv(32, 32, dil=4), conv(32, 32, dil=8))
        self.head = nn.Conv2d(32, 2, 1)
        self.head.bias.data[0] = -4.0

    def forward(self, x):
        return self.head(self.body(x))


class Faces(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(conv(3, 16), nn.MaxPool2d(2), conv(16, 32), nn.MaxPool2d(2), conv(32, 48),
                                  nn.MaxPool2d(2), conv(48, 64), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Linear(64, 7)

    def forward(self, x):
        return self.fc(self.body(x))


def photometric(img, rng):
    """Colour, light, blur and noise changes shared by both trainings (uint8 BGR in, out)."""
    img = img.astype(np.float32)
    if rng.random() < 0.5:
        img = img[:, :, rng.permutation(3)]
    if rng.random() < 0.3:  # tint the whole scene: other tables, other light
        img = img * rng.uniform(0.6, 1.2, size=3)[None, None, :]
    gain, bias = rng.uniform(0.6, 1.3), rng.uniform(-40, 40)
    img = img * gain + bias
    if rng.random() < 0.3:  # light gradient
        h, w = img.shape[:2]
        gx = np.linspace(-1, 1, w)[None, :, None] * rng.uniform(-40, 40)
        gy = np.linspace(-1, 1, h)[:, None, None] * rng.uniform(-40, 40)
        img = img + gx + gy
    if rng.random() < 0.3:
        k = rng.choice([3, 5])
        img = cv2.GaussianBlur(img, (k, k), 0)
    if rng.random() < 0.5:
        img = img + rng.normal(0, rng.uniform(1, 8), img.shape)
    return np.clip(img, 0, 255).astype(np.uint8)


def to_tensor(img):
    return torch.from_numpy(img.astype(np.float32).transpose(2, 0, 1) / 255.0 - 0.5)


# ---------------------------------------------------------------------------------- detector
def det_sample(image, dice, rng):
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
    patch = cv2.warpAffine(image, m, (PATCH, PATCH), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                           borderValue=border)
    if rng.random() < 0.5:
        patch = patch[:, ::-1].copy()
        flip = True
    else:
        flip = False
    patch = photometric(patch, rng)
    g = PATCH // DET_STRIDE
    heat = np.zeros((g, g), np.float32)
    size = np.zeros((g, g), np.float32)
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
                    mask[iy + dy, ix + dx] = 1.0
        if 0 <= ix < g and 0 <= iy < g:
            heat[iy, ix] = 1.0
    return patch, heat, size, mask


def focal_loss(logit, target):
    p = torch.sigmoid(logit).clamp(1e-4, 1 - 1e-4)
    pos = target.eq(1).float()
    neg = 1 - pos
    pos_loss = -torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = -torch.log(1 - p) * p ** 2 * (1 - target) ** 4 * neg
    return (pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1)


def train_detector(data, steps, seed):
    seed_all(seed)
    rng = np.random.default_rng(seed)
    images = [(cv2.imread(p), d) for p, d in data]
    model = Detector()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps)
    batch = 8
    t0 = time.time()
    for step in range(steps):
        xs, hs, ss, ms = [], [], [], []
        for _ in range(batch):
            img, dice = images[rng.integers(len(images))]
            p, h, s, m = det_sample(img, dice, rng)
            xs.append(to_tensor(p))
            hs.append(h)
            ss.append(s)
            ms.append(m)
        x = torch.stack(xs)
        h = torch.from_numpy(np.stack(hs))
        s = torch.from_numpy(np.stack(ss))
        m = torch.from_numpy(np.stack(ms))
        out = model(x)
        loss_h = focal_loss(out[:, 0], h)
        loss_s = (torch.abs(out[:, 1] - s) * m).sum() / m.sum().clamp(min=1)
        loss = loss_h + loss_s
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
def crop(image, cx, cy, side, angle=0.0, flip=False):
    """The classifier's input crop; the C++ reader builds the same affine transform."""
    s = CROP / side
    m = cv2.getRotationMatrix2D((cx, cy), angle, s)
    m[0, 2] += CROP / 2 - cx
    m[1, 2] += CROP / 2 - cy
    out = cv2.warpAffine(image, m, (CROP, CROP), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return out[:, ::-1].copy() if flip else out


def face_sample(image, dice, rng):
    """(crop, label): a jittered die crop with its value, or a crop that is not centred on a die (0)."""
    if rng.random() < 0.8:
        x, y, s, v = dice[rng.integers(len(dice))]
        j = 0.12 * s
        cx, cy = x + rng.uniform(-j, j), y + rng.uniform(-j, j)
        side = CROP_SCALE * s * rng.uniform(0.85, 1.2)
        label = v
    else:
        h, w = image.shape[:2]
        if dice and rng.random() < 0.5:  # off-centre: between or beside dice
            x, y, s, _ = dice[rng.integers(len(dice))]
            a = rng.uniform(0, 2 * math.pi)
            r = rng.uniform(0.5, 1.0) * s
            cx, cy, side = x + r * math.cos(a), y + r * math.sin(a), CROP_SCALE * s * rng.uniform(0.8, 1.3)
        else:
            s = rng.uniform(20, 70)
            cx, cy, side = rng.uniform(0, w), rng.uniform(0, h), CROP_SCALE * s
        label = 0
        for (x, y, s, v) in dice:  # accidentally on a die: keep it as that die
            if math.hypot(cx - x, cy - y) < 0.15 * s and 0.85 * s < side / CROP_SCALE < 1.2 * s:
                label = v
                break
        else:
            if any(math.hypot(cx - x, cy - y) < 0.35 * s for (x, y, s, _v) in dice):
                return None
    img = crop(image, cx, cy, side, rng.uniform(0, 360), rng.random() < 0.5)
    return photometric(img, rng), label


def train_faces(data, steps, seed, batch=32):
    seed_all(seed)
    rng = np.random.default_rng(seed)
    images = [(cv2.imread(p), d) for p, d in data]
    model = Faces()
    opt = torch.optim.AdamW(model.parameters(), lr=4e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=4e-3, total_steps=steps)
    t0 = time.time()
    for step in range(steps):
        xs, ys = [], []
        while len(xs) < batch:
            img, dice = images[rng.integers(len(images))]
            sample = face_sample(img, dice, rng)
            if sample is None:
                continue
            xs.append(to_tensor(sample[0]))
            ys.append(sample[1])
        out = model(torch.stack(xs))
        loss = F.cross_entropy(out, torch.tensor(ys), label_smoothing=0.02)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 100 == 0 or step == steps - 1:
            acc = (out.argmax(1) == torch.tensor(ys)).float().mean().item()
            print(f"faces step {step} loss {loss.item():.3f} acc {acc:.3f} ({time.time() - t0:.0f}s)", flush=True)
    model.eval()
    return model


def export(model, shape, name):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name)
    x = torch.zeros(shape)
    torch.onnx.export(model, x, path, opset_version=11, input_names=["in"], output_names=["out"],
                      dynamic_axes={"in": {0: "n"}, "out": {0: "n"}})
    print("wrote", path, os.path.getsize(path), "bytes")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", choices=["detector", "faces"])
    ap.add_argument("--det-steps", type=int, default=2500)
    ap.add_argument("--face-steps", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    data = realset.load(realset.DEV)
    print(f"development part: {len(data)} photos, {sum(len(d) for _, d in data)} dice")
    if args.only in (None, "faces"):
        export(train_faces(data, args.face_steps, args.seed), (1, 3, CROP, CROP), "dice_faces.onnx")
    if args.only in (None, "detector"):
        export(train_detector(data, args.det_steps, args.seed), (1, 3, DET_IN, DET_IN), "dice_detector.onnx")


if __name__ == "__main__":
    main()
