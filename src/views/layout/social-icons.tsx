/** Simple brand marks drawn for us (lucide has no brand icons). */
const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5', fill: 'currentColor' } as const;

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function TiktokIcon() {
  return (
    <svg {...common}>
      <path d="M16.5 3c.3 2.2 1.6 3.6 3.7 3.8v3a7 7 0 0 1-3.7-1.1v6.1a5.8 5.8 0 1 1-5.8-5.8h.5v3.1a2.7 2.7 0 1 0 2.2 2.7V3h3.1z" />
    </svg>
  );
}

export function YoutubeIcon() {
  return (
    <svg {...common}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />
    </svg>
  );
}
