import type { ReactNode } from 'react';

/**
 * A small line icon drawn inline (issue 23): emoji need a colour-emoji font that many machines
 * lack, so the header's bell and the media folders came out as a missing glyph. Icons are
 * decoration; the control that holds one carries the name. They take the text colour.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

export function BellIcon() {
  return (
    <LineIcon>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}

export function FolderIcon() {
  return (
    <LineIcon>
      <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    </LineIcon>
  );
}
