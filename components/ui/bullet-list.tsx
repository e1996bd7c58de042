/** Short points, each after a round bullet of the `bullet` colour class. */
export function BulletList({ points, bullet, className }: { points: string[]; bullet: string; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 leading-7 text-slate-700">
          <span aria-hidden="true" className={`mt-2.5 size-2 shrink-0 rounded-full ${bullet}`} />
          {point}
        </li>
      ))}
    </ul>
  );
}
