import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render';
import { setSiteLinks } from '../test/site-links';
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

  it('offers "Contact support" at the address the server names, and no menu with nothing to offer', async () => {
    const meta = setSiteLinks({ supportUrl: 'https://help.example/chat' });
    const view = renderRoute(<HelpMenu checklistOpen={null} onToggleChecklist={() => {}} />, {
      path: '/jobs',
      url: '/jobs',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const support = await screen.findByRole('menuitem', { name: 'Contact support' });
    expect(support.getAttribute('href')).toBe('https://help.example/chat');
    view.unmount();

    meta.remove();
    renderRoute(<HelpMenu checklistOpen={null} onToggleChecklist={() => {}} />, {
      path: '/jobs',
      url: '/jobs',
    });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});
