// Voice control users say what they see: each download button's accessible name starts with its visible
// words ("Download PDF"), then says which statement (WCAG 2.5.3, label in name).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DownloadButtons } from '@/components/reports/ReportCard';

describe('DownloadButtons', () => {
  it('names each button with its visible label first', () => {
    render(<DownloadButtons label="the holding statement" />);
    for (const visible of ['Download PDF', 'Download CSV']) {
      const button = screen.getByRole('button', { name: `${visible}: the holding statement` });
      expect(button.textContent).toBe(visible);
    }
  });
});
