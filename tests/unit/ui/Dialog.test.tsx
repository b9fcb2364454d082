import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import Dialog from '@/components/ui/Dialog';

/** An opener button and the dialog it opens; `dismissible` decides whether it gets an onClose. */
function Harness({ dismissible = true, serverRendered = false }: { dismissible?: boolean; serverRendered?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={dismissible ? () => setOpen(false) : undefined}
        labelledBy="dialog-title"
        id="harness-dialog"
        serverRendered={serverRendered}
        onOpen={() => setOpen(true)}
      >
        <h2 id="dialog-title">Confirm</h2>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Open' });
const dialog = () => screen.queryByRole('dialog', { name: 'Confirm' });

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(dialog()).toBeNull();
  });

  it('opens as a modal native dialog, named by its title, with focus on it and the page locked', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    const element = dialog() as HTMLDialogElement;
    expect(element.tagName).toBe('DIALOG');
    expect(element.open).toBe(true);
    expect(element.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(element);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, gives focus back to the opener and unlocks the page', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(dialog()).not.toBeNull();
    fireEvent.click(dialog() as HTMLElement);
    expect(dialog()).toBeNull();
  });

  it('closes on the platform close request (the cancel event)', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    fireEvent(dialog() as HTMLElement, new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeNull();
  });

  it('keeps Tab inside, wrapping at both ends', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('without onClose, ignores Escape, the backdrop and the close request; its own button still closes it', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    fireEvent.click(dialog() as HTMLElement);
    fireEvent(dialog() as HTMLElement, new Event('cancel', { cancelable: true }));
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('reopens a dialog that must be answered when something else closes it', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(opener());
    (dialog() as HTMLDialogElement).close();
    expect((dialog() as HTMLDialogElement).open).toBe(true);
  });

  describe('serverRendered', () => {
    it('is in the server HTML and in place, closed, hidden from the accessibility tree until opened', async () => {
      expect(renderToString(<Harness serverRendered />)).toMatch(/<dialog [^>]*id="harness-dialog"(?![^>]* open)[^>]*>/);
      const { container } = render(<Harness serverRendered />);
      expect(container.querySelector('dialog')).not.toBeNull();
      expect(dialog()).toBeNull();
      await userEvent.click(opener());
      expect((dialog() as HTMLDialogElement).open).toBe(true);
      expect(document.activeElement).toBe(dialog());
      await userEvent.keyboard('{Escape}');
      expect(dialog()).toBeNull();
      expect(container.querySelector('dialog')).not.toBeNull();
      expect(document.activeElement).toBe(opener());
      expect(document.body.style.overflow).toBe('');
    });

    it('found open at hydration (the boot script opened it), React takes over the same element', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Harness serverRendered />);
      document.body.append(container);
      const element = container.querySelector('dialog')!;
      element.showModal();
      element.focus();
      await act(async () => {
        render(<Harness serverRendered />, { container, hydrate: true });
      });
      expect(document.querySelectorAll('dialog')).toHaveLength(1);
      expect(container.querySelector('dialog')).toBe(element);
      expect(element.open).toBe(true);
      expect(document.activeElement).toBe(element);
      expect(document.body.style.overflow).toBe('hidden');
      // React's state is open: its own button closes it.
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(element.open).toBe(false);
      expect(document.body.style.overflow).toBe('');
    });
  });
});
