import { StaticImage } from "@/components/ui/static-image";
import type { HomeWords } from "@/lib/content/interface-words";
import type { Review, ReviewsContent } from "@/lib/content/landing-types";
import { Section, type Tone } from "./section";
import { StarRating } from "./star-rating";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: ReviewsContent;
  /** What screen readers hear for each review's stars (content/interface-words.yaml). */
  stars: HomeWords["reviewStars"];
  tone?: Tone;
};

export function ReviewsSection({ eyebrow, content, stars, tone }: Props) {
  return (
    <Section id="reviews" tone={tone} heading={{ eyebrow, title: content.heading, text: content.headingText }}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.reviews.map((review) => (
          <li key={`${review.name}-${review.title}`}>
            <ReviewCard review={review} stars={stars} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ReviewCard({ review, stars }: { review: Review; stars: HomeWords["reviewStars"] }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={review.rating} words={stars} />
      <h3 className="mt-4 text-lg font-semibold">{review.title}</h3>
      <p className="mt-2 flex-1 leading-7 text-slate-600">{review.text}</p>
      <footer className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        {review.image ? (
          <StaticImage
            src={review.image.src}
            alt={review.image.alt}
            width={review.image.width}
            height={review.image.height}
            className="size-10 rounded-full bg-slate-100"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {initials(review.name)}
          </span>
        )}
        <p className="text-sm">
          <span className="block font-semibold text-ink">{review.name}</span>
          <span className="block text-slate-600">
            {review.role}, {review.company}
          </span>
        </p>
      </footer>
    </article>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}
