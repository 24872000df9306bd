import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_LANGUAGE } from '@stallhub/i18n';
import { leaves, readCatalogue } from '@stallhub/i18n/files';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the pages', () => {
  it('find every key they ask for with a literal t("...") in the page catalogue', () => {
    const sourceKeys = new Set(leaves(readCatalogue(SOURCE_LANGUAGE)).keys());
    const used = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]!);
    }
    const pluralBase = (k: string) => [...sourceKeys].some((s) => s.startsWith(`${k}_`));
    const missing = [...used].filter((k) => !sourceKeys.has(k) && !pluralBase(k));
    expect(missing).toEqual([]);
  });
});
