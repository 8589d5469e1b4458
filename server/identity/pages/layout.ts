/**
 * The frame of every identity page: Spanish, self-contained (no external assets: the provider
 * must work offline and its pages must not leak the user to third parties), readable at any width,
 * with a visible keyboard focus.
 */
import { texts } from './texts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef3f4;color:#1a1b1e;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{width:100%;max-width:26rem;margin:1rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{margin:0 0 .25rem;color:#003d4a;font-weight:700;letter-spacing:.02em}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem .75rem;border:1px solid #767c82;border-radius:4px;font:inherit}
input[aria-invalid=true]{border-color:#c92a2a}
.hint{margin:.25rem 0 0;color:#495057;font-size:.875rem}
.alert{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid #c92a2a;background:#fff5f5;color:#8a1c1c}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{padding:.6rem 1.25rem;border:1px solid #003d4a;border-radius:4px;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#003d4a;color:#fff}
button.secondary{background:#fff;color:#003d4a}
a{color:#005f73}
.forgot{display:inline-block;margin-top:.75rem}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;font-size:.8rem;color:#495057}
`;

export function layout(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(texts.brand)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(texts.brand)}</p>
${main}
</main>
</body>
</html>`;
}

/** An error or notice shown where a field's message does not fit: announced to screen readers. */
export function alertBox(message: string | undefined, id = 'form-error'): string {
  return message ? `<div class="alert" role="alert" id="${id}">${escapeHtml(message)}</div>` : '';
}
