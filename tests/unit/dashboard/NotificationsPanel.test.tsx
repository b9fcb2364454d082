import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import NotificationsPanel from '@/components/NotificationsPanel';

function renderPanel(onClose = vi.fn()) {
  render(<NotificationsPanel id="notifications" open onClose={onClose} />);
  return onClose;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('NotificationsPanel', () => {
  it('renders nothing while closed', () => {
    render(<NotificationsPanel id="notifications" open={false} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a labelled dialog on the Unread tab', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Unread', 'Archived']);
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    expect(tab('Archived').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Unread').id);
    expect(tab('Unread').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('switches tabs on click', async () => {
    renderPanel();
    await userEvent.click(tab('Archived'));
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(tab('Unread').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toContain('No archived notifications');
    expect(tab('Archived').tabIndex).toBe(0);
    expect(tab('Unread').tabIndex).toBe(-1);
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    renderPanel();
    fireEvent.keyDown(tab('Unread'), { key: 'ArrowRight' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Archived'));
    fireEvent.keyDown(tab('Archived'), { key: 'ArrowRight' });
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Unread'));
    fireEvent.keyDown(tab('Unread'), { key: 'ArrowLeft' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Archived'), { key: 'Home' });
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Unread'), { key: 'End' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('No archived notifications');
  });

  it('closes with Escape and with its close button', async () => {
    const onClose = renderPanel();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
