/**
 * A bell drawn inline (issue 23): the emoji the header showed needs a colour-emoji font that many
 * machines lack, so it came out as a missing glyph. The icon is decoration; the button that holds
 * it carries the name. It takes the text colour, so it follows the header's contrast.
 */
export function BellIcon() {
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
      style={{ verticalAlign: 'middle' }}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
