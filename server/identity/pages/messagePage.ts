/** Pages that only tell something: an expired or failed request, a finished sign-out. */
import { escapeHtml, layout } from './layout';
import { texts } from './texts';

export function messagePage(title: string, message: string, details?: Record<string, string>): string {
  const technical =
    details && Object.keys(details).length > 0
      ? `<details><summary>${escapeHtml(texts.error.details)}</summary><pre>${escapeHtml(
          Object.entries(details)
            .map(([key, value]) => `${key}: ${value}`)
            .join('\n'),
        )}</pre></details>`
      : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${technical}`);
}
