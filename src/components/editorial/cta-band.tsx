import type { ReactNode } from "react";

/** The closing call to action on the deep-teal band. */
export function CtaBand({ title, text, children, id }: { title: string; text: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="bg-gradient-to-br from-brand-700 to-brand-800 text-white" aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 sm:py-20">
        <h2 id={id ? `${id}-title` : undefined} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>
      </div>
    </section>
  );
}
