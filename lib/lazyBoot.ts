// Boot on interaction for public pages. Their HTML is complete without JavaScript (server-rendered,
// the disclaimer and banner working from the inline script), so React and Next's client, most of a
// phone's main-thread work on a first visit (the main chunk's evaluation alone is 460–630 ms at
// Lighthouse's 4× CPU), wait for a visitor who does something: the first pointer, key, touch or focus
// starts them (lib/bootScript.ts). Reading and scrolling cost no script; links are plain links until
// then. A signed-in visitor's page boots at once (their header is React's).
//
// pages/_document.tsx writes the page's script URLs as a JSON list in a data block
// (<script type="application/json" data-boot-scripts>, valid HTML, neither fetched nor run) instead of
// Next's <script src> tags, and marks <html data-boot="lazy">; the inline script creates the tags;
// pages/_app.tsx calls finishLazyBoot once React has hydrated, which hands over what the visitor did
// meanwhile: text typed before hydration reaches React's state, the focused element's handlers hear
// of the focus, then held clicks, choices in lists and submissions are replayed in order.
import { layoutForPath } from '@/lib/layoutForPath';

/**
 * The attribute of the data blocks that list a lazy page's script URLs, in order, as a JSON array of
 * strings: `<script type="application/json" data-boot-scripts>`. lib/bootScript.ts reads them at boot.
 */
export const LAZY_SCRIPTS_ATTRIBUTE = 'data-boot-scripts';

/** Next's page name (`/indian-stocks/[slug]`, `/_error`): whether its scripts wait for an interaction. */
export function bootsOnInteraction(page: string): boolean {
  if (page === '/_error' || page === '/404' || page === '/500') return false;
  return layoutForPath(page).kind === 'public';
}

type HeldAction = ['click', Element] | ['submit', HTMLFormElement] | ['change', HTMLSelectElement, string];

interface BootState {
  /** What the visitor did before React hydrated, in order (lib/bootScript.ts holds it). */
  q: HeldAction[];
  /** React has the page: nothing more is held. */
  done: boolean;
  started: boolean;
  /** finishLazyBoot is replaying what was held. */
  finishing?: boolean;
}

declare global {
  interface Window {
    __boot?: BootState;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldProto = (field: Field) => (field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype);

/**
 * A text field the visitor changed before hydration keeps its text (React hydrates around it), but React's
 * state still holds the server's value and React saw no event. Tell it, as a keystroke would: the value
 * React last knew goes through its own setter, the visitor's through the element's, then an `input`
 * event, which React reads as a change from what it knew.
 */
export function handOverField(field: Field) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return; // held clicks replay these
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(fieldProto(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Before React hydrates (pages/_app.tsx, as its module loads): the server copy of the disclaimer may
 * have been expanded by the inline script ("Read more"); put its text back as the server wrote it, so
 * hydration finds the HTML it rendered (React's own Dialog replaces the copy right after).
 */
export function beforeHydration() {
  if (typeof document === 'undefined') return;
  document.querySelectorAll<HTMLButtonElement>('[data-consent-pending] button[aria-expanded="true"]').forEach((button) => button.click());
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function replay(action: HeldAction) {
  const [kind, target] = action;
  if (!target.isConnected) return;
  if (kind === 'submit') target.requestSubmit();
  else if (kind === 'change') {
    target.value = action[2];
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * After React's hydration (pages/_app.tsx's first effect): hand over fields, then replay what was held,
 * each action in a task of its own so React has rendered what the one before changed (a submit handler
 * reads the text handed over just before). Clicks that come meanwhile are held behind them.
 */
export async function finishLazyBoot(doc: Document = document): Promise<void> {
  doc.documentElement.setAttribute('data-booted', '');
  const state = window.__boot;
  if (!state || state.done || state.finishing) return;
  state.finishing = true;
  doc.querySelectorAll<Field>('input, textarea').forEach(handOverField);
  // Focus that came before React: its handlers (a chart's readout, a list that opens) hear of it now.
  const focused = doc.activeElement;
  if (focused && focused !== doc.body) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  for (let action = state.q.shift(); action; action = state.q.shift()) {
    await nextTask();
    // The replayed event passes the inline script's hold (it dispatches synchronously).
    state.done = true;
    try {
      replay(action);
    } finally {
      state.done = false;
    }
  }
  state.done = true;
}
