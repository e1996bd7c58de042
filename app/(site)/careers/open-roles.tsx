import type { CareersWords } from "@/lib/content/interface-words";
import type { SiteCopy } from "@/lib/content/site-copy-schema";
import { fillWords } from "@/lib/site/words";

type OpenRole = SiteCopy["careers"]["roles"]["items"][number];
import { buttonClasses } from "@/components/ui/button-link";

/** mailto: link with the role in the subject, so applications arrive sorted. */
const applyHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** Each open role with its button; the words around the roles are staff's (content/interface-words.yaml). */
export function OpenRoles({ roles, email, words }: { roles: OpenRole[]; email: string; words: CareersWords }) {
  return (
    <ul className="mt-10 space-y-4">
      {roles.map((role) => (
        <li
          key={role.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:flex sm:items-start sm:justify-between sm:gap-8 sm:p-8"
        >
          <div className="min-w-0">
            <h3 className="text-xl font-semibold">{role.title}</h3>
            <dl className="mt-3 flex flex-wrap gap-2 text-sm">
              {[
                [words.roleTeam, role.team],
                [words.roleLocation, role.location],
                [words.roleType, role.type],
              ].map(([term, value]) => (
                <div key={term} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  <dt className="sr-only">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 max-w-2xl leading-7 text-slate-600">{role.description}</p>
          </div>
          <a
            href={applyHref(email, fillWords(words.applySubject, { role: role.title }))}
            className={`${buttonClasses("primary")} mt-5 w-full shrink-0 sm:mt-0 sm:w-auto`}
            aria-label={fillWords(words.applyFor, { role: role.title })}
          >
            {words.apply}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function GeneralApplication({ text, email, subject }: { text: string; email: string; subject: string }) {
  return (
    <p className="mt-6 text-slate-700">
      {text}{" "}
      <a
        href={applyHref(email, subject)}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {email}
      </a>
    </p>
  );
}
