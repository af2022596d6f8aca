import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest of a built app (`build.manifest`), and its entry chunk's key. */
export function readManifest(dist: string): { manifest: Manifest; entry: string } {
  const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`no entry in the build manifest of ${dist}`);
  return { manifest, entry };
}

/**
 * The chunk's file and every chunk it imports statically (what the browser fetches before it runs); a
 * chunk in `seen` is not listed again. `hint` says what to do when a key is not in the manifest.
 */
export function closure(manifest: Manifest, key: string, seen: Set<string>, hint = ''): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest${hint ? `: ${hint}` : ''}`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen, hint))];
}
