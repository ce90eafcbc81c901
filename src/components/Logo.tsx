/** The portal's mark: a capsule over a shield of care, in the brand colours (decorative). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="44" rx="12" fill="#0f6c5c" />
      <g transform="rotate(-45 24 24)">
        <rect x="11" y="17" width="26" height="14" rx="7" fill="#ffffff" />
        <path d="M24 17h6a7 7 0 0 1 0 14h-6z" fill="#9bcdc3" />
      </g>
      <circle cx="36" cy="12" r="3" fill="#cbede7" />
    </svg>
  );
}
