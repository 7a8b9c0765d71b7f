import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows the text as typed, with safe links, never as HTML', () => {
    const { container } = render(
      <MessageText
        text={'<b>Hi</b> <img src=x onerror=alert(1)>\nsee https://example.com/a, javascript:alert(1)'}
      />,
    );
    const p = container.querySelector('p');
    expect(p?.textContent).toBe(
      '<b>Hi</b> <img src=x onerror=alert(1)>\nsee https://example.com/a, javascript:alert(1)',
    );
    expect(container.querySelector('b, img')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(p?.getAttribute('dir')).toBe('auto');
  });
});
