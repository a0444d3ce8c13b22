// Finding the header's disclosure buttons and what they control.

/** Tabs from the top of the page until a visible button with aria-expanded in header/nav has focus. */
export async function tabToMenuButton(page, maxTabs = 60) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 1; i <= maxTabs; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || !el.closest('header, nav, [role="navigation"], [role="banner"]')) return null;
      const isButton = el.tagName === 'BUTTON' || el.getAttribute('role') === 'button';
      if (!isButton || !el.hasAttribute('aria-expanded')) return null;
      el.setAttribute('data-e2e-menu-button', '');
      return {
        name: (el.getAttribute('aria-label') || el.innerText).trim(),
        expanded: el.getAttribute('aria-expanded'),
      };
    });
    if (found) return { ...found, tabs: i };
  }
  return null;
}

/**
 * The visible links/menu items inside what a button controls (aria-controls, else the list next to
 * it in its menu item). Returns their names, and for the items that are there but not seen, why
 * (so that a failure says what covered them).
 */
export const controlledItems = (page, selector) =>
  page.evaluate((sel) => {
    const button = document.querySelector(sel);
    if (!button) return { found: false, items: [], unseen: [] };
    const id = button.getAttribute('aria-controls');
    const target =
      (id && document.getElementById(id)) ||
      button.parentElement?.querySelector(':scope > ul, :scope > [role="menu"], :scope > div');
    if (!target) return { found: false, items: [], unseen: [] };
    const describe = (el) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    // Seen, not just laid out: a list collapsed by max-height or opacity still has sized children,
    // so the item must be what the visitor would hit at its centre. Returns why not, or ''.
    const whyUnseen = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return 'no size';
      if (getComputedStyle(el).visibility === 'hidden') return 'visibility: hidden';
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight)
        return `centre off screen (${x}, ${y})`;
      for (let a = el; a; a = a.parentElement)
        if (getComputedStyle(a).opacity === '0') return `opacity 0 on ${describe(a)}`;
      const hit = document.elementFromPoint(x, y);
      if (!hit) return 'nothing at its centre';
      return el.contains(hit) || hit.contains(el) ? '' : `covered by ${describe(hit)}`;
    };
    const name = (a) => a.innerText.replace(/\s+/g, ' ').trim();
    const judged = [...target.querySelectorAll('a[href], [role="menuitem"], button')].map((a) => [
      name(a),
      whyUnseen(a),
    ]);
    const items = judged.filter(([, why]) => !why).map(([n]) => n);
    const unseen = judged.filter(([, why]) => why).map(([n, why]) => `${n}: ${why}`);
    return { found: true, via: id ? `aria-controls="${id}"` : 'sibling list', items, unseen };
  }, selector);

/** controlledItems, asked again until some item is seen or `ms` have passed. */
export async function itemsOnceShown(page, selector, ms = 3_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await controlledItems(page, selector);
    if (found.items.length > 0 || !found.found || Date.now() > until) return found;
    await page.waitForTimeout(100);
  }
}

/**
 * What else the page was doing, for a failure message: whether the button is still the one in the
 * page, where focus is, an open dialog, the scroll, and the errors the page logged.
 */
export async function menuScene(page, selector, recorder) {
  const scene = await page.evaluate((sel) => {
    const describe = (el) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.getAttribute('aria-label') || el.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
        : 'none';
    const button = document.querySelector(sel);
    const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(
      (d) => d.getBoundingClientRect().height > 0,
    );
    return {
      button: button
        ? `${describe(button)} aria-expanded=${button.getAttribute('aria-expanded')}`
        : 'gone from the page',
      focus: describe(document.activeElement),
      dialogs: dialogs.map(describe),
      scrollY: Math.round(scrollY),
    };
  }, selector);
  const errors = recorder ? [...recorder.pageErrors, ...recorder.consoleErrors].slice(0, 3) : [];
  return JSON.stringify({ ...scene, errors });
}
