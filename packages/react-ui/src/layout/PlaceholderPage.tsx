import { uiMessages } from '../messages';

/** A page owned by a later issue: "W przygotowaniu" under the page's title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section data-placeholder="" className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-text-muted">
        <strong>{uiMessages.placeholder.title}</strong> — {uiMessages.placeholder.description}
      </p>
    </section>
  );
}
