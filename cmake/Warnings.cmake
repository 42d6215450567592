# scriptorium_module(<target>): the project-wide compile settings for one of our targets.
function(scriptorium_module target)
  target_compile_features(${target} PUBLIC cxx_std_20)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                         -Wno-sign-conversion -Wnon-virtual-dtor)
  get_target_property(type ${target} TYPE)
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    target_include_directories(${target} PUBLIC ${SCRIPTORIUM_SOURCE_ROOT})
  endif()
endfunction()
