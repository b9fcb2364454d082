import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import Breadcrumbs from '@/components/Breadcrumbs';

describe('Breadcrumbs', () => {
  it('starts at Home, links every crumb but the current page, with one separator between crumbs', () => {
    render(
      <Breadcrumbs
        trail={[
          ['Articles', '/articles'],
          ['Real Estate', '/articles/Real-Estate'],
          ['A title', '/articles/a-title'],
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Articles', '/articles'],
      ['Real Estate', '/articles/Real-Estate'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('A title');
    expect(Array.from(nav.querySelectorAll('[aria-hidden="true"]')).map((separator) => separator.textContent)).toEqual(['›', '›', '›']);
  });
});
