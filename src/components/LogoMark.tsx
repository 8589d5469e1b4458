/**
 * The portal's mark (public/favicon.svg draws the same): the shell's logo and the public pages'
 * header. Decorative: the name beside it says what it is.
 */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#003d4a" />
      <path d="M12 24c0-8 6-13 16-13-1 9-6 15-13 15l-3 3" fill="none" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}
