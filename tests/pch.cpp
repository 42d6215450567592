// Empty: compiles the tests' shared precompiled header (see CMakeLists.txt).
