import { CheckIcon } from "./check-icon";

/** Points a section makes, each behind a check mark. */
export function CheckList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-8 space-y-4">
      {points.map((point) => (
        <li key={point} className="flex gap-3 leading-7">
          <CheckIcon className="mt-1 size-5 text-brand-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
