// The text of a PDF the site made, as a reader (or a search) would see it.
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
