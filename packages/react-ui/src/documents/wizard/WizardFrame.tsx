import { type ReactNode, useEffect } from 'react';
import { AppLink } from '../../context/AppLink';
import { fillMessage } from '../../messages';
import { documentMessages } from '../../messages/document';
import { dropOrphanAnnouncements } from './orphanAnnouncements';

const m = documentMessages.wizard;

/** One step of a wizard: its name and, where going there is allowed now, its link. */
export interface WizardStep {
  name: string;
  /** Null for a step that cannot be opened yet (the current one is never a link). */
  href: string | null;
}

/**
 * The frame of an add wizard (empty layout): the title, a way back (where the wizard was started
 * from), and the steps — links where going back is allowed, the current one marked — over the
 * step's content. A step left behind leaves no nameless announcement of its fields
 * ({@link dropOrphanAnnouncements}).
 */
export function WizardFrame({
  title,
  steps,
  current,
  back,
  children,
}: {
  title: string;
  steps: readonly WizardStep[];
  /** 1-based number of the step shown. */
  current: number;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, after its fields are gone
  useEffect(() => {
    dropOrphanAnnouncements();
  }, [current]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 rounded-lg bg-surface p-4 md:p-8">
      <header className="flex flex-col gap-3">
        <AppLink
          href={back.href}
          className="w-fit text-sm text-primary-700 underline underline-offset-2 dark:text-primary-300"
        >
          <span aria-hidden="true">← </span>
          {back.label}
        </AppLink>
        <h1 id="wizard-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <nav aria-label={m.steps}>
          <ol className="flex flex-wrap gap-2 text-sm">
            {steps.map((step, index) => {
              const n = index + 1;
              const label = fillMessage(m.step, { n, name: step.name });
              const here = n === current;
              const className = `rounded-full border px-3 py-1 ${here ? 'border-primary-600 font-semibold text-text' : 'border-border text-text-muted'}`;
              return (
                <li key={step.name}>
                  {!here && step.href ? (
                    <AppLink
                      href={step.href}
                      className={`${className} inline-block text-primary-700 underline underline-offset-2 dark:text-primary-300`}
                    >
                      {label}
                    </AppLink>
                  ) : (
                    <span aria-current={here ? 'step' : undefined} className={`${className} inline-block`}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </header>
      {children}
    </div>
  );
}
