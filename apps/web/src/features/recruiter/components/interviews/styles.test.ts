import { describe, expect, it } from 'vitest';
import globalStyles from '../../../../app/styles.ts?raw';

// the sources of this folder's screens and dialogs, as text
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The stylesheets a Mantine component needs beyond the ones every page loads (app/styles.ts). */
const NEEDS: Record<string, string[]> = {
  Checkbox: ['Checkbox.css', 'InlineInput.css'],
  Modal: ['Modal.css', 'ModalBase.css', 'Overlay.css', 'CloseButton.css'],
  Pagination: ['Pagination.css'],
  Badge: ['Badge.css'],
};

describe('the interviews screens’ stylesheets', () => {
  it('load the stylesheet of every Mantine component they use (a checkbox without it is a giant tick)', () => {
    const missing = Object.entries(sources).flatMap(([file, text]) => {
      const imported = /import \{([^}]*)\} from '@mantine\/core'/.exec(text)?.[1] ?? '';
      const names = imported.split(',').map((n) => n.trim());
      return names.flatMap((name) =>
        (NEEDS[name] ?? [])
          .filter((css) => !text.includes(`styles/${css}'`) && !globalStyles.includes(`styles/${css}'`))
          .map((css) => `${file}: ${name} needs ${css}`),
      );
    });
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
