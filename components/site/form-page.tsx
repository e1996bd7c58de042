import { Container } from "@/components/ui/container";

type Props = { title: string; intro: React.ReactNode; width?: "lg" | "xl"; children: React.ReactNode };

const WIDTHS = { lg: "max-w-lg", xl: "max-w-xl" } as const;

/** A page that is one form: its heading, a line on what to enter, then the form (payment status, talk to sales...). */
export function FormPage({ title, intro, width = "lg", children }: Props) {
  return (
    <Container className={`${WIDTHS[width]} pb-20 pt-28 sm:pt-32`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
      {children}
    </Container>
  );
}
