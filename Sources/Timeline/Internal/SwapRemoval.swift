/// Removes `array[index]` by moving the last element into its place: O(1), the order of the
/// others kept but for the one moved. Every group of a timeline removes an animation so, from
/// each of its columns alike, and reports the moved animation's slot to the directory.
func swapRemove<Element>(_ array: inout [Element], at index: Int) {
  array.swapAt(index, array.count - 1)
  array.removeLast()
}
