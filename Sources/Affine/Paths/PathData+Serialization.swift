import CSSSyntax

extension PathData: CustomStringConvertible {
  /// The path data as CSS serializes a `path()` string: each command's letter (`Z` upper case)
  /// followed by its arguments, all separated by single spaces, numbers in their shortest form
  /// that reads back as the same double (`3` rather than `3.00`), flags as 0 or 1. Every command
  /// is written with its letter, repeated or not, so the text parses back to equal path data.
  ///
  /// ```swift
  /// try PathData(svg: "m 1 2   v 3.00 z").description  // "m 1 2 v 3 Z"
  /// ```
  public var description: String {
    var text = ""
    for command in commands {
      if !text.isEmpty { text += " " }
      text.append(command.letter)
      for argument in command.arguments {
        text += " "
        text += CSSNumber.text(argument)
      }
    }
    return text
  }
}
