/** Small bundled marks for the footer's social links (decorative: the link carries the label). */
const common = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** A paper plane: the messaging channel. */
export function TelegramIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M21.6 3.3 2.9 10.5c-1.3.5-1.3 1.3-.2 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.8c.3-1.3-.5-1.9-1.4-1.4ZM9.4 13.3l8.5-5.4c.4-.2.8-.1.5.2l-7.2 6.5-.3 3.1-1.5-4.4Z"
      />
    </svg>
  );
}

/** A camera outline: the photo-sharing profile. */
export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** A speech bubble with a handset: the chat app link. */
export function WhatsappIcon() {
  return (
    <svg {...common}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
      />
      <path
        fill="currentColor"
        d="M9.2 7.6c.2 0 .4 0 .5.4l.7 1.7c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.4.7 1 1.4 1.7 1.9.6.4 1 .6 1.3.7.2.1.3 0 .5-.1l.6-.7c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3 0 .3 0 1-.4 1.4-.4.5-1.2.9-1.9.8-.7 0-1.7-.3-3-1-1.6-.9-2.7-2.4-3-3-.4-.6-.7-1.5-.7-2.2 0-.8.4-1.4.7-1.7.3-.2.5-.3.7-.3Z"
      />
    </svg>
  );
}
