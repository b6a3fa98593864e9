import { useId } from 'react';
import './Logo.css';

/** The company mark: a stylised sound wave, drawn inline so it costs no request. */
export function LogoMark() {
  // The mark appears in header and footer; each copy needs its own gradient id.
  const gradientId = useId();
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        className="logo-mark__wave"
        d="M8 16v0M12 12v8M16 8v16M20 11v10M24 15v2"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32">
          <stop className="logo-mark__start" offset="0" />
          <stop className="logo-mark__end" offset="1" />
        </linearGradient>
      </defs>
    </svg>
  );
}
