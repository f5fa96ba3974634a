import { type ComponentProps, createContext, useContext } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

const InPlainForm = createContext(false);

/**
 * A form that works as a plain HTML post before the app has attached (decision 0424: /login and
 * /forgot-password). On a prerendered page its fields and submit button are live at once instead
 * of inert (0370): the browser posts the form itself and the server answers it. Once React has
 * attached, the page's onSubmit takes over (and prevents the post), so a form is sent one way only.
 * It is an island (`data-island`, decision 0431): on a document page, focusing, typing and
 * submitting do not start the app; a control in it that needs the app says so (`data-needs-app`).
 */
export function PlainForm({ action, children, ...props }: ComponentProps<'form'> & { action: string }) {
  return (
    <form method="post" action={action} data-island="" {...props}>
      <InPlainForm value={true}>{children}</InPlainForm>
    </form>
  );
}

/** Whether a field takes input now: once the app has attached, or before that in a plain form. */
export function useFieldLive(): boolean {
  const hydrated = useHydrated();
  return useContext(InPlainForm) || hydrated;
}

/** Whether a button works now: a plain form's submit button works before the app, other buttons need it. */
export function useButtonLive(type: string): boolean {
  const hydrated = useHydrated();
  return (useContext(InPlainForm) && type === 'submit') || hydrated;
}
