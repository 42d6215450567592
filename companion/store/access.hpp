// How a caller uses a store: a command that only reads finds an empty store where no database
// file exists yet, and creates neither the file nor its folder (a mistyped --db stays harmless).
#pragma once

namespace scriptorium::store {

enum class Access { read, write };

}  // namespace scriptorium::store
