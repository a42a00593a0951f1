extension View {
  /// Receives the reports of unsatisfiable constraints for a root view's tree; by default they
  /// are printed in Apple's console format.
  ///
  /// The handler is called once the engine has finished the work that found the conflict (a
  /// layout pass, or the change of an intrinsic size or of the root's size), so it may change
  /// the tree or lay out again. It is called synchronously, on the thread that laid out. A
  /// conflict that stays as it was is reported once, not again each time the tree changes.
  public var diagnosticsHandler: ((UnsatisfiableConstraintsReport) -> Void)? {
    get { storedDiagnosticsHandler }
    set { storedDiagnosticsHandler = newValue }
  }
}
