// The bundled translations are complete and in step with the sources: every text the app
// marks for translation (qsTr in QML, tr and QT_TRANSLATE_NOOP in C++) has a finished
// translation in each companion/app/i18n/*.ts. Run `lupdate` (see companion/app/CMakeLists.txt)
// when this fails.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace {

const fs::path kApp = fs::path(SCRIPTORIUM_SOURCE_DIR) / "companion" / "app";

std::string read(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string utf8(unsigned code) {
  std::string out;
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
  return out;
}

// A C++ or QML string literal's text: \n, \", \\ and \uXXXX.
std::string unescape_literal(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    if (c == 'n') {
      out += '\n';
    } else if (c == 'u' && i + 4 < s.size()) {
      out += utf8(static_cast<unsigned>(std::stoul(s.substr(i + 1, 4), nullptr, 16)));
      i += 4;
    } else {
      out += c;
    }
  }
  return out;
}

std::string unescape_xml(std::string s) {
  for (const auto& [entity, text] : {std::pair<std::string, std::string>{"&quot;", "\""}, {"&apos;", "'"},
                                     {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}}) {
    for (std::size_t at = s.find(entity); at != std::string::npos; at = s.find(entity, at + text.size()))
      s.replace(at, entity.size(), text);
  }
  return s;
}

std::set<std::string> marked_texts() {
  const std::regex qml(R"(qsTr\("((?:[^"\\]|\\.)*)\")");
  const std::regex cpp(R"((?:\btr|QT_TRANSLATE_NOOP\("\w+",)\s*\(?\s*"((?:[^"\\]|\\.)*)\")");
  std::set<std::string> texts;
  for (const auto& entry : fs::recursive_directory_iterator(kApp)) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".qml" && ext != ".cpp") continue;
    const std::string text = read(entry.path());
    const std::regex& pattern = ext == ".qml" ? qml : cpp;
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it)
      texts.insert(unescape_literal((*it)[1].str()));
  }
  return texts;
}

}  // namespace

TEST(AppTranslation, EveryMarkedTextIsTranslatedInEveryLanguage) {
  const std::set<std::string> marked = marked_texts();
  ASSERT_GT(marked.size(), 30u) << "the scan of " << kApp << " found too few texts";
  int languages = 0;
  for (const auto& entry : fs::directory_iterator(kApp / "i18n")) {
    if (entry.path().extension() != ".ts") continue;
    ++languages;
    const std::string ts = read(entry.path());
    const std::regex message(R"(<source>([\s\S]*?)</source>\s*<translation([^>]*)>([\s\S]*?)</translation>)");
    std::set<std::string> translated;
    for (std::sregex_iterator it(ts.begin(), ts.end(), message), end; it != end; ++it) {
      const std::string source = unescape_xml((*it)[1].str());
      const bool finished = (*it)[2].str().find("type=") == std::string::npos && (*it)[3].length() > 0;
      EXPECT_TRUE(finished) << entry.path().filename() << ": not translated: \"" << source << '"';
      if (finished) translated.insert(source);
    }
    for (const std::string& text : marked)
      EXPECT_EQ(translated.count(text), 1u) << entry.path().filename() << " lacks \"" << text << "\" (run lupdate)";
  }
  EXPECT_GE(languages, 1);
}
