import { describe, expect, it } from 'vitest';
import { isBareSpecifier } from './resolve-shortcuts.ts';

describe('isBareSpecifier', () => {
  it('is true for package names and their subpaths', () => {
    for (const specifier of ['zod', 'drizzle-orm', 'drizzle-orm/pg-core', '@fastify/static', '@gc/contracts/play']) {
      expect(isBareSpecifier(specifier)).toBe(true);
    }
  });

  it('is false for paths, URLs, builtins and package imports', () => {
    for (const specifier of [
      './app.ts',
      '../config.ts',
      '/abs/file.js',
      'file:///x.js',
      'node:fs',
      'data:text/javascript,',
      '#internal',
    ]) {
      expect(isBareSpecifier(specifier)).toBe(false);
    }
  });
});
