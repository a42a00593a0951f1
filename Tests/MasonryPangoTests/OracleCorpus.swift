import MasonryRender

/// The strings and paragraphs the Chromium oracle measures, with the fonts and sizes they are
/// measured in: kerning pairs, punctuation, numbers, accented Latin, Greek, Cyrillic, Hebrew,
/// Arabic and mixed directions, in DejaVu Sans (regular and bold) and Liberation Sans; and
/// strings no installed font has (CJK, emoji, Devanagari, Thai), which are listed apart.
enum OracleCorpus {
  /// A font file both engines load: Pango through fontconfig by its family, Chromium through
  /// `@font-face` from the same file.
  struct Face: Hashable {
    /// The family fontconfig knows it by.
    var family: String
    /// The weight.
    var weight: Font.Weight
    /// The file, for `@font-face`.
    var file: String
    /// The family the oracle's page gives it (so that Chromium cannot pick a system font by
    /// name instead of the file).
    var pageFamily: String
  }

  static let dejaVu = Face(
    family: "DejaVu Sans", weight: .regular,
    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", pageFamily: "Oracle DejaVu")
  static let dejaVuBold = Face(
    family: "DejaVu Sans", weight: .bold,
    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", pageFamily: "Oracle DejaVu")
  static let liberation = Face(
    family: "Liberation Sans", weight: .regular,
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    pageFamily: "Oracle Liberation")
  static let faces = [dejaVu, dejaVuBold, liberation]

  /// One string to measure on one line.
  struct Sample: Hashable {
    var category: String
    var text: String
    var face: Face
    var size: Double

    var font: Font { Font(family: face.family, size: size, weight: face.weight) }
  }

  /// The kinds of string, each with its strings.
  static let categories: [(String, [String])] = [
    (
      "kerning",
      [
        "AV", "AW", "AY", "AT", "Av", "Aw", "Ay", "FA", "F.", "F,", "LT", "LV", "LW", "LY", "P.",
        "P,", "PA", "RT", "RV", "RW", "RY", "TA", "Ta", "Te", "To", "Tr", "Ty", "Tu", "Tw", "VA",
        "Va", "Ve", "Vo", "WA", "Wa", "We", "Wo", "YA", "Ya", "Ye", "Yo", "r.", "r,", "y.", "v.",
        "AVATAR", "WAVY", "Typography", "VOLTA", "LAWYER", "Tomorrow", "Yvonne", "Wolverine",
        "AWAY TO YOU", "P.A.T.V.", "fi fl ffi ffl",
      ]
    ),
    (
      "punctuation",
      [
        "Hello, world!", "Wait... what?", "¿Qué pasa?", "¡Hola!", "«guillemets»", "‹single›",
        "“double” ‘single’", "\"straight\" 'quotes'", "(parentheses) [brackets] {braces}",
        "em—dash en–dash hy-phen", "ellipsis…", "semi; colon: comma, stop.", "a/b\\c|d",
        "#hash @at $dollar %percent", "&ampersand *asterisk", "~tilde ^caret `grave`",
        "<angle> =equals +plus", "_under_score_", "§ ¶ † ‡ • ·", "© ® ™ °",
        "she said: “it’s fine.”", "x – y — z", "!?!?!?", "...;;;:::",
      ]
    ),
    (
      "numbers",
      [
        "0123456789", "3.14159265", "1,234,567.89", "$12.50", "€99,99", "£7", "¥1000",
        "−42 °C", "+15%", "½ ¼ ¾", "1st 2nd 3rd 4th", "2024-06-30", "12:45:07", "0.001",
        "1e-9", "1 000 000", "(555) 012-3456", "#1 of 10", "7 × 8 = 56", "100 ÷ 4 = 25",
        "π ≈ 3.14", "∞ ≠ ∑", "x² + y³", "v1.2.3",
      ]
    ),
    (
      "accented Latin",
      [
        "Crème brûlée", "naïve façade", "Ångström", "Łódź", "Škoda", "Zürich", "São Paulo",
        "Øresund", "Ærøskøbing", "Dvořák", "Gdańsk", "Kraków", "Český Krumlov", "İstanbul",
        "Reykjavík", "Þingvellir", "Curaçao", "Málaga", "Besançon", "Ĉu vi parolas?",
        "Garðabær", "Ñandú", "Noël", "Hôtel de Ville", "Straße", "Tiếng Việt", "Mǎ Mā Mà",
        "Ŀ ŀ Ŋ ŋ", "œuvre cœur", "Ğğ Şş", "ÀÉÎÕÜ àéîõü", "ḂḃṀṁ",
      ]
    ),
    (
      "Greek",
      [
        "Καλημέρα κόσμε", "Ελληνικά", "αβγδεζηθικλμνξοπρστυφχψω", "ΑΒΓΔΕΖΗΘ", "Ἀθῆναι",
        "φιλοσοφία", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", "μῆνιν ἄειδε θεὰ", "Ωμέγα",
        "Θεσσαλονίκη", "ΣΟΦΙΑ σοφία", "λόγος",
      ]
    ),
    (
      "Cyrillic",
      [
        "Привет, мир", "Съешь же ещё этих мягких французских булок", "Москва", "Україна",
        "Беларусь", "Српски језик", "Македонски", "ЁЖЗИЙ ёжзий", "щедрость", "Хорошо",
        "Ґанок", "Љубав", "Џеп", "Ђорђе",
      ]
    ),
    (
      "Hebrew",
      [
        "שלום עולם", "עברית", "ירושלים", "תל אביב", "שבת שלום", "אבגדהוזחטיכלמנסעפצקרשת",
        "בְּרֵאשִׁית", "ספר", "מדינת ישראל", "תודה רבה",
      ]
    ),
    (
      "Arabic",
      [
        "مرحبا بالعالم", "العربية", "السلام عليكم", "القاهرة", "شكرا", "بسم الله",
        "أبجد هوز", "كتاب", "مدرسة", "الرياض",
      ]
    ),
    (
      "mixed directions",
      [
        "Hello שלום world", "abc אבג 123", "Price: 42 ₪", "Name: مريم (Maryam)",
        "RTL: العربية, LTR: English", "1. עברית 2. English",
      ]
    ),
    (
      "no installed font",
      [
        "你好世界", "日本語のテキスト", "한국어", "😀 smile", "🎉🎊", "नमस्ते", "สวัสดี",
        "ሰላም", "Ⴀ ⴀ",
      ]
    ),
  ]

  /// The sizes the strings are measured at, in turn.
  static let sizes: [Double] = [12, 15, 16, 17, 20, 24.5, 13, 31]

  /// Every string in DejaVu Sans and in Liberation Sans, and a third of them again in DejaVu
  /// Sans Bold, each at a size taken in turn.
  static var samples: [Sample] {
    var samples: [Sample] = []
    var index = 0
    for (category, strings) in categories {
      for text in strings {
        for face in [dejaVu, liberation] {
          samples.append(
            Sample(category: category, text: text, face: face, size: sizes[index % sizes.count]))
          index += 1
        }
        if index % 3 == 0 {
          samples.append(
            Sample(category: category, text: text, face: dejaVuBold, size: sizes[index % 5]))
        }
      }
    }
    return samples
  }

  /// Paragraphs of ordinary prose, broken at given widths.
  static let paragraphs = [
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs, and then take them down to the harbour before the tide turns.",
    "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.",
    "Mathematician. Wrote the first program for Babbage's Analytical Engine and saw that it could do more than arithmetic: it could compose music, given the rules.",
    "Layout engines are only as right as the sizes they are given. A label that thinks it is narrower than it is will be clipped; one that thinks it is wider will push its neighbours away.",
    "Orbital mechanics by hand, checked twice: the numbers John Glenn asked for before he would fly. She worked them out on a desk calculator, digit by digit, overnight.",
    "Call me Ishmael. Some years ago—never mind how long precisely—having little or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little.",
    "Über den Wolken muss die Freiheit wohl grenzenlos sein. Alle Ängste, alle Sorgen, sagt man, blieben darunter verborgen, und dann würde, was uns groß und wichtig erscheint, plötzlich nichtig und klein.",
    "Λάθε βιώσας, said Epicurus; live unnoticed. Но кто же может жить незаметно, когда каждый шаг виден? The question is older than either language.",
  ]

  /// The widths the paragraphs are broken at.
  static let widths: [Double] = [120, 173, 240, 311.5, 400]

  /// Addresses and paths, whose breaks are reported, not compared.
  static let addresses = [
    "See https://example.com/a/very/long/path/to/some/resource?query=1&sort=desc for details.",
    "The fonts live in /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf on Debian.",
    "Mail ada.lovelace@analytical-engine.example.org or call +44 20 7946 0000.",
  ]
}
