import type { HomeWords } from "@/lib/content/interface-words";
import type { Rating } from "@/lib/content/landing-types";
import { fillWords } from "@/lib/site/words";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9Z";

/** Five stars drawn for the eye; screen readers hear the words (content/interface-words.yaml): "Rated N out of 5". */
export function StarRating({ rating, words }: { rating: Rating; words: HomeWords["reviewStars"] }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">{fillWords(words, { rating })}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={`size-5 ${star <= rating ? "fill-amber-400 stroke-amber-600" : "fill-none stroke-slate-400"}`}
          strokeWidth="1.2"
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}
