/** The value with the keys of every object sorted, so that equal values serialise equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** JSON with every object's keys in order: equal values give equal text, whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}
