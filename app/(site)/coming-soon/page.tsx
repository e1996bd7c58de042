import { LaunchCountdown } from "@/components/coming-soon/launch-countdown";
import { EmailForm } from "@/components/forms/email-form";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { joinLaunchList } from "../_actions/mailing-lists";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Coming soon: LeadFlow Voice",
    description:
      "LeadFlow Voice, call recording with AI summaries for every lead conversation, launches soon. Get notified.",
    path: "/coming-soon",
  });

export default async function ComingSoonPage() {
  const comingSoon = await siteCopy.read("comingSoon");
  return (
    <IllustratedMessage image="/images/illustrations/coming-soon.svg" title={comingSoon.title}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{comingSoon.text}</p>
      <div className="w-full max-w-xl">
        <LaunchCountdown
          launchAt={comingSoon.launchAt}
          liveTitle={comingSoon.liveTitle}
          liveText={comingSoon.liveText}
          label={comingSoon.countdown}
          units={{
            days: comingSoon.days,
            hours: comingSoon.hours,
            minutes: comingSoon.minutes,
            seconds: comingSoon.seconds,
          }}
        />
        <EmailForm
          className="mt-8 text-left"
          label={comingSoon.emailLabel}
          submitLabel={comingSoon.submitLabel}
          note={comingSoon.note}
          action={joinLaunchList}
        />
      </div>
    </IllustratedMessage>
  );
}
