import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import LoginModal from '@/components/public/LoginModal';

const trigger = () => screen.getByRole('button', { name: 'login' });

describe('LoginModal', () => {
  it('opens a labelled modal dialog and moves focus into it', async () => {
    render(<LoginModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger());
    const dialog = screen.getByRole('dialog', { name: /Welcome to/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("is in the server's HTML, closed, for the boot script to open before React (lib/bootScript.ts)", () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<LoginModal />);
    const button = html.querySelector('button[data-boot-dialog]')!;
    const dialog = html.querySelector('dialog')!;
    expect(button.textContent).toBe('login');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.open).toBe(false);
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('button[data-boot-close]')!.getAttribute('aria-label')).toBe('Close');
  });

  it('offers the user and channel partner sign-in and register links', async () => {
    render(<LoginModal />);
    await userEvent.click(trigger());
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href("I'm a User")).toBe('/login');
    expect(href('Register as a User')).toBe('/signup');
    expect(href("I'm a Channel Partner")).toBe('/Cp/signin');
    expect(href('Register as a Partner')).toBe('/Cp/signup');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<LoginModal />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes with the close button', async () => {
    render(<LoginModal />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps Tab inside the dialog', async () => {
    render(<LoginModal />);
    await userEvent.click(trigger());
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
