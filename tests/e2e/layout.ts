// Layout checks shared by the phone-layout spec and the walk-through (issue 25, "Nothing covered"):
// whether a pointer lands on a control where it is drawn, and whether a page scrolls sideways.
import type { Locator, Page } from '@playwright/test';

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
