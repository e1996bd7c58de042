/** A decorative line drawing on a 24×24 grid in the text colour: one path of `size` pixels. */
export function StrokeIcon({ d, size, strokeWidth }: { d: string; size: string; strokeWidth: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
