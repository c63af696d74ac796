/** The names data files may give an icon (`"icon": "audit"`); each is drawn in ./index.tsx. */
export const ICON_NAMES = [
  "audit",
  "consulting",
  "validation",
  "training",
  "regulatory",
  "inspect",
  "collaborate",
  "readiness",
  "guidance",
  "risk",
  "lifecycle",
  "innovation",
  "expertise",
  "quality",
  "efficiency",
  "location",
  "phone",
  "email",
  "check",
  "chevron",
  "arrow",
  "menu",
  "close",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
