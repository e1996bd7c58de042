import type { ReactNode } from "react";
import { PageHeader } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";

type Page = { title: string; description: string; path: string };

/** A diagnostic page's head: its heading as title, kept out of search results. */
export const diagnosticMetadata = (page: Page) => () => editablePageMetadata({ ...page, noindex: true });

/** A diagnostic page: its heading and what it shows, then its findings. */
export async function DiagnosticPage(props: { title: string; text: string; className?: string; children: ReactNode }) {
  const { everyPage } = await interfaceWords();
  return (
    <>
      <PageHeader title={props.title} text={props.text} words={everyPage} />
      <Container className={props.className ?? "py-12"}>{props.children}</Container>
    </>
  );
}
