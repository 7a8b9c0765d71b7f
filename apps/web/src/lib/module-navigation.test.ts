import { describe, expect, it, vi } from 'vitest';
import { navigateToModule } from './module-navigation';
import { assignLocation } from './navigation';

vi.mock('./navigation', () => ({ assignLocation: vi.fn() }));

describe('navigateToModule', () => {
  it('jumps to a URL starting with http', () => {
    const navigate = vi.fn();
    navigateToModule('https://chat.example.com/x', navigate);
    navigateToModule('http://other.test', navigate);
    expect(assignLocation).toHaveBeenCalledWith('https://chat.example.com/x');
    expect(assignLocation).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates in the app otherwise', () => {
    vi.mocked(assignLocation).mockClear();
    const navigate = vi.fn();
    navigateToModule('/saved', navigate);
    expect(navigate).toHaveBeenCalledWith('/saved');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
