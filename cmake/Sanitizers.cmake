# SCRIPTORIUM_SANITIZE: ON = AddressSanitizer + UndefinedBehaviorSanitizer (CI's second run);
# thread = ThreadSanitizer (scripts/tsan.sh). TSan cannot be combined with ASan.
set_property(CACHE SCRIPTORIUM_SANITIZE PROPERTY STRINGS OFF ON thread)
if(SCRIPTORIUM_SANITIZE STREQUAL "thread")
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=thread)
elseif(SCRIPTORIUM_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()

# Fuzzing (scripts/fuzz.sh): every library gets libFuzzer's coverage instrumentation, so the
# fuzzer is guided by the parsers' branches and not only by the fuzz target's own file.
if(SCRIPTORIUM_FUZZ AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
