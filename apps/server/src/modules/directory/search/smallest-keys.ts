/** Keeps the `capacity` smallest keys seen (a max-heap), so ranking 30,000 matches never sorts them all. */
export class SmallestKeys {
  readonly keys: Float64Array;
  size = 0;
  constructor(readonly capacity: number) {
    this.keys = new Float64Array(capacity);
  }
  offer(key: number): void {
    const keys = this.keys;
    if (this.size < this.capacity) {
      let i = this.size++;
      keys[i] = key;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (keys[parent]! >= keys[i]!) break;
        [keys[parent], keys[i]] = [keys[i]!, keys[parent]!];
        i = parent;
      }
      return;
    }
    if (key >= keys[0]!) return;
    keys[0] = key;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < this.size && keys[left]! > keys[largest]!) largest = left;
      if (right < this.size && keys[right]! > keys[largest]!) largest = right;
      if (largest === i) break;
      [keys[largest], keys[i]] = [keys[i]!, keys[largest]!];
      i = largest;
    }
  }
  sorted(): number[] {
    return Array.from(this.keys.subarray(0, this.size)).sort((a, b) => a - b);
  }
}
