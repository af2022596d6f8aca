import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build a unique hash: compiled into the bundle as `__BUILD_HASH__` and written to
 * `assets/build.json`, which the new-version banner polls (spec §2, §9) to notice a newer deploy.
 */
export function buildHashPlugin(): Plugin {
  const buildHash = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'gc-build-hash',
    config: () => ({ define: { __BUILD_HASH__: JSON.stringify(buildHash) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'assets/build.json', source: JSON.stringify({ buildHash }) });
    },
  };
}
