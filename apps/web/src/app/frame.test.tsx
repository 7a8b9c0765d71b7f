import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';
import { Frame } from './frame';

describe('Frame', () => {
  it('loads the phone’s menu drawer on the first use of the burger, with the section menu and the language', async () => {
    renderRoute(
      <Frame nav={() => <nav aria-label="Sections">sections</nav>}>
        <h1>Page</h1>
      </Frame>,
      { path: '/jobs', url: '/jobs' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.textContent).toContain('sections');
  });
});
