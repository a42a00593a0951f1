// swift-tools-version:6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "Masonry",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "Masonry", targets: ["Masonry"]),
    .library(name: "MasonryRender", targets: ["MasonryRender"]),
    .library(name: "MasonryPango", targets: ["MasonryPango"]),
    .executable(name: "masonry", targets: ["masonry"]),
    .executable(name: "cassowary-replay", targets: ["cassowary-replay"]),
    .executable(name: "solver-bench", targets: ["solver-bench"]),
    .executable(name: "layout-bench", targets: ["layout-bench"]),
    .executable(name: "masonry-bench", targets: ["masonry-bench"]),
  ],
  // Real text, PNG and PDF through the system's Pango and Cairo: off by default, so that the
  // default build needs nothing but Swift (`swift build --traits Pango` turns it on).
  traits: [
    .trait(
      name: "Pango",
      description:
        "Measure text with Pango (HarfBuzz, fontconfig) and draw PNG and PDF with Cairo; needs libpango1.0-dev and libcairo2-dev"
    )
  ],
  dependencies: [
    // Only the command-line tool and its YAML reader use these; the libraries have none.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    // The loopback server of `masonry preview` (the tool only): small, on BSD sockets and Swift
    // concurrency, no SwiftNIO.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(name: "Cassowary", swiftSettings: strictSettings),
    .target(name: "AutoLayout", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .target(name: "Masonry", dependencies: ["AutoLayout"], swiftSettings: strictSettings),
    .target(name: "MasonryRender", dependencies: ["AutoLayout"], swiftSettings: strictSettings),
    // Pango and Cairo, the system libraries behind the Pango trait: only built when a target
    // that the trait turns on depends on it.
    .systemLibrary(
      name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    // The Pango text measurer and the Cairo writers (PNG, PDF); without the trait it holds
    // only what says how to turn it on.
    .target(
      name: "MasonryPango",
      dependencies: [
        "MasonryRender", "AutoLayout",
        .target(name: "CPango", condition: .when(traits: ["Pango"])),
      ],
      swiftSettings: strictSettings),
    // YAML layout files: a small target of its own, so that MasonryRender keeps no third-party
    // dependency.
    .target(
      name: "MasonryYAML",
      dependencies: ["MasonryRender", .product(name: "Yams", package: "Yams")],
      swiftSettings: strictSettings),
    // The command-line tool: its commands, the built-in example (made with the Masonry DSL) and
    // the large-layout generator, in a library target that the tests reach; `masonry` runs it.
    .target(
      name: "MasonryTool",
      dependencies: [
        "MasonryRender", "MasonryYAML", "MasonryPango", "Masonry", "AutoLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "masonry", dependencies: ["MasonryTool"], swiftSettings: strictSettings),
    // The solver's half of the differential test against kiwi (Scripts/differential.py): it
    // checks answers rather than shipping or timing anything, so it lives with the tests.
    .executableTarget(
      name: "cassowary-replay", dependencies: ["Cassowary"], path: "Tests/cassowary-replay",
      swiftSettings: strictSettings),
    // The benchmarks, beside the libraries in Benchmarks/: three executables and the harness
    // they share (the median, the clocks, the common options, the result lines).
    .target(
      name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: strictSettings),
    .executableTarget(
      name: "solver-bench", dependencies: ["Cassowary", "BenchmarkSupport"],
      path: "Benchmarks/solver-bench", swiftSettings: strictSettings),
    .executableTarget(
      name: "layout-bench",
      dependencies: ["AutoLayout", "Cassowary", "Masonry", "MasonryPango", "BenchmarkSupport"],
      path: "Benchmarks/layout-bench", swiftSettings: strictSettings),
    .executableTarget(
      name: "masonry-bench", dependencies: ["Masonry", "AutoLayout", "BenchmarkSupport"],
      path: "Benchmarks/masonry-bench", swiftSettings: strictSettings),
    // What the tests share: a seeded random number generator for the randomized and fuzz tests,
    // and the stand-in views (labels, wrapping text).
    .target(
      name: "TestSupport", dependencies: ["AutoLayout"], path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryTests", dependencies: ["Masonry", "AutoLayout", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryExampleTests", dependencies: ["Masonry", "AutoLayout", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryToolTests", dependencies: ["MasonryTool", "MasonryRender", "AutoLayout"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryPangoTests",
      dependencies: ["MasonryPango", "MasonryRender", "AutoLayout", "Masonry", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryRenderTests",
      dependencies: ["MasonryRender", "MasonryYAML", "AutoLayout", "Masonry", "TestSupport"],
      swiftSettings: strictSettings),
  ]
)
