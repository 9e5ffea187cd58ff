import type { ReactNode } from 'react';

/** A 24×24 line icon; decorative (the text beside it carries the meaning). */
function Icon({ children, size = 28 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const AwardIcon = () => (
  <Icon>
    <circle cx="12" cy="9" r="6" />
    <path d="M12 6.2l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 8.3l2-.3z" />
    <path d="M8.5 13.9 7 22l5-2.6L17 22l-1.5-8.1" />
  </Icon>
);

export const HeadsetIcon = () => (
  <Icon>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.7-1.8 2.5-4 2.5h-2" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);

export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M21.5 12h-3M5.5 12h-3M18.7 5.3l-2.1 2.1M7.4 16.6l-2.1 2.1M18.7 18.7l-2.1-2.1M7.4 7.4 5.3 5.3" />
    <circle cx="12" cy="12" r="6.5" />
  </Icon>
);

export const SproutIcon = () => (
  <Icon>
    <path d="M12 21v-9" />
    <path d="M12 12C12 7.6 8.9 5 4 5c0 4.4 3.1 7 8 7z" />
    <path d="M12 14c0-3.9 2.7-6.2 7-6.2 0 3.9-2.7 6.2-7 6.2z" />
    <path d="M7 21h10" />
  </Icon>
);

export const InspectIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
    <path d="m7.8 10.6 1.9 1.9 3.6-3.8" />
  </Icon>
);

export const ShieldCheckIcon = () => (
  <Icon>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.7 12.2 2.3 2.3 4.4-4.6" />
  </Icon>
);

export const ZoomIcon = () => (
  <Icon size={20}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={20}>
    <path d="m5 12.5 4.2 4.2L19 7" />
  </Icon>
);

/** The filled play triangle of a video tile. */
export const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path
      d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.4-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5z"
      fill="currentColor"
    />
  </svg>
);
