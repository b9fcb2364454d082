// Layout checks shared by the phone-layout spec and the walk-through (issue 25, "Nothing covered"):
// whether a pointer lands on a control where it is drawn, and whether a page scrolls sideways; and issue
// 36's, "A phone screen for the page": a signed-in page's header in one row, no text over text, no word broken.
import type { Locator, Page } from '@playwright/test';

import { routesIn } from '../../lib/routes';

/**
 * Whether a pointer at the element's centre and at its left edge lands on the element itself, once the
 * browser has brought it into view at the bottom of the screen (`end`, as a focused control or a card
 * scrolled up to) or only if it is off screen (`nearest`). `null` leaves the page where it is.
 */
export async function hitsItself(target: Locator, bring: ScrollLogicalPosition | null) {
  return target.evaluate((element, block) => {
    if (block) element.scrollIntoView({ block });
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + box.width / 2, box.left + 2].map((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  }, bring);
}

/**
 * What breaks the layout rules on the page as it is: the page wider than the viewport, or a
 * button (or a link in the page's main part) that something else covers once scrolled into view. While
 * a dialog is open only its own controls count (the page behind it is covered on purpose). Controls on screen
 * are checked where they are; the page may be left scrolled.
 */
export async function layoutProblems(page: Page, limit = 80): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth, dialog } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    dialog: document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]') !== null,
  }));
  if (scrollWidth > innerWidth) problems.push(`the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  const scope = dialog ? page.locator('[role="dialog"][aria-modal="true"], dialog[open]').last() : page.locator('body');
  const controls = scope.locator(dialog ? 'button:visible, a:visible' : 'button:visible, [role="button"]:visible, main a:visible');
  const count = Math.min(await controls.count(), limit);
  const checked: { index: number; onScreen: boolean }[] = [];
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    // Left aside: controls in a frame that scrolls sideways (reached by scrolling it), and links in running
    // text (hit beside their words where they wrap); links drawn as buttons or cards count.
    const { skip, onScreen } = await control.evaluate((element) => {
      let inScroller = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'visible') inScroller = true;
      }
      const inText = element.tagName === 'A' && (getComputedStyle(element).display === 'inline' || element.getClientRects().length > 1);
      const box = element.getBoundingClientRect();
      return { skip: inScroller || inText, onScreen: box.top >= 0 && box.bottom <= window.innerHeight };
    });
    if (!skip) checked.push({ index, onScreen });
  }
  // First where the person sees the page after their action (nothing scrolled yet): a control under
  // something floating at the foot of the screen (a button, a banner) is covered there. Then each control
  // scrolled to the middle (as far as the page goes): covered where it cannot be scrolled clear.
  const covered = new Map<number, string>();
  for (const { index } of checked.filter((item) => item.onScreen)) {
    const control = controls.nth(index);
    if (!(await hitsItself(control, null)).includes(false)) continue;
    const atFoot = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
      return hit !== null && hit.getBoundingClientRect().top > window.innerHeight / 2;
    });
    if (atFoot) covered.set(index, await coverOf(control));
  }
  for (const { index } of checked) {
    if (covered.has(index)) continue;
    const control = controls.nth(index);
    if ((await hitsItself(control, 'center')).includes(false)) covered.set(index, await coverOf(control));
  }
  for (const [index, over] of covered) {
    const control = controls.nth(index);
    const name = ((await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '').trim().slice(0, 50);
    problems.push(`"${name}" is covered by ${over}`);
  }
  return problems;
}

/** What lies over the control's left edge, for the report. */
function coverOf(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
    return hit ? `${hit.tagName.toLowerCase()} "${hit.textContent.trim().slice(0, 30)}"` : 'nothing';
  });
}

/**
 * What breaks issue 36's rules for text on the page as it is (scrolled to the top first, where nothing
 * pinned lies over the page): (a) text drawn over other text, (b) a word broken across two lines. A word is
 * what lies between spaces, a hyphen, a slash or a dash (where a browser may break a line anyway); it may
 * break only when it is wider than the box it is set in (its nearest block that is neither a flex or grid
 * item nor a table cell, which could have given it more room), and then only before an "@" or after a "."
 * (an email), unless the part between those is wider still. Text in a `<wbr>`'s two parts is two words.
 * Only the text `within` a selector counts (the whole body by default), and while a modal dialog is open
 * only its own. Left aside: text visually hidden (sr-only, clipped,
 * transparent, in a closed <details>), in fixed elements (a floating button, a toast) and in SVG.
 */
export async function textProblems(page: Page, within = 'body'): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const dialog = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], dialog[open]')].pop();
    const scope = dialog ?? document.querySelector(selector) ?? document.body;
    const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    // Whether an element's text is shown: on screen in layout, not clipped away, not transparent.
    const shown = new Map<Element, boolean>();
    const isShown = (element: Element | null): boolean => {
      if (!element || element === document.documentElement) return true;
      const known = shown.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // checkVisibility: what a closed <details> holds is in the page but not drawn.
      let result =
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        style.position !== 'fixed' &&
        style.clipPath === 'none' &&
        !(style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) &&
        !element.closest('svg, select, option, script, style, noscript, template');
      if (result) result = isShown(element.parentElement);
      shown.set(element, result);
      return result;
    };
    const transparent = (element: Element) => /rgba\(.*,\s*0\)$|transparent/.test(getComputedStyle(element).color);

    const nodes: Text[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.data.trim() || !text.parentElement || !isShown(text.parentElement) || transparent(text.parentElement)) continue;
      nodes.push(text);
    }
    const lines = (rects: DOMRectList | DOMRect[]) => {
      const tops: DOMRect[] = [];
      for (const rect of rects) {
        if (rect.width < 0.5 || rect.height < 0.5) continue;
        if (!tops.some((one) => Math.abs(one.top - rect.top) < Math.min(one.height, rect.height) / 2)) tops.push(rect);
      }
      return tops.length;
    };
    /** The width a word could have had: its nearest block that is not a flex or grid item or a table cell. */
    const roomOf = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === 'inline' || style.display === 'contents') continue;
        const parent = box.parentElement ? getComputedStyle(box.parentElement).display : 'block';
        if (/flex|grid/.test(parent) || style.display === 'table-cell') continue;
        return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      }
      return window.innerWidth;
    };

    // The part of the page an element's text can show in: inside every box of its own that clips (a
    // truncated name, a frame that scrolls), so text cut off there overlaps nothing.
    type Box = { left: number; top: number; right: number; bottom: number };
    const clips = new Map<Element, Box>();
    const clipOf = (element: Element | null): Box => {
      if (!element || element === document.body) return { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      const known = clips.get(element);
      if (known) return known;
      let clip = clipOf(element.parentElement);
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = element.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, box.left),
          top: Math.max(clip.top, box.top),
          right: Math.min(clip.right, box.right),
          bottom: Math.min(clip.bottom, box.bottom),
        };
      }
      clips.set(element, clip);
      return clip;
    };

    const range = document.createRange();
    const boxes: { rect: Box & { height: number }; node: Text }[] = [];
    let broken = 0;
    for (const node of nodes) {
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width >= 0.5 && rect.height >= 0.5);
      const clip = clipOf(node.parentElement);
      for (const rect of rects) {
        const cut = {
          left: Math.max(rect.left, clip.left),
          top: Math.max(rect.top, clip.top),
          right: Math.min(rect.right, clip.right),
          bottom: Math.min(rect.bottom, clip.bottom),
        };
        if (cut.right - cut.left > 1 && cut.bottom - cut.top > 1) boxes.push({ rect: { ...cut, height: cut.bottom - cut.top }, node });
      }
      if (lines(rects) < 2) continue;
      // Each word of a text set on several lines: on one line, unless wider than its box.
      for (const match of node.data.matchAll(/[^\s‐‑–—/-]+[‐‑–—/-]?/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const parts = range.getClientRects();
        if (lines(parts) < 2) continue;
        const widthOf = (rects: DOMRectList) => [...rects].reduce((sum, rect) => sum + rect.width, 0);
        const room = roomOf(node.parentElement!) + 1;
        if (widthOf(parts) <= room) {
          if (broken++ < 10) problems.push(`the word "${match[0]}" is broken across lines in ${quote(node.data)}`);
          continue;
        }
        // Wider than its box (a long email): broken only before an "@" or after a ".", unless a part is wider still.
        for (const part of match[0].matchAll(/@?[^@.]+\.?/g)) {
          range.setStart(node, match.index + part.index);
          range.setEnd(node, match.index + part.index + part[0].length);
          const pieces = range.getClientRects();
          if (lines(pieces) >= 2 && widthOf(pieces) <= room && broken++ < 10) {
            problems.push(`"${part[0]}" of "${match[0]}" is broken across lines in ${quote(node.data)}`);
          }
        }
      }
    }

    // Text over text: two lines' boxes of different texts that share more than a sliver both ways.
    boxes.sort((one, two) => one.rect.top - two.rect.top);
    let overlaps = 0;
    for (let index = 0; index < boxes.length && overlaps < 10; index++) {
      const { rect, node } = boxes[index]!;
      for (let next = index + 1; next < boxes.length && boxes[next]!.rect.top < rect.bottom; next++) {
        const other = boxes[next]!;
        if (other.node === node) continue;
        const across = Math.min(rect.right, other.rect.right) - Math.max(rect.left, other.rect.left);
        const down = Math.min(rect.bottom, other.rect.bottom) - Math.max(rect.top, other.rect.top);
        if (across > 2 && down > Math.min(rect.height, other.rect.height) / 3) {
          overlaps++;
          problems.push(`${quote(node.data)} overlaps ${quote(other.node.data)}`);
          break;
        }
      }
    }
    return problems;
  }, within);
}

/** The most a signed-in page's header may take of a phone's screen (issue 36: 120 px, one row). */
export const PHONE_HEADER_MAX = 120;

/**
 * What breaks issue 36's rule for the page's header (its banner): taller than 120 px, or its controls and
 * logo on more than one row (every one of them crossing one horizontal line).
 */
export async function headerProblems(page: Page): Promise<string[]> {
  const banner = page.getByRole('banner').first();
  if ((await banner.count()) === 0) return ['the page has no header (banner)'];
  return banner.evaluate((header, limit) => {
    const problems: string[] = [];
    const height = header.getBoundingClientRect().height;
    if (height > limit) problems.push(`the header is ${Math.round(height)} px tall`);
    const items = [...header.querySelectorAll('a, button, input, img, p')]
      .filter((element) => !element.closest('dialog, [role="dialog"], [hidden]'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden');
    if (items.length > 0) {
      const lowestTop = Math.max(...items.map(({ box }) => box.top));
      const highestBottom = Math.min(...items.map(({ box }) => box.bottom));
      if (lowestTop >= highestBottom) problems.push("the header's logo and controls are on more than one row");
    }
    return problems;
  }, PHONE_HEADER_MAX);
}

const SIGN_IN = routesIn('sign-in');

/** Whether a URL is a page of a signed-in area (the investor's, the partner's or the console), not its sign-in pages. */
export function signedInPage(url: string): boolean {
  const path = new URL(url).pathname;
  return /^\/(dashboard|Cp|admin)(\/|$)/.test(path) && !SIGN_IN.some((page) => path === page || path.startsWith(`${page}/`));
}
