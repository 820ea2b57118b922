// @vitest-environment node
// Guards the component folders' privacy: a file outside a component folder reaches it through its
// index.ts only. What several components share without exporting it lives in internal/ (or i18n/,
// theme/, styles/), so that a component's private files can change without breaking another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Relative specifiers of imports, re-exports, dynamic imports, CSS @import and composes. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|@import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE_FILE = /\.(?:tsx?|mts|css)$/;

/** A component folder: PascalCase, as the package's subpaths are (scripts/publicApi.mjs). */
const isComponentFolder = (segment: string | undefined) => !!segment && /^[A-Z]/.test(segment);

/**
 * The imports that break the rule, as "importer -> imported" (paths relative to src, with /): a
 * file of another component folder than its own index.ts, or the package's root entry from
 * inside a component (the root re-exports every component, so that would be a cycle).
 */
function privateImports(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    const [owner] = file.split('/');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file), match[1] ?? ''));
      if (target.startsWith('../')) continue;
      const [folder, ...rest] = target.split('/');
      const path = rest.join('/');
      const intoOtherComponent = isComponentFolder(folder) && folder !== owner;
      if (intoOtherComponent && path !== 'index.ts') found.push(`${file} -> ${target}`);
      if (isComponentFolder(owner) && target === 'index.ts') found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

function sourceFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(name)) {
        files.set(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

describe('imports between component folders', () => {
  it('finds a private file of another component, and lets index.ts and shared folders pass', () => {
    const files = new Map([
      [
        'PdfUploader/PdfUploader.tsx',
        [
          "import { Button } from '../Button/index.ts';",
          "import { useT } from '../i18n/index.ts';",
          "import { UploadFrame } from '../internal/upload/UploadFrame.tsx';",
          "import { pdfName } from './pdfName.ts';",
          "import { RemoveIcon } from '../FileUploadList/FileUploadList.tsx';",
          "export { type Rule } from '../FileUploadList/uploadFiles.ts';",
          "const lazy = import('../ImageCropDialog/renderCrop.ts');",
          "import * as everything from '../index.ts';",
        ].join('\n'),
      ],
      ['Select/Select.module.css', ".a { composes: control from '../Field/Field.module.css'; }"],
      ['internal/field/useTextControl.ts', "import { Field } from '../../Field/Field.tsx';"],
    ]);
    expect(privateImports(files)).toEqual([
      'PdfUploader/PdfUploader.tsx -> FileUploadList/FileUploadList.tsx',
      'PdfUploader/PdfUploader.tsx -> FileUploadList/uploadFiles.ts',
      'PdfUploader/PdfUploader.tsx -> ImageCropDialog/renderCrop.ts',
      'PdfUploader/PdfUploader.tsx -> index.ts',
      'Select/Select.module.css -> Field/Field.module.css',
      'internal/field/useTextControl.ts -> Field/Field.tsx',
    ]);
  });

  it('reaches other component folders through their index.ts only', () => {
    const files = sourceFiles(srcDir);
    expect(files.size).toBeGreaterThan(100);
    expect(privateImports(files)).toEqual([]);
  });
});
