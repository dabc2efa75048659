import type { MessageKey } from '@skins/contract';
import { useEffect, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/client';
import { toast } from './toast';

let nextToast = 0;

/** What the text of a field's error is: a rule's message is an i18n key, the server's is shown as sent (in the visitor's language, INPUT-8). */
export function fieldErrorText(error: FieldError | undefined, t: (key: MessageKey) => string): string | undefined {
  const m = error?.message;
  return m ? (error?.type === 'server' ? m : t(m as MessageKey)) : undefined;
}

export interface FormFeedbackOptions {
  /** Runs when the visitor edits a field: a banner about the last failure goes (its cause may be fixed). */
  onEdit?: () => void;
  /** A form that shows one message for all its fields: an edit checks the whole form again, so the message follows the values. */
  recheckAll?: boolean;
}

/**
 * AUTH-WEB-18, AUTH-WEB-19: how a form says it failed and that it is fixed, one piece for every form.
 * A refusal's field messages go to their fields (`fieldOf` maps the server's names to the form's),
 * its failure to a toast; a field's error goes once the field is edited to a valid value (the form
 * checks a field again on change after a submit; a new submit checks them all), and the form's
 * success takes its failure toasts down.
 */
export function useFormFeedback<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, options: FormFeedbackOptions = {}) {
  const toasts = useRef<string[]>([]);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const watching = form.watch((_values, { type }) => {
      // 'change' is the visitor's input; values the form sets itself are not an edit.
      if (type !== 'change') return;
      latest.current.onEdit?.();
      if (latest.current.recheckAll && form.formState.isSubmitted) void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [form]);
  return {
    /** Puts a refusal's field messages at their fields (`fieldOf` names the form's field of a server field); returns the fields. */
    placeFieldErrors(error: unknown, fieldOf: (field: string) => Path<T> | undefined = (f) => f as Path<T>): Path<T>[] {
      const placed: Path<T>[] = [];
      if (!(error instanceof ApiError) || !error.errors) return placed;
      for (const [server, messages] of Object.entries(error.errors)) {
        const field = fieldOf(server);
        if (!field || !messages[0]) continue;
        form.setError(field, { type: 'server', message: messages[0] });
        placed.push(field);
      }
      return placed;
    },
    /** Toasts the form's failure until the form succeeds. */
    toastFailure(text: string): void {
      const id = `form-failure-${++nextToast}`;
      toasts.current.push(id);
      toast.error(text, { toastId: id });
    },
    /** The form succeeded: its failure toasts go. */
    succeeded(): void {
      for (const id of toasts.current) toast.dismiss(id);
      toasts.current = [];
    },
  };
}
