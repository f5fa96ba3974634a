import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

/**
 * A plain form (components/ui/plain-form.tsx) takes typing before the app has attached. React
 * leaves that text on screen when it attaches, but its state starts empty, and the next render
 * would clear the field. Once attached, this hands each filled-in input of the form to `adopt`,
 * which puts its value into the page's state.
 */
export function useTypedBeforeApp(form: RefObject<HTMLFormElement | null>, adopt: (input: HTMLInputElement) => void): void {
  const adoptAll = useEffectEvent(() => {
    for (const element of form.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement) || element.type === 'hidden') continue;
      if (element.type === 'checkbox' ? element.checked : element.value !== '') adopt(element);
    }
  });
  useLayoutEffect(() => adoptAll(), []);
}
