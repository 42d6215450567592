// Every reading of the Medioevo Universale spec tagged [INFER], [EXT] or [GAP] that changes a
// result, as a named setting with the spec default (cli.md: --rules FILE overrides them).
#pragma once

#include "engine/core/settings.hpp"

namespace scriptorium::medioevo {

const core::SettingsSchema& settings_schema();
core::Settings default_settings();

}  // namespace scriptorium::medioevo
