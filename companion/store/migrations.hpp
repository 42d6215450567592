// Schema migrations, applied in order; PRAGMA user_version records how many have run.
#pragma once

#include <span>
#include <string_view>

namespace scriptorium::store {

std::span<const std::string_view> schema_migrations();

}  // namespace scriptorium::store
