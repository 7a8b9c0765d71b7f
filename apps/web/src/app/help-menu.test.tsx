import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render';
import { HelpMenu } from './help-menu';

describe('HelpMenu', () => {
  it('is a plain button until used, then opens its menu at once', async () => {
    const onToggle = vi.fn();
    renderRoute(<HelpMenu checklistOpen={false} onToggleChecklist={onToggle} />, {
      path: '/jobs',
      url: '/jobs',
    });
    const button = screen.getByRole('button', { name: 'Help' });
    // the menu's code is not loaded yet, but the button says what it opens
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    // one click: the menu loads and opens, the focus inside it
    const item = await screen.findByRole('menuitem', { name: 'Getting Started' });
    expect(screen.getByRole('menu')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Help' }).getAttribute('aria-expanded')).toBe('true'),
    );
    fireEvent.click(item);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
