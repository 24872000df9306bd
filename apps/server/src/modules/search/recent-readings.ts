/**
 * A text reading kept for the `kept` texts read last (least recently read dropped first). For readings
 * that depend on the text alone: the vocabulary and the dictionaries are fixed while the server runs, a
 * results page and its helpers read the same words several times, a buyer's keystrokes complete from the
 * same terms, and buyers repeat queries (decision 061). Callers share a reading: it must be left as given.
 */
export function recentReadings<T>(read: (text: string) => T, kept: number): (text: string) => T {
  const readings = new Map<string, T>();
  return (text) => {
    const known = readings.get(text);
    if (known !== undefined) {
      // Read again: the entry moves to the newest end, so the texts read often stay.
      readings.delete(text);
      readings.set(text, known);
      return known;
    }
    const reading = read(text);
    if (readings.size >= kept) readings.delete(readings.keys().next().value!);
    readings.set(text, reading);
    return reading;
  };
}
