// swift-tools-version:6.0
// A package that uses Masonry for Swift the way a user's package does: through a dependency and
// the public API only. CI builds it in release and runs it; it exits 1 when a frame differs from
// what the README and the DocC articles say.
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15)],
  dependencies: [
    // A local checkout: `name:` gives the dependency the name the products are listed under,
    // wherever the checkout lies and whatever its folder is called.
    .package(name: "Masonry", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "consumer",
      dependencies: [
        .product(name: "Cassowary", package: "Masonry"),
        .product(name: "AutoLayout", package: "Masonry"),
        .product(name: "Masonry", package: "Masonry"),
        .product(name: "MasonryRender", package: "Masonry"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)
