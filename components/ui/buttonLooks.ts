// The looks of the site's buttons, and of links that act as buttons, written once: a form's submit, a
// confirm button's opener, a "Write an article" link at the top of a list.

export const BUTTON_LOOKS = {
  /** The main action of a form or a page: filled with the brand colour. */
  primary: 'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
  /** A second action beside the main one: outlined in the brand colour. */
  outline:
    'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50',
  /** An action that removes or refuses something: outlined in red. */
  danger:
    'inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50',
} as const;

export type ButtonLook = keyof typeof BUTTON_LOOKS;
