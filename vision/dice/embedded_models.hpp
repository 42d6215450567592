// The committed ONNX weights (data/models/*.onnx), compiled into the library so the reader needs
// no files at run time.
#pragma once

#include <cstddef>
#include <string_view>

namespace scriptorium::vision {

struct EmbeddedModel {
  const unsigned char* data;
  std::size_t size;
};

// Throws std::out_of_range for an unknown name ("dice_detector", "dice_faces", "dice_faces_second",
// "numeral_detector", "numeral_faces", "numeral_d4_vertex").
EmbeddedModel embedded_model(std::string_view name);

}  // namespace scriptorium::vision
