/**
 * 'Saltar al contenido': the first thing a keyboard reaches on every signed-in page, hidden until
 * it has focus (src/app/focus.css). It moves focus to <main> itself rather than only scrolling, so
 * the next Tab continues from the content and not from the header.
 */
import type { MouseEvent } from 'react';
import { texts } from '../lib/texts';

export function SkipLink({ target }: { target: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    // focus() also scrolls <main> into view.
    main.focus();
  };
  return (
    <a href={`#${target}`} className="portal-skip-link" onClick={skip}>
      {texts.shell.skipToContent}
    </a>
  );
}
