/**
 * Memory under load (issue 29, docs/decisions/0116-bounded-memos.md): every structure an isolate
 * keeps at module scope across requests (memos, caches, sets of what it has met) is a BoundedMap,
 * never a bare Map or Set, so that no request can make it grow past `limit` entries. Past the limit
 * the least recently used entry is forgotten (a lookup counts as a use). Only for module scope: each
 * one is listed by name in `boundedMaps()` (read by the unit tests and worth a look when memory
 * grows), so one made per request would itself grow. Kept small: it is in the page Worker.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    readonly name: string,
    readonly limit: number,
  ) {
    registry.push(this);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value (never `undefined` for a key that is set), now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }
}

const registry: BoundedMap<unknown, unknown>[] = [];

/** Every BoundedMap made so far in this isolate: its name, its size and its limit. */
export function boundedMaps(): { name: string; size: number; limit: number }[] {
  return registry.map(({ name, size, limit }) => ({ name, size, limit }));
}
