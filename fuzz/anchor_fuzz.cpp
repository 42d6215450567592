// Text read from a printed code (a QR anchor payload: ZXing's decoded text, not the image) and
// the `--corners X0,Y0,...` text -> parse_anchor_text and parse_corners/register_from_corners.
// Byte 0 chooses the parser. An anchor payload that parses must print back to itself.
#include <cstddef>
#include <cstdint>
#include <string>

#include "calibration/anchors.hpp"
#include "calibration/board_kind.hpp"
#include "calibration/board_registration.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium::calibration;
  if (size < 1) return 0;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] % 2 == 0) {
    const auto id = parse_anchor_text(text);
    if (!id) return 0;
    if (id->player < 0 || id->player > 99 || id->corner < 0 || id->corner > 3) __builtin_trap();
    const auto again = parse_anchor_text(anchor_text(*id));
    if (!again || again->board != id->board || again->player != id->player || again->corner != id->corner) {
      __builtin_trap();
    }
    return 0;
  }
  try {
    const auto corners = parse_corners(text);
    const auto kind = static_cast<BoardKind>(data[0] / 2 % 3);
    const auto registration = register_from_corners(corners, board_geometry(kind));
    (void)registration.to_json().dump();
  } catch (const RegistrationError&) {
  }
  return 0;
}
