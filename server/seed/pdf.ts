/**
 * Tiny one-page PDFs for the seeded documents: valid (correct cross-reference table), readable in
 * any viewer, and about a kilobyte each so thousands of them stay small on disk.
 */

/** Characters of Windows-1252 outside Latin-1, which PDFs with WinAnsiEncoding can show. */
const winAnsiExtra: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsi bytes (one JS char per byte), escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte =
      winAnsiExtra[char] ?? (code >= 32 && code <= 255 && !(code >= 127 && code < 160) ? code : 63);
    const c = String.fromCharCode(byte);
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return `(${out})`;
}

export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  // One font (Helvetica, larger for the title) and no metadata: the text itself names the document.
  const body = `BT /F1 15 Tf 50 780 Td ${pdfString(title)} Tj /F1 10 Tf 0 -30 Td 15 TL ${lines
    .map((line) => `${pdfString(line)}'`)
    .join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
