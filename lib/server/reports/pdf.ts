// Statements as PDF with pdfkit: real text (searchable and copyable) in DejaVu Sans Condensed (embedded, subset: it has
// the ₹ sign the standard PDF fonts lack, so amounts read as on the pages),
// branded from lib/brand.ts, tables that continue on the next page under their header row, and
// "Page n of m" on every page.
import path from 'node:path';

import PDFDocument from 'pdfkit';

import { brand } from '@/lib/brand';
import { formatDate, formatDateTime } from '@/lib/format';
import { cellText, type Cell, type ReportDocument, type ReportTable } from '@/lib/reports/document';
import { siteUrl } from '@/lib/server/env';

const MARGIN = 40;
const FOOTER = 36;
const FONT = 'Sans';
const BOLD = 'Sans-Bold';
// From the dejavu-fonts-ttf package; `next start` and the tests run from the project's folder.
const fontFile = (name: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', name);
const BRAND_COLOUR = '#14532d';
const MUTED = '#475569';
const PAD = 3;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A report as an A4 PDF: letterhead (with the site's address), tables, notes, and a footer with the
 * disclaimer and page numbers.
 */
export function renderPdf(report: ReportDocument, generatedAt = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: report.title, Author: brand.name, Creator: brand.name, CreationDate: generatedAt },
  });
  doc.registerFont(FONT, fontFile('DejaVuSansCondensed.ttf'));
  doc.registerFont(BOLD, fontFile('DejaVuSansCondensed-Bold.ttf'));
  doc.font(FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  letterhead(doc, report, generatedAt);
  for (const table of report.tables) drawTable(doc, table);
  if (report.notes.length) {
    doc.moveDown(1);
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    for (const note of report.notes) doc.text(note, MARGIN, undefined, { width: contentWidth(doc) }).moveDown(0.3);
  }
  footers(doc, generatedAt, report.disclaimer ?? brand.reports.disclaimer);
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function letterhead(doc: Doc, report: ReportDocument, generatedAt: Date) {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(18).fillColor(BRAND_COLOUR).text(brand.name, MARGIN, MARGIN, { width });
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  doc.text(brand.contact.address, { width });
  doc.text(`${brand.contact.email}  |  ${brand.contact.phone}  |  ${siteUrl()}`, { width });
  doc
    .moveTo(MARGIN, doc.y + 6)
    .lineTo(MARGIN + width, doc.y + 6)
    .strokeColor(BRAND_COLOUR)
    .lineWidth(1)
    .stroke();
  doc.y += 14;
  doc.font(BOLD).fontSize(14).fillColor('#0f172a').text(report.title, MARGIN, doc.y, { width });
  doc.moveDown(0.4);
  doc.fontSize(9);
  const details: [string, Cell][] = [...report.details, ['Generated on', formatDateTime(generatedAt)]];
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font(BOLD).fillColor(MUTED).text(`${label}:`, MARGIN, y, { width: 130 });
    const labelBottom = doc.y;
    doc
      .font(FONT)
      .fillColor('#0f172a')
      .text(cellText(value), MARGIN + 135, y, { width: width - 135 });
    doc.y = Math.max(doc.y, labelBottom);
  }
  doc.moveDown(0.8);
}

function columnWidths(doc: Doc, table: ReportTable): number[] {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  return table.columns.map((column) => (column.width / total) * contentWidth(doc));
}

/**
 * The size a cell's text is set in: 8 pt, or smaller (down to 6 pt) when its longest word would not fit the
 * column, so a word ("Quantity" in a narrow column) never breaks in the middle.
 */
function cellSize(doc: Doc, text: string, width: number, font: string): number {
  doc.font(font);
  const longest = Math.max(0, ...text.split(/\s+/).map((word) => doc.fontSize(1).widthOfString(word)));
  const fits = longest > 0 ? (width - PAD * 2) / longest : Infinity;
  return Math.max(6, Math.min(8, Math.floor(fits * 4) / 4));
}

function rowHeight(doc: Doc, cells: string[], widths: number[], font: string): number {
  return (
    Math.max(
      ...cells.map((text, i) => {
        const width = widths[i] ?? 0;
        doc.font(font).fontSize(cellSize(doc, text, width, font));
        return doc.heightOfString(text, { width: width - PAD * 2 });
      }),
    ) +
    PAD * 2
  );
}

function drawRow(doc: Doc, table: ReportTable, cells: string[], widths: number[], options: { font: string; fill?: string }) {
  const height = rowHeight(doc, cells, widths, options.font);
  const y = doc.y;
  if (options.fill) doc.rect(MARGIN, y, contentWidth(doc), height).fillColor(options.fill).fill();
  let x = MARGIN;
  doc.font(options.font).fillColor('#0f172a');
  cells.forEach((text, i) => {
    const width = widths[i] ?? 0;
    doc.fontSize(cellSize(doc, text, width, options.font));
    doc.text(text, x + PAD, y + PAD, { width: width - PAD * 2, align: table.columns[i]?.align ?? 'left', lineBreak: true });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + contentWidth(doc), y + height)
    .strokeColor('#cbd5e1')
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

function drawTable(doc: Doc, table: ReportTable) {
  const widths = columnWidths(doc, table);
  const header = table.columns.map((column) => column.label);
  const headerHeight = rowHeight(doc, header, widths, BOLD);
  const heading = () => {
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(BRAND_COLOUR)
      .text(table.heading, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.3);
  };
  // The heading, the header row and the first row stay together.
  if (doc.y + 40 + headerHeight > bottomOf(doc)) doc.addPage();
  heading();
  drawRow(doc, table, header, widths, { font: BOLD, fill: '#e2e8f0' });
  if (table.rows.length === 0 && table.empty) {
    // The empty state spans the whole table.
    const whole: ReportTable = { ...table, columns: [{ label: '', width: 1 }] };
    drawRow(doc, whole, [table.empty], [contentWidth(doc)], { font: FONT });
  }
  const rows: { cells: string[]; bold: boolean }[] = [
    ...table.rows.map((row) => ({ cells: row.map(cellText), bold: false })),
    ...(table.totals ?? []).map((row) => ({ cells: row.map(cellText), bold: true })),
  ];
  for (const row of rows) {
    const height = rowHeight(doc, row.cells, widths, row.bold ? BOLD : FONT);
    if (doc.y + height > bottomOf(doc)) {
      doc.addPage();
      doc.font(FONT).fontSize(8).fillColor(MUTED).text(`${table.heading} (continued)`, MARGIN, doc.y);
      doc.moveDown(0.2);
      drawRow(doc, table, header, widths, { font: BOLD, fill: '#e2e8f0' });
    }
    drawRow(doc, table, row.cells, widths, { font: row.bold ? BOLD : FONT, ...(row.bold && { fill: '#f1f5f9' }) });
  }
  doc.moveDown(1);
}

function footers(doc: Doc, generatedAt: Date, disclaimer: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER + 10;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(7).fillColor(MUTED);
    doc.text(disclaimer, MARGIN, y, { width, lineBreak: true });
    doc.text(
      `${brand.name}  |  ${formatDate(generatedAt)}  |  Page ${index - range.start + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - MARGIN,
      { width, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}
