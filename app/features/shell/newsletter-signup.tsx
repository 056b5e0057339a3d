/**
 * The footer's newsletter sign-up as every page first renders it: a light form with the same
 * markup (newsletter-fields.tsx) and no form library or zod. The full form (newsletter-form.tsx)
 * is loaded and takes its place once the footer comes near the viewport, or when the shopper
 * points at it, focuses it or submits it; what was typed, the focus and a submission made while
 * it loads carry over, so the swap is not noticed. Before the page's scripts run, the form is the
 * plain HTML form it always was.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_FAILED, type NewsletterOutcome } from './newsletter-answer';
import { NewsletterFields } from './newsletter-fields';
import type { NewsletterForm } from './newsletter-form';

/** How close to the viewport (above or below it) the footer comes before the full form loads. */
const LOAD_MARGIN = '600px 0px';

interface Loaded {
  Form: typeof NewsletterForm;
  /** What was typed into the light form, and whether it had the focus. */
  email: string;
  focused: boolean;
}

export function NewsletterSignup() {
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Whether the full form is being loaded, and whether a submission waits for it. */
  const pending = useRef({ loading: false, submit: false });
  const [loaded, setLoaded] = useState<Loaded>();
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState<NewsletterOutcome>();

  const load = useCallback(() => {
    if (pending.current.loading) return;
    pending.current.loading = true;
    import('./newsletter-form').then(
      ({ NewsletterForm }) => {
        const input = inputRef.current;
        setLoaded({ Form: NewsletterForm, email: input?.value ?? '', focused: input !== null && input === document.activeElement });
      },
      () => {
        // The code did not come (offline, or a newer build replaced it): the next approach tries
        // again, and a waiting submission says it failed, as one without an answer does.
        pending.current.loading = false;
        if (!pending.current.submit) return;
        pending.current.submit = false;
        setWaiting(false);
        setFailed({ ok: false, message: NEWSLETTER_FAILED });
      },
    );
  }, []);

  useEffect(() => {
    const area = areaRef.current;
    if (!area || loaded) return;
    area.addEventListener('pointerenter', load);
    area.addEventListener('focusin', load);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) load();
            },
            { rootMargin: LOAD_MARGIN },
          )
        : undefined;
    if (observer) observer.observe(area);
    else load();
    return () => {
      area.removeEventListener('pointerenter', load);
      area.removeEventListener('focusin', load);
      observer?.disconnect();
    };
  }, [load, loaded]);

  // The full form has replaced the light one: it takes over the focus and a waiting submission.
  useEffect(() => {
    if (!loaded) return;
    const form = areaRef.current?.querySelector('form');
    if (loaded.focused) form?.querySelector('input')?.focus();
    if (pending.current.submit) {
      pending.current.submit = false;
      form?.requestSubmit();
    }
  }, [loaded]);

  const submitWhenLoaded = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pending.current.submit = true;
    setWaiting(true);
    setFailed(undefined);
    load();
  };

  return (
    <div ref={areaRef}>
      {loaded ? (
        <loaded.Form email={loaded.email} />
      ) : (
        <NewsletterFields onSubmit={submitWhenLoaded} input={{ ref: inputRef, name: 'email' }} outcome={failed} busy={waiting} />
      )}
    </div>
  );
}
