/** The first position at or after `from` in ascending `list` whose value is not below `value`. */
export function lowerBound<T extends number | string>(list: ArrayLike<T>, value: T, from = 0): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
