#include "engine/era/faces.hpp"

#include "engine/core/json_input.hpp"

namespace scriptorium::era {

namespace {

Resources res(int g, int s, int w, int f) { return Resources{{g, s, w, f}}; }

std::vector<Face> build_faces() {
  std::vector<Face> f;
  auto add = [&](std::string_view id, DieColour c) -> Face& {
    f.push_back(Face{});
    f.back().id = id;
    f.back().colour = c;
    return f.back();
  };
  using C = DieColour;
  add("Y1", C::yellow).gives = res(0, 0, 0, 3);
  add("Y2", C::yellow).gives = res(0, 0, 3, 0);
  add("Y3", C::yellow).gives = res(0, 2, 0, 0);
  {
    Face& y4 = add("Y4", C::yellow);
    y4.option_a = res(0, 0, 0, 2);
    y4.option_b = res(0, 1, 0, 0);
  }
  add("Y5", C::yellow).hammers = 2;
  {
    Face& y6 = add("Y6", C::yellow);
    y6.gives = res(0, 0, 1, 0);
    y6.hammers = 1;
    y6.skulls = 1;
  }
  add("B1", C::blue).gives = res(2, 0, 0, 0);
  add("B2", C::blue).gives = res(1, 0, 0, 0);
  add("B3", C::blue).gives = res(0, 2, 0, 0);
  add("B4", C::blue).culture = 1;
  add("B5", C::blue).hammers = 2;
  {
    Face& b6 = add("B6", C::blue);
    b6.gives = res(0, 1, 0, 0);
    b6.hammers = 1;
    b6.skulls = 1;
  }
  add("N1", C::gray).shields = 4;
  add("N2", C::gray).swords = 1;
  add("N3", C::gray).swords = 2;
  add("N4", C::gray).swords = 3;
  add("N5", C::gray).gives = res(1, 0, 0, 0);
  {
    Face& n6 = add("N6", C::gray);
    n6.gives = res(2, 0, 0, 0);
    n6.skulls = 1;
  }
  add("C1", C::white).gives = res(0, 0, 0, 2);
  {
    Face& c2 = add("C2", C::white);
    c2.option_a = res(0, 1, 0, 0);
    c2.option_b = res(0, 0, 2, 0);
  }
  add("C3", C::white).quill = true;
  add("C4", C::white).quill = true;
  add("C5", C::white).culture = 1;
  {
    Face& c6 = add("C6", C::white);
    c6.culture = 2;
    c6.skulls = 1;
  }
  return f;
}

}  // namespace

const std::vector<Face>& all_faces() {
  static const std::vector<Face> faces = build_faces();
  return faces;
}

const Face* find_face(std::string_view id) {
  const std::string wanted = core::normalize_enum_text(id);
  if (wanted == "quill") return &all_faces()[20];  // C3 and C4 look identical (§1.5)
  for (const Face& f : all_faces()) {
    if (core::normalize_enum_text(f.id) == wanted) return &f;
  }
  return nullptr;
}

std::vector<const Face*> faces_of(DieColour colour) {
  std::vector<const Face*> out;
  for (const Face& f : all_faces()) {
    if (f.colour == colour) out.push_back(&f);
  }
  return out;
}

Tallies tally(const std::vector<const Face*>& faces) {
  Tallies t;
  for (const Face* f : faces) {
    t.hammers += f->hammers;
    t.swords += f->swords;
    t.shields += f->shields;
    t.skulls += f->skulls;
    t.culture += f->culture;
    for (int i = 0; i < 4; ++i) t.resources.amount[static_cast<std::size_t>(i)] += f->gives.amount[static_cast<std::size_t>(i)];
  }
  return t;
}

Calamity calamity_for_skulls(int skulls) noexcept {
  switch (skulls) {
    case 0: return Calamity::none;
    case 1: return Calamity::bandits;
    case 2: return Calamity::disease;
    case 3: return Calamity::treachery;
    case 4: return Calamity::fire;
    case 5: return Calamity::attack;
    default: return skulls < 0 ? Calamity::none : Calamity::revolt;
  }
}

std::string_view name_of(Calamity c) noexcept {
  return core::enum_name(c, std::span<const core::EnumName<Calamity>>(kCalamityNames));
}

}  // namespace scriptorium::era
