# scriptorium_module(<target>): the project-wide compile settings for one of our targets.
function(scriptorium_module target)
  target_compile_features(${target} PUBLIC cxx_std_20)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                         -Wno-sign-conversion -Wnon-virtual-dtor)
  # GCC 12 warns about `"text" + std::string` at -O2/-O3 inside libstdc++'s own memcpy
  # (-Wrestrict, -Wstringop-overflow and -Warray-bounds false positives, GCC bugs 105329 and
  # 105651): off for GCC 12 only.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12
     AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict -Wno-stringop-overflow -Wno-array-bounds)
  endif()
  # In a unity build each .cpp is #included into a generated file, so GCC takes a class with
  # an anonymous-namespace member, defined in a .cpp, for one defined in a header and warns
  # (-Wsubobject-linkage); it is only true of headers, which the file-by-file build checks.
  if(CMAKE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-subobject-linkage)
  endif()
  get_target_property(type ${target} TYPE)
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    target_include_directories(${target} PUBLIC ${SCRIPTORIUM_SOURCE_ROOT})
  endif()
endfunction()
