/** A copy of `set` with `item` in it (`on`) or out of it: a new Set, so React sees the change. */
export function setWith<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}
