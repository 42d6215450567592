// What the live pipeline needs from a dice reader: one still frame in, the dice on it out. The
// watch logic (stillness gate, voting, events) depends only on this interface, so it is tested
// with a stand-in reader on synthetic videos and runs with the real reader in the CLI.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

namespace scriptorium::vision {

struct DieObservation {
  std::string kind = "d6";   // d4, d6, d8 or a taught custom set name
  int value = 0;             // face value 1..N; 0 for custom dice
  std::string label;         // face label of a custom die, empty otherwise
  std::string color;         // colour name, may be empty
  cv::Point2f center;        // centre of the up face, pixels
  cv::Rect box;              // x, y, w, h of the die
  double confidence = 1;     // 0..1
};

// The die as cli.md's `dice read` prints it.
nlohmann::json to_json(const DieObservation& die);

class FaceReader {
 public:
  virtual ~FaceReader() = default;
  // Reads the dice in a BGR frame. Called only on still frames.
  virtual std::vector<DieObservation> read(const cv::Mat& bgr) = 0;
};

}  // namespace scriptorium::vision
