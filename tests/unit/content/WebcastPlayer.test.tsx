import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import WebcastPlayer from '@/components/content/WebcastPlayer';

const props = {
  title: 'Reading a DRHP',
  thumbnail: null,
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc',
};

describe('WebcastPlayer', () => {
  it('shows a Play button and no iframe until asked', () => {
    const { container } = render(<WebcastPlayer {...props} />);
    expect(screen.getByRole('button', { name: 'Play Reading a DRHP' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the player with autoplay when Play is pressed with the keyboard', async () => {
    const { container } = render(<WebcastPlayer {...props} />);
    screen.getByRole('button', { name: 'Play Reading a DRHP' }).focus();
    await userEvent.keyboard('{Enter}');
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(props.embedUrl);
    expect(iframe?.getAttribute('title')).toBe('Reading a DRHP');
    expect(document.activeElement).toBe(iframe);
  });

  it('links out instead when the video cannot be embedded', () => {
    render(<WebcastPlayer {...props} embedUrl={null} />);
    const link = screen.getByRole('link', { name: 'Watch Reading a DRHP (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(props.videoUrl);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
