import type { ReactElement } from "react";

/**
 * The site's line icons, drawn on a 24 × 24 grid with a 1.75 px stroke.
 * Data files name them (`"icon": "audit"`); the names are the content model's
 * IconName enum, so a name without a drawing here is a type error, and the
 * data check refuses a name the enum lacks.
 */
const ICONS = {
  audit: (
    <>
      <rect x="5" y="3.5" width="14" height="17.5" rx="2" />
      <path d="M9 3.5h6v2.5H9zM8.5 11l1.75 1.75L13.5 9.5M8.5 16.5h7" />
    </>
  ),
  consulting: (
    <>
      <path d="M4 5.5h11a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 15 14.5H9l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 13V7A1.5 1.5 0 0 1 4 5.5z" />
      <path d="M19 9h1a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 20 18h-1v3l-3.5-3H11" />
    </>
  ),
  validation: (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="1.75" />
      <path d="M8.5 21h7M12 17v4M8.75 10.75l2.25 2.25 4.25-4.5" />
    </>
  ),
  training: (
    <>
      <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" />
      <path d="M6.5 11v5c1.5 1.5 3.5 2.25 5.5 2.25s4-.75 5.5-2.25v-5M21.5 9v6" />
    </>
  ),
  regulatory: (
    <>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16h7" />
    </>
  ),
  inspect: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.25 15.25 5.25 5.25M8 10.5l1.75 1.75L13 9" />
    </>
  ),
  collaborate: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M2.5 19.5c0-3.25 2.5-5.5 5.5-5.5s5.5 2.25 5.5 5.5M14 14.25c.75-.4 1.6-.6 2.5-.6 2.75 0 5 2 5 5" />
    </>
  ),
  readiness: (
    <>
      <path d="M12 2.75 19.5 6v5.5c0 4.5-3.1 8.4-7.5 9.75-4.4-1.35-7.5-5.25-7.5-9.75V6z" />
      <path d="m8.75 12 2.25 2.25 4.25-4.5" />
    </>
  ),
  guidance: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.75 8.25-2.25 5.25-5.25 2.25 2.25-5.25z" />
    </>
  ),
  risk: (
    <>
      <path d="M12 3.5 21.5 20h-19z" />
      <path d="M12 10v4.5M12 17.25v.25" />
    </>
  ),
  lifecycle: (
    <>
      <path d="M20 12a8 8 0 0 1-13.6 5.7M4 12a8 8 0 0 1 13.6-5.7" />
      <path d="M17.75 2.75v3.75H14M6.25 21.25V17.5H10" />
    </>
  ),
  innovation: (
    <>
      <path d="M9 17.5h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.45 1 1.15 1 1.9v.2h5v-.2c0-.75.4-1.45 1-1.9A6 6 0 0 0 12 3z" />
    </>
  ),
  expertise: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.75 13.5-1.5 7.5L12 18.5l4.75 2.5-1.5-7.5" />
    </>
  ),
  quality: (
    <>
      <path d="m12 2.75 2.6 5.5 6 .75-4.4 4.1 1.15 5.9L12 16.1 6.65 19l1.15-5.9L3.4 9l6-.75z" />
    </>
  ),
  efficiency: (
    <>
      <path d="M3 20.5h18M6 16.5v-4M10.5 16.5V9.5M15 16.5v-6M19.5 16.5V5.5" />
      <path d="m4.5 9 4.5-4 4 2.5 6.5-4" />
    </>
  ),
  location: (
    <>
      <path d="M12 21.5s-7-6.2-7-11.75a7 7 0 0 1 14 0C19 15.3 12 21.5 12 21.5z" />
      <circle cx="12" cy="9.75" r="2.5" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.5 4.25-2.1 1.4a11.5 11.5 0 0 0 6.25 6.25l1.4-2.1 4.25 1.5v2.6a2 2 0 0 1-2.15 2A16.5 16.5 0 0 1 4.6 5.65 2 2 0 0 1 6.6 3.5z" />
  ),
  email: (
    <>
      <rect x="2.75" y="5" width="18.5" height="14" rx="1.75" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5.25l3.5 2" />
    </>
  ),
  directions: (
    <>
      <path d="M12 2.75 21.25 12 12 21.25 2.75 12z" />
      <path d="M9.25 15v-2.25a1.5 1.5 0 0 1 1.5-1.5h4.5M13.25 9l2.25 2.25-2.25 2.25" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  arrow: <path d="M4.5 12h15M13.5 6l6 6-6 6" />,
  menu: <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />,
  close: <path d="m5.5 5.5 13 13M18.5 5.5l-13 13" />,
} satisfies Record<Queries.IconName, ReactElement>;

type IconProps = {
  name: Queries.IconName;
  className?: string;
};

/** A decorative icon: hidden from assistive technology, the text beside it speaks. */
const Icon = ({ name, className }: IconProps) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {ICONS[name]}
  </svg>
);

export default Icon;
