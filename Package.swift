// swift-tools-version:6.0
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
    .executable(name: "masonry", targets: ["masonry"]),
    .executable(name: "cassowary-replay", targets: ["cassowary-replay"]),
    .executable(name: "solver-bench", targets: ["solver-bench"]),
    .executable(name: "layout-bench", targets: ["layout-bench"]),
    .executable(name: "masonry-bench", targets: ["masonry-bench"]),
  ],
  dependencies: [
    // Only the command-line tool and its YAML reader use these; the libraries have none.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
  ],
  targets: [
    .target(name: "Cassowary", swiftSettings: strictSettings),
    .target(name: "AutoLayout", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .target(name: "Masonry", dependencies: ["AutoLayout"], swiftSettings: strictSettings),
    .target(
      name: "MasonryRender", dependencies: ["AutoLayout", "Masonry"], swiftSettings: strictSettings),
    // YAML layout files: a small target of its own, so that MasonryRender keeps no third-party
    // dependency.
    .target(
      name: "MasonryYAML",
      dependencies: ["MasonryRender", .product(name: "Yams", package: "Yams")],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "masonry",
      dependencies: [
        "MasonryRender", "MasonryYAML", "AutoLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "cassowary-replay", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .executableTarget(
      name: "solver-bench", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .executableTarget(
      name: "layout-bench", dependencies: ["AutoLayout", "Cassowary"], swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "masonry-bench", dependencies: ["Masonry", "AutoLayout"],
      swiftSettings: strictSettings),
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
      name: "MasonryRenderTests",
      dependencies: ["MasonryRender", "MasonryYAML", "AutoLayout", "Masonry", "TestSupport"],
      swiftSettings: strictSettings),
  ]
)
