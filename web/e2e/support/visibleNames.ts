import { type Locator } from '@playwright/test';

/** The visible names of elements, without what only decorates them or only screen readers hear. */
export const namesOf = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const copy = node.cloneNode(true) as Element;
      for (const extra of copy.querySelectorAll('[aria-hidden="true"], .visually-hidden'))
        extra.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
