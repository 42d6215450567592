#!/usr/bin/python3
"""Threshold sweep of the pip-d6 reader on the DEVELOPMENT part of real-d6 only (never the
held-out part): the Python replica of vision/dice in evaluate.py over a grid of min_peak,
min_die and min_confidence.

  /usr/bin/python3 tools/dice/sweep.py [MODELS_DIR]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import evaluate  # noqa: E402

if __name__ == "__main__":
    sys.argv = [sys.argv[0], "--part", "dev", "--sweep"] + (["--models", sys.argv[1]] if len(sys.argv) > 1 else [])
    evaluate.main()
