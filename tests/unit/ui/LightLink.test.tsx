import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import LightLink from '@/components/ui/LightLink';

const router = vi.hoisted(() => ({ push: vi.fn(() => Promise.resolve(true)), prefetch: vi.fn(() => Promise.resolve()) }));
vi.mock('next/router', () => ({ default: router }));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});

const link = () => screen.getByRole('link', { name: 'Acme Ltd' });

describe('LightLink', () => {
  it('is a plain link with its href and attributes', () => {
    render(
      <LightLink href="/indian-stocks/acme" className="card" aria-current="page">
        Acme Ltd
      </LightLink>,
    );
    expect(link().getAttribute('href')).toBe('/indian-stocks/acme');
    expect(link().className).toBe('card');
    expect(link().getAttribute('aria-current')).toBe('page');
  });

  it("a plain click moves through Next's router, scrolling to the top unless told not to", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <LightLink href="/indian-stocks/acme" onClick={onClick}>
        Acme Ltd
      </LightLink>,
    );
    await userEvent.click(link());
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith('/indian-stocks/acme', undefined, { scroll: true });

    rerender(
      <LightLink href="/indian-stocks?view=table" scroll={false}>
        Acme Ltd
      </LightLink>,
    );
    await userEvent.click(link());
    expect(router.push).toHaveBeenLastCalledWith('/indian-stocks?view=table', undefined, { scroll: false });
  });

  it('leaves new tabs, modifier keys, other buttons, downloads and handled clicks to the browser', () => {
    const { rerender } = render(<LightLink href="/about">Acme Ltd</LightLink>);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link(), init), JSON.stringify(init)).toBe(true);
    }
    rerender(
      <LightLink href="/about" target="_blank">
        Acme Ltd
      </LightLink>,
    );
    expect(fireEvent.click(link())).toBe(true);
    rerender(
      <LightLink href="/report" download>
        Acme Ltd
      </LightLink>,
    );
    expect(fireEvent.click(link())).toBe(true);
    rerender(
      <LightLink href="/about" onClick={(event) => event.preventDefault()}>
        Acme Ltd
      </LightLink>,
    );
    fireEvent.click(link());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches the page on hover and on touch, not before', () => {
    render(<LightLink href="/articles/a">Acme Ltd</LightLink>);
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link());
    fireEvent.touchStart(link());
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    expect(router.prefetch).toHaveBeenCalledWith('/articles/a');
  });
});
